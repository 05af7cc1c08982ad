// Re-checks the workspace a moment after the packs change and publishes the
// problems to the store. A check may be asynchronous (the loader runs in a
// worker); an answer that arrives after a newer check started is dropped.
import { packJsonProblems } from '../diagnostics/json-problems.ts';
import type { Problem } from '../diagnostics/problem.ts';
import type { Pack } from '../workspace/pack.ts';
import type { WorkspaceStore } from '../workspace/workspace-store.ts';

/** Options of `startDiagnostics`. */
export interface DiagnosticsOptions {
  /** Milliseconds of quiet before re-checking; 250 by default. */
  delay?: number;
  /** Computes the problems of the workspace's packs; JSON syntax only by default. */
  diagnose?: (packs: readonly Pack[]) => Problem[] | Promise<Problem[]>;
  /** Told when a check fails (the previous problems stay). */
  onError?: (error: unknown) => void;
}

/** Checks the workspace now and after every change; returns the function that stops it. */
export function startDiagnostics(store: WorkspaceStore, options: DiagnosticsOptions = {}): () => void {
  const diagnose = options.diagnose ?? packJsonProblems;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let stopped = false;
  const run = async () => {
    const mine = ++generation;
    try {
      const problems = await diagnose(store.state.packs);
      if (mine === generation && !stopped) store.setProblems(problems);
    } catch (error) {
      options.onError?.(error);
    }
  };
  void run();
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.packs === previous.packs) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), options.delay ?? 250);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
