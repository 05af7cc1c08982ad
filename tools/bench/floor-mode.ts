// The engine's floor (double-rush.bench.ts, ab/entry.ts): a mode of `decisions` turns, each one
// three-way choice with nothing behind it — what any game pays per decision before content runs.
import { compileRuleset, type Ruleset } from '@roomsmith/engine';

/** The floor mode compiled, for `decisions` decisions a match (two seats). */
export function floorRuleset(decisions: number): Ruleset {
  const mode = {
    kind: 'mode',
    id: 'floor',
    seats: { players: { min: 2, max: 2 } },
    counters: [{ id: 'n', initial: 0 }],
    phases: [
      {
        type: 'effects',
        id: 'turn',
        do: [
          {
            do: 'choose-option',
            seat: { select: 'first', from: { select: 'seats' } },
            options: [
              { id: 'a', do: [] },
              { id: 'b', do: [] },
              { id: 'c', do: [] },
            ],
          },
          { do: 'adjust-counter', counter: 'n', by: 1 },
        ],
      },
    ],
    endings: [{ when: { op: 'ge', a: { op: 'counter', name: 'n' }, b: decisions }, outcome: 'done' }],
  };
  const { ruleset } = compileRuleset([{ manifest: { id: 'floor', version: '1.0.0' }, entities: [mode] }]);
  if (!ruleset) throw new Error('the floor mode does not compile');
  return ruleset;
}
