// Information-set Monte Carlo tree search (single observer, after Cowling,
// Powley & Whitehouse 2012). Each iteration draws one determinization of what
// the seat cannot see, walks the tree of the seat's own options with UCB1 over
// the options legal in that sample (counting availability, so options that
// only some samples allow are not favoured), lets the other seats answer with
// the quick policy, expands one node, plays on to a depth limit and backs up
// the content-driven evaluation. The move played is the most visited. Typed
// answers (codes) are random well-formed texts, at the root and in the tree
// alike: the secret is in no view, so the search must not try codes on samples.
import { nextInt, randomTextAnswer, type RngState } from '@roomsmith/engine';
import type { Answer, EngineApi, Match } from '../engine-api.ts';
import type { SeatPolicy } from '../run/policy.ts';
import { evaluateState } from './evaluate.ts';
import type { Knowledge } from './knowledge.ts';
import { forkRng, optionScore, quickPick } from './quick.ts';
import { loopGuard } from './loops.ts';
import { rollout } from './rollout.ts';
import { keyedOptions, type KeyedOption } from './view-keys.ts';

/** Settings of the search. */
export interface IsmctsOptions {
  /** Iterations per decision (default 100). */
  iterations?: number;
  /** Or a time budget per decision, in milliseconds (wins over iterations when set). */
  timeMs?: number;
  /** Decisions played past the tree before the position is scored (default 8: a short horizon leaves the evaluation, not rollout noise, to judge). */
  depth?: number;
  /** UCB1 exploration constant (default 0.5; rewards are in [0, 1]). */
  exploration?: number;
}

interface TreeNode {
  visits: number;
  value: number;
  avail: number;
  /** Progressive bias: what the seat knows of the option's own target (a room it knows eliminates, a step to the goal). */
  bias: number;
  children: Map<string, TreeNode>;
}

const newNode = (bias = 0): TreeNode => ({ visits: 0, value: 0, avail: 0, bias, children: new Map() });

/** Scale of the progressive bias (the quick policy's rating: a known lethal target −8 × 0.02), fading as 1 / (1 + visits). */
const BIAS = 0.02;

/** An ISMCTS seat policy. `now` is the clock for time budgets (the engine itself never reads one). */
export function ismctsBot<R>(
  engine: EngineApi<R>,
  ruleset: R,
  knowledge: Knowledge,
  rng: RngState,
  options: IsmctsOptions = {},
  now: () => number = () => performance.now(),
): SeatPolicy {
  const depth = options.depth ?? 8;
  const c = options.exploration ?? 0.5;
  const guard = loopGuard();
  return (ctx) => {
    if (ctx.input) return randomTextAnswer(rng, ctx.input);
    if (ctx.options.length === 1 || !ctx.sample) return ctx.options[0]!.id;
    const check = guard(ctx);
    if (check.options.length === 1) {
      check.took(check.options[0]!.id);
      return check.options[0]!.id;
    }
    const me = ctx.seat;
    const root = newNode();
    const deadline = options.timeMs !== undefined ? now() + options.timeMs : Infinity;
    const iterations = options.timeMs !== undefined ? Infinity : (options.iterations ?? 100);
    for (let it = 0; it < iterations && (it < 1 || now() < deadline); it++) {
      const r = forkRng(rng);
      let m: Match = ctx.sample(r);
      let node: TreeNode | null = root;
      const path: TreeNode[] = [root];
      let steps = 0;
      try {
        while (m.state.result === null && m.pending && steps < depth) {
          const d = m.pending;
          const answers: Answer[] = [];
          for (const seat of d.seats) {
            const input = d.input?.[seat];
            if (input) {
              answers.push({ seat, option: randomTextAnswer(r, input) });
              if (seat === me) node = null; // a typed step is no branch of the tree: the rest is the rollout
              continue;
            }
            if (seat !== me || node === null) {
              answers.push({ seat, option: quickPick(m.state, seat, engine.legalOptions(m, seat), knowledge, r) });
              continue;
            }
            // The tree's edges are the options as the seat's view names them, the same in every sample.
            const legal = keyedOptions(engine, ruleset, m, seat);
            const at: TreeNode = node;
            const untried = legal.filter((o) => !at.children.has(o.key));
            for (const o of legal) {
              const child = node.children.get(o.key);
              if (child) child.avail++;
            }
            let pick: KeyedOption;
            let next: TreeNode | null;
            if (untried.length) {
              pick = untried[nextInt(r, untried.length)] as KeyedOption;
              const id = pick.id;
              const option = engine.legalOptions(m, seat).find((o) => o.id === id);
              const child = newNode(option ? BIAS * optionScore(m.state, seat, option, knowledge) : 0);
              child.avail = 1;
              node.children.set(pick.key, child);
              path.push(child);
              next = null; // expanded: the rest is the rollout
            } else {
              let best = -Infinity;
              pick = legal[0] as KeyedOption;
              for (const o of legal) {
                const ch = node.children.get(o.key) as TreeNode;
                const ucb =
                  ch.value / ch.visits +
                  c * Math.sqrt(Math.log(Math.max(1, ch.avail)) / ch.visits) +
                  ch.bias / (1 + ch.visits);
                if (ucb > best) [best, pick] = [ucb, o];
              }
              next = node.children.get(pick.key) as TreeNode;
              path.push(next);
            }
            node = next;
            answers.push({ seat, option: pick.id });
          }
          m = engine.answer(ruleset, m, answers).match;
          steps++;
        }
        m = rollout(engine, ruleset, m, knowledge, r, depth - steps);
      } catch {
        // A sample the engine cannot continue (an option legal only in the real game): score where it stands.
      }
      const reward = evaluateState(m.state, me, knowledge);
      for (const n of path) {
        n.visits++;
        n.value += reward;
      }
    }
    let best = check.options[0]!.id;
    let most = -1;
    for (const o of check.options) {
      const ch = root.children.get(o.id);
      const score = ch ? ch.visits + ch.value / Math.max(1, ch.visits) : -1;
      if (score > most) [best, most] = [o.id, score];
    }
    check.took(best);
    return best;
  };
}
