// `npm start`: install what is missing, build the studio, serve it, and run
// the pack registry beside it (SQLite in ./registry-data, no setup) and the
// playtest session server (apps/playtest, port 4874, on HOST like the studio).
import { spawn } from 'node:child_process';
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
console.log(`\nRoomsmith Studio is running at ${url}`);
if (process.env.REGISTRY !== 'off') {
  // The registry is its own process: a crash there never takes the studio down.
  const registryPort = process.env.REGISTRY_PORT ?? '4873';
  const registry = spawn(
    process.execPath,
    [
      path.join(root, 'apps/registry/bin/registry.mjs'),
      '--port',
      registryPort,
      '--data',
      path.join(root, 'registry-data'),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const stop = () => registry.kill();
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
if (process.env.PLAYTEST !== 'off') {
  // Remote playtest sessions, also a process of their own, on the same host as the studio.
  const playtest = spawn(
    process.execPath,
    [path.join(root, 'apps/playtest/bin/playtest.mjs'), '--port', process.env.PLAYTEST_PORT ?? '4874', '--host', host],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  process.on('exit', () => playtest.kill());
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
console.log('(press Ctrl+C to stop; REGISTRY=off and PLAYTEST=off leave those servers out)');
