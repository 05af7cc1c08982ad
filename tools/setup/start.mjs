// `npm start`: install what is missing, build the studio, serve it.
import { ensureDependencies, runBin, root } from './deps.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

ensureDependencies();
console.log('› Building the studio…');
runBin('nx', ['run', 'studio:build', '--outputStyle=static']);
const { serveStudio } = await import(pathToFileURL(path.join(root, 'apps/studio/serve.mjs')).href);
const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? 'localhost';
const { url } = await serveStudio({ port, host });
console.log(`\nRoomsmith Studio is running at ${url}\n(press Ctrl+C to stop)`);
