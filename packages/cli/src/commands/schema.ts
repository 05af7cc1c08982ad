// `roomsmith schema --out DIR`: writes the schemas for authors working outside
// this repository; content files can then point "$schema" at them.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SCHEMA_BASE, schemas } from '@roomsmith/schema';
import type { Command } from '../command.ts';
import { ExitCode } from '../io.ts';

const USAGE = 'Usage: roomsmith schema --out DIR';

/** Writes every schema file (relative `$ref`s keep working inside DIR). */
export const schemaCommand: Command = {
  usage: USAGE,
  async run(args, io) {
    const at = args.indexOf('--out');
    const out = at >= 0 ? args[at + 1] : undefined;
    if (!out || out.startsWith('-')) {
      io.err(`roomsmith schema: missing --out DIR\n${USAGE}`);
      return ExitCode.usage;
    }
    const dir = path.resolve(io.cwd, out);
    const ids = Object.keys(schemas)
      .filter((id) => id.startsWith(SCHEMA_BASE))
      .sort();
    for (const id of ids) {
      const file = path.join(dir, ...id.slice(SCHEMA_BASE.length).split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(schemas[id], null, 2) + '\n');
    }
    io.out(`wrote ${ids.length} schemas to ${out}`);
    io.out(
      `point a content file at ${path.join(out, 'content.schema.json')} (or pack.json at pack.schema.json) with "$schema"`,
    );
    return ExitCode.ok;
  },
};
