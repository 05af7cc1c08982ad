// `npm run codegen`: regenerates the committed types, standalone validators,
// schema bundle and language reference from the schemas.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateAll, readSchemaFolder, REFERENCE_DIR } from '@roomsmith/schema/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = await generateAll(readSchemaFolder());

// Reference pages of schemas that no longer exist must not linger.
const referenceDir = path.join(root, REFERENCE_DIR);
mkdirSync(referenceDir, { recursive: true });
for (const name of readdirSync(referenceDir)) {
  if (name.endsWith('.md') && !files[`${REFERENCE_DIR}/${name}`]) rmSync(path.join(referenceDir, name));
}
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
console.log(`codegen: wrote ${Object.keys(files).length} files`);
