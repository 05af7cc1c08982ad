// The Playtest dashboard's worker: plays a batch a slice at a time (about 60 ms
// each), reports progress between slices, and stops at the next slice when the
// dashboard cancels; then answers with the report of what was played.
import { PlaytestBatch, playGame } from './playtest-run.ts';
import type { PlaytestMessage, PlaytestRequest } from './playtest-protocol.ts';

const SLICE_MS = 60;
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PlaytestRequest>) => void) | null;
  postMessage(message: PlaytestMessage): void;
};
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const cancelled = new Set<number>();

function run(id: number, batch: PlaytestBatch, start: number): void {
  try {
    const slice = performance.now();
    batch.play(() => performance.now() - slice < SLICE_MS && !cancelled.has(id));
    const elapsedMs = performance.now() - start;
    scope.postMessage({ type: 'progress', id, done: batch.done, total: batch.total, elapsedMs });
    if (batch.finished || cancelled.has(id)) {
      cancelled.delete(id);
      scope.postMessage({ type: 'done', id, result: batch.result(elapsedMs / 1000) });
    } else setTimeout(() => run(id, batch, start), 0); // lets a cancel message in
  } catch (error) {
    scope.postMessage({ type: 'failed', id, message: message(error) });
  }
}

scope.onmessage = ({ data }) => {
  try {
    if (data.type === 'cancel') cancelled.add(data.id);
    else if (data.type === 'run') run(data.id, new PlaytestBatch(data.spec), performance.now());
    else scope.postMessage({ type: 'game', id: data.id, game: playGame(data.side, data) });
  } catch (error) {
    scope.postMessage({ type: 'failed', id: data.id, message: message(error) });
  }
};
