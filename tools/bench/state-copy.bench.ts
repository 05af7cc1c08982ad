// State copies for search: `copyState` (the engine's copy written for the
// state's shape) against `structuredClone`, on mid-game Room 25 states,
// taking turns round by round. Aim: copyState ≥ 5× structuredClone.
import { loadavg } from 'node:os';
import { copyState, type GameState } from '@roomsmith/engine';
import { botRng, randomBot, runGame } from '@roomsmith/sim';
import { loadBenchTarget } from './bench-target.ts';
import { interleave } from './interleave.ts';

const AIM = 5;
const { mode, seats, engine, ruleset } = await loadBenchTarget();
// A spread of states: every 5th decision of a few random games.
const states: GameState[] = [];
for (let seed = 0; seed < 10; seed++) {
  let n = 0;
  runGame({ engine, ruleset, mode, seed, seats }, () => randomBot(botRng(seed)), {
    afterStep: (state) => {
      if (n++ % 5 === 0) states.push(structuredClone(state));
    },
  });
}
const COPIES = 20_000;
let sink = 0;
const copier = (copy: (s: GameState) => GameState) => () => {
  for (let i = 0; i < COPIES; i++) sink += copy(states[i % states.length] as GameState).step;
  return COPIES;
};
const result = interleave(
  [
    { name: 'copyState', batch: copier(copyState) },
    { name: 'structuredClone', batch: copier((s) => structuredClone(s)) },
  ],
  7,
);
const ratio = result.ratios['structuredClone'] as number;
const machine = `load average ${loadavg()[0]?.toFixed(1)}`;
console.log(`\nstate copies per CPU second (${mode}, ${states.length} mid-game states; ${machine})`);
console.log(`  copyState: ${(result.rates['copyState'] as number).toFixed(0)}/s`);
console.log(
  `  structuredClone: ${(result.rates['structuredClone'] as number).toFixed(0)}/s; copyState is ×${ratio.toFixed(1)}`,
);
console.log(
  JSON.stringify({ bench: 'state copies/s, copyState', median: Math.round(result.rates['copyState'] as number) }),
);
console.log(
  JSON.stringify({
    bench: 'state copies: copyState / structuredClone speed',
    ratio: Number(ratio.toFixed(2)),
    aim: AIM,
    verdict: ratio >= AIM ? 'ok' : 'UNDER',
    sink: sink > 0,
  }),
);
