// `roomsmith init <dir> [--id ID] [--name NAME]`: scaffolds a new pack in its
// own folder (outside this repository as well): a small game that validates,
// plays and passes its test, every file's `$schema` set to its schema's stable
// URL (https://roomsmith.dev/schemas/…, served by the registry), the format's
// JSON Schemas copied into `.roomsmith/schemas/`, and VS Code settings that
// give VS Code those URLs' content from the copies, so completion and checking
// work offline (README: "Editors").
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkPackId, SCHEMA_BASE } from '@roomsmith/schema';
import { listSchemaFiles, SCHEMA_DIR } from '@roomsmith/schema/node';
import type { Command } from '../command.ts';
import { packTemplate } from '../init/template.ts';
import { ExitCode } from '../io.ts';
import { lastValue, parseArgs, UsageError } from '../shared/args.ts';

const USAGE = 'usage: roomsmith init <dir> [--id PACK-ID] [--name "Pack name"]';
const SCHEMAS = '.roomsmith/schemas';

/** Which schema each file of the template is checked against. */
function schemaFileOf(rel: string): string {
  if (rel === 'pack.json') return 'pack.schema.json';
  const kind = rel.split('/')[0];
  return kind === 'tests' ? 'pack-test.schema.json' : 'content.schema.json';
}

/** Files matched by path when they carry no `$schema`: pack.json, tests, everything else. */
const FILE_MATCH: Record<string, string[]> = {
  'pack.schema.json': ['/pack.json'],
  'pack-test.schema.json': ['/tests/*.json'],
  'content.schema.json': ['/*/**/*.json', '!/tests/**', '!/.roomsmith/**', '!/.vscode/**'],
};

/**
 * VS Code settings registering every schema under its URL with its content
 * inline: VS Code's JSON service uses a `json.schemas` entry's `schema` instead
 * of downloading its `url`, and resolves a file's `$schema` (and the schemas'
 * `$ref`s between each other) against those entries, so nothing is fetched.
 * One entry per line, so the file stays readable.
 */
export function vscodeSettings(schemaTexts: ReadonlyMap<string, string>): string {
  const entries = [...schemaTexts].map(([rel, text]) => {
    const fileMatch = FILE_MATCH[rel];
    return JSON.stringify({ url: SCHEMA_BASE + rel, ...(fileMatch ? { fileMatch } : {}), schema: JSON.parse(text) });
  });
  return `{\n  "json.schemas": [\n    ${entries.join(',\n    ')}\n  ]\n}\n`;
}

/** `roomsmith init`. */
export const initCommand: Command = {
  usage: USAGE,
  async run(argv, io) {
    const args = parseArgs(argv, { values: ['id', 'name'] });
    const [dirArg, ...rest] = args.positionals;
    if (!dirArg || rest.length) throw new UsageError(USAGE);
    const dir = path.resolve(io.cwd, dirArg);
    const id =
      lastValue(args, 'id') ??
      path
        .basename(dir)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    const idProblem = checkPackId(id);
    if (idProblem) throw new UsageError(`${idProblem} (choose one with --id)`);
    if (existsSync(dir) && (await readdir(dir)).length > 0) {
      io.err(`${dirArg}: the folder is not empty; init writes only into a new or empty folder`);
      return ExitCode.failed;
    }
    const name = lastValue(args, 'name') ?? id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

    const write = async (rel: string, data: string) => {
      const file = path.join(dir, ...rel.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    };
    const schemaTexts = new Map<string, string>();
    for (const rel of listSchemaFiles()) {
      const text = await readFile(path.join(SCHEMA_DIR, rel), 'utf8');
      schemaTexts.set(rel, text);
      await write(`${SCHEMAS}/${rel}`, text);
    }
    const files = packTemplate(id, name);
    for (const [rel, json] of Object.entries(files))
      await write(rel, JSON.stringify({ $schema: SCHEMA_BASE + schemaFileOf(rel), ...json }, null, 2) + '\n');
    await write('.vscode/settings.json', vscodeSettings(schemaTexts));
    await write(
      'README.md',
      `# ${name}\n\nA Roomsmith pack. Check it, test it and play it:\n\n` +
        '```sh\nroomsmith validate .\nroomsmith test .\nroomsmith play . --mode escape --seats human\nroomsmith pack .\n```\n\n' +
        `Start with \`rooms/my-room.json\`. Every file names its schema in \`$schema\` by its URL; the schemas are copied in \`${SCHEMAS}/\` and \`.vscode/settings.json\` hands VS Code their content, so completion and checking work offline.\n`,
    );
    io.out(
      `created ${id} in ${path.relative(io.cwd, dir) || '.'}: ${Object.keys(files).length} pack files, schemas in ${SCHEMAS}/`,
    );
    io.out(`next: cd ${dirArg} && roomsmith test .`);
    return ExitCode.ok;
  },
};
