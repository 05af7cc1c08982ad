// Reading a game's events by decision step: which content caused what, and
// the chain of effects behind each death, escape and ending (a why trace).
import type { GameEvent } from '../engine-api.ts';

/** One link of a why trace: an event and the content (file-independent def and JSON pointer) that caused it. */
export interface TraceLink {
  type: string;
  text: string;
  def?: string;
  path?: string;
}

/** What a trace explains, and how it came about, in order. */
export interface WhyTrace {
  step: number;
  what: 'death' | 'escape' | 'end';
  subject: string;
  chain: TraceLink[];
}

/** Events that are bookkeeping, not behaviour: left out of chains. */
const NOISE = new Set(['turn-start', 'phase-start', 'phase-end', 'programmed', 'counter', 'order-rotated']);

/** Groups a log into steps given the log length after the setup and after each answer. */
export function stepsOf(log: readonly GameEvent[], marks: readonly number[]): GameEvent[][] {
  const steps: GameEvent[][] = [];
  let from = 0;
  for (const to of [...marks, log.length]) {
    steps.push(log.slice(from, to));
    from = to;
  }
  return steps;
}

/** Keys already worked out, by def and path: analytics ask for one per caused event, and a batch's causes repeat. */
const keys = new Map<string, Map<string, string>>();
const KEPT_DEFS = 10_000;

/** The content key an event counts for: a room or card by id; an action, phase or ending of a mode or character by id and path. */
export function contentKey(cause: { def: string; path: string }): string {
  let byPath = keys.get(cause.def);
  if (!byPath) {
    if (keys.size >= KEPT_DEFS) keys.clear();
    byPath = new Map();
    keys.set(cause.def, byPath);
  }
  let key = byPath.get(cause.path);
  if (key === undefined) {
    const [first, second] = cause.path.split('/').filter(Boolean);
    key =
      first === 'triggers' || first === 'modifiers' || first === undefined
        ? cause.def
        : `${cause.def} /${first}/${second ?? ''}`.replace(/\/$/, '');
    byPath.set(cause.path, key);
  }
  return key;
}

/** The why traces of a game: for each death, escape and the ending, the step's chain of caused events up to it. */
export function whyTraces(steps: readonly GameEvent[][]): WhyTrace[] {
  const traces: WhyTrace[] = [];
  steps.forEach((events, step) => {
    const chain: TraceLink[] = [];
    for (const e of events) {
      if (NOISE.has(e.type)) continue;
      const text = typeof e.text === 'string' ? e.text : (Object.values(e.text ?? {})[0] ?? '');
      chain.push({ type: e.type, text: String(text), ...(e.cause ? { def: e.cause.def, path: e.cause.path } : {}) });
      const what =
        e.type === 'eliminated' ? 'death' : e.type === 'escaped' ? 'escape' : e.type === 'game-end' ? 'end' : null;
      if (what) traces.push({ step, what, subject: e.piece ?? String(e.data?.outcome ?? ''), chain: [...chain] });
    }
  });
  return traces;
}
