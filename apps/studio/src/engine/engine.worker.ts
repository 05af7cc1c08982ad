// The engine runs here, off the UI thread: previews are dealt and the
// sandbox match lives here (a compiled ruleset holds closures and cannot be
// posted, so the match stays with it).
import { serveRequests } from '../workers/request-client.ts';
import { dealMode } from './deal.ts';
import type { EngineRequest, EngineResults } from './engine-protocol.ts';
import { packTestAnswers } from './pack-test-answers.ts';
import { packTests } from './pack-tests.ts';
import { qualifyCopy } from './qualify-copy.ts';
import { SandboxHost } from './sandbox-host.ts';

const sandbox = new SandboxHost();

function handle(r: EngineRequest): EngineResults[EngineRequest['type']] {
  switch (r.type) {
    case 'deal':
      return dealMode(r.packs, r.mode, r.seed, r.seats);
    case 'sandbox-start':
      return sandbox.start(
        r.packs,
        {
          mode: r.mode,
          seed: r.seed,
          seats: r.seats,
          ...(r.options ? { options: r.options } : {}),
          ...(r.picks ? { picks: r.picks } : {}),
          ...(r.layout ? { layout: r.layout } : {}),
        },
        r.bots,
      );
    case 'sandbox-look':
      sandbox.session.look(r.viewAs);
      return sandbox.session.snapshot();
    case 'sandbox-answer':
      sandbox.session.answer(r.seat, r.option);
      return sandbox.session.snapshot();
    case 'sandbox-undo':
      sandbox.session.undo();
      return sandbox.session.snapshot();
    case 'sandbox-redo':
      sandbox.session.redo();
      return sandbox.session.snapshot();
    case 'sandbox-jump':
      sandbox.session.jump(r.cursor);
      return sandbox.session.snapshot();
    case 'sandbox-inspect':
      return sandbox.session.inspect();
    case 'sandbox-replay':
      return sandbox.replay();
    case 'sandbox-import':
      return sandbox.importReplay(r.text);
    case 'sandbox-reload':
      return sandbox.reload(r.packs);
    case 'qualify-copy':
      return qualifyCopy(r.packs, r.copied);
    case 'pack-tests':
      return packTests(r.packs, r.pack, r.run);
    case 'pack-test-answers':
      return packTestAnswers(r.packs, r.pack, r.file, r.test);
    case 'sandbox-holds':
      return sandbox.session.holds(r.condition);
    case 'sandbox-situation':
      return sandbox.session.situation();
    case 'sandbox-moment':
      return sandbox.session.moment();
  }
}

serveRequests<EngineRequest, EngineResults[EngineRequest['type']]>(handle);
