import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceStore } from '../workspace/workspace-store.ts';
import { startDiagnostics } from './diagnostics-runner.ts';

describe('the diagnostics runner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at once, then again shortly after an edit', async () => {
    const store = new WorkspaceStore();
    store.createPack({ id: 'mine', name: 'Mine', dependencies: {} });
    const stop = startDiagnostics(store, { delay: 100 });
    expect(store.state.problems).toEqual([]);
    store.addFile('mine', 'rooms/a.json', '{\n  "id": "a"\n  "kind": "room"\n}');
    expect(store.state.problems).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(store.state.problems).toMatchObject([{ packId: 'mine', path: 'rooms/a.json', line: 3 }]);
    stop();
  });

  it('does not re-check when only the selection changes', () => {
    const store = new WorkspaceStore();
    const diagnose = vi.fn(() => []);
    startDiagnostics(store, { diagnose });
    store.openFile(null);
    store.selectPack('x');
    vi.runAllTimers();
    expect(diagnose).toHaveBeenCalledTimes(1);
  });
});

describe('the diagnostics runner with an asynchronous check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('drops an answer that arrives after a newer check started', async () => {
    const store = new WorkspaceStore();
    store.createPack({ id: 'mine', name: 'Mine', dependencies: {} });
    const answers: Array<(p: []) => void> = [];
    const diagnose = () => new Promise<[]>((resolve) => answers.push(resolve));
    startDiagnostics(store, { diagnose, delay: 10 });
    store.addFile('mine', 'rooms/a.json', '{}');
    await vi.advanceTimersByTimeAsync(10);
    expect(answers).toHaveLength(2);
    const latest: [] = [];
    answers[1]?.(latest);
    await vi.advanceTimersByTimeAsync(0);
    answers[0]?.([{ packId: 'stale' }] as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.state.problems).toBe(latest);
  });
});
