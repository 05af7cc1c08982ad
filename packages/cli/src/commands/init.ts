// `roomsmith init <dir> [--id ID] [--name NAME]`: scaffolds a new pack in its
// own folder (outside this repository as well): a small game that validates,
// plays and passes its test, the format's JSON Schemas copied into
// `.roomsmith/schemas/` with every file's `$schema` pointing at its local copy,
// and VS Code settings, so completion and checking work offline in any editor
// that speaks JSON Schema.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkPackId } from '@roomsmith/schema';
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

/** `roomsmith init`. */
export const initCommand: Command = {
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
    for (const rel of listSchemaFiles())
      await write(`${SCHEMAS}/${rel}`, await readFile(path.join(SCHEMA_DIR, rel), 'utf8'));
    const files = packTemplate(id, name);
    for (const [rel, json] of Object.entries(files)) {
      const depth = rel.split('/').length - 1;
      const link = `${'../'.repeat(depth)}${SCHEMAS}/${schemaFileOf(rel)}`;
      await write(rel, JSON.stringify({ $schema: link, ...json }, null, 2) + '\n');
    }
    await write(
      '.vscode/settings.json',
      JSON.stringify(
        {
          'json.schemas': [
            { fileMatch: ['/pack.json'], url: `./${SCHEMAS}/pack.schema.json` },
            { fileMatch: ['/tests/*.json'], url: `./${SCHEMAS}/pack-test.schema.json` },
            {
              fileMatch: ['/*/**/*.json', '!/tests/**', '!/.roomsmith/**', '!/.vscode/**'],
              url: `./${SCHEMAS}/content.schema.json`,
            },
          ],
        },
        null,
        2,
      ) + '\n',
    );
    await write(
      'README.md',
      `# ${name}\n\nA Roomsmith pack. Check it, test it and play it:\n\n` +
        '```sh\nroomsmith validate .\nroomsmith test .\nroomsmith play . --mode escape --seats human\nroomsmith pack .\n```\n\n' +
        `Start with \`rooms/my-room.json\`. Every file names its schema in \`$schema\` (copied in \`${SCHEMAS}/\`), so editors that speak JSON Schema complete and check it offline.\n`,
    );
    io.out(
      `created ${id} in ${path.relative(io.cwd, dir) || '.'}: ${Object.keys(files).length} pack files, schemas in ${SCHEMAS}/`,
    );
    io.out(`next: cd ${dirArg} && roomsmith test .`);
    return ExitCode.ok;
  },
};
