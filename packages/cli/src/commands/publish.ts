// `roomsmith publish <pack-dir> --registry URL [--token TOKEN] [--deps DIR]…`:
// checks the pack, builds its bundle and publishes it. The token comes from
// --token or ROOMSMITH_TOKEN, never from a file of the pack.
import { registryNameOf } from '@roomsmith/schema';
import type { Command } from '../command.ts';
import { publishToRegistry } from '../bundles/registry-client.ts';
import { ExitCode } from '../io.ts';
import { lastValue, parseArgs, UsageError } from '../shared/args.ts';
import { checkedBundle } from './pack.ts';

const USAGE = 'usage: roomsmith publish <pack-dir> --registry URL [--token TOKEN] [--deps DIR]…';

/** `roomsmith publish`. */
export const publishCommand: Command = {
  usage: USAGE,
  async run(argv, io) {
    const args = parseArgs(argv, { values: ['registry', 'token', 'deps'] });
    const [dir, ...rest] = args.positionals;
    const registry = lastValue(args, 'registry') ?? process.env['ROOMSMITH_REGISTRY'];
    const token = lastValue(args, 'token') ?? process.env['ROOMSMITH_TOKEN'];
    if (!dir || rest.length || !registry) throw new UsageError(USAGE);
    if (!token) throw new UsageError('give an API token with --token or ROOMSMITH_TOKEN');
    const built = await checkedBundle(dir, args.values.get('deps') ?? [], io);
    if (!built) return ExitCode.failed;
    // Published under pack.json's registryName (@scope/name) when it gives one, else under the pack id.
    const name = registryNameOf(built.manifest.pack);
    const { version } = built.manifest.pack;
    const result = await publishToRegistry(registry, token, name, version, built.bytes);
    if ('error' in result) {
      io.err(`publish refused: ${result.error}`);
      return ExitCode.failed;
    }
    io.out(`published ${name}@${version} to ${registry} (sha256 ${result.sha256})`);
    return ExitCode.ok;
  },
};
