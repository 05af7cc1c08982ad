// A Playtest dashboard worker: plays its slice of a batch a few games at a time
// (about 60 ms each), reports progress between them, and stops at the next one
// when the dashboard cancels; then answers with its part (mergeable
// statistics). One worker also combines the parts into the report, and plays a
// game again for the sandbox.
import { combine, PlaytestBatch, playGame } from './playtest-run.ts';
import type { PlaytestMessage, PlaytestRequest } from './playtest-protocol.ts';

const SLICE_MS = 60;
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PlaytestRequest>) => void) | null;
  postMessage(message: PlaytestMessage): void;
};
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const cancelled = new Set<number>();
/** The last batch this worker played (its prepared packs serve the combine that follows). */
let last: { id: number; batch: PlaytestBatch } | null = null;

function run(id: number, batch: PlaytestBatch, start: number): void {
  try {
    const slice = performance.now();
    batch.play(() => performance.now() - slice < SLICE_MS && !cancelled.has(id));
    const elapsedMs = performance.now() - start;
    scope.postMessage({ type: 'progress', id, done: batch.done, total: batch.total, elapsedMs });
    if (batch.finished || cancelled.has(id)) {
      cancelled.delete(id);
      last = { id, batch };
      scope.postMessage({ type: 'part', id, part: batch.part() });
    } else setTimeout(() => run(id, batch, start), 0); // lets a cancel message in
  } catch (error) {
    scope.postMessage({ type: 'failed', id, message: message(error) });
  }
}

scope.onmessage = ({ data }) => {
  try {
    if (data.type === 'cancel') cancelled.add(data.id);
    else if (data.type === 'run') run(data.id, new PlaytestBatch(data.spec, data.slice), performance.now());
    else if (data.type === 'combine')
      scope.postMessage({
        type: 'done',
        id: data.id,
        result:
          last && last.id === data.runId
            ? combine(data.spec, data.parts, data.seconds, last.batch.sides)
            : combine(data.spec, data.parts, data.seconds),
      });
    else scope.postMessage({ type: 'game', id: data.id, game: playGame(data.side, data) });
  } catch (error) {
    scope.postMessage({ type: 'failed', id: data.id, message: message(error) });
  }
};
