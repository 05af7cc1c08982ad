// `deal-scenario`: creates the cards of the scenario a match option names (default:
// the first one made for this mode) face down into a zone, in the order listed,
// and records which scenario is played in that option.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';
import { chosenScenario } from '../runtime/scenarios.ts';
import { putInto } from '../runtime/table.ts';
import { newComponent } from './create-components.ts';

/** Handler of `do: deal-scenario`. */
export const dealScenario: EffectHandler = {
  do: 'deal-scenario',
  compile: (a, cx, path) => {
    const to = cx.zone(a.to, `${path}/to`);
    const option = typeof a.option === 'string' ? a.option : 'scenario';
    return cx.prim(path, (rt, b) => {
      const scenario = chosenScenario(rt, option);
      if (!scenario) {
        emit(rt, { type: 'no-scenario', data: { option }, text: `no scenario for option ${option}` });
        return;
      }
      rt.s.options[option] = scenario.id;
      const zone = to(rt, b);
      for (const def of scenario.cards) {
        if (!rt.rs.defs[def]) continue;
        const c = rt.s.components[newComponent(rt, def, false)];
        if (c) putInto(rt.s, c, zone, 'bottom');
      }
      emit(rt, {
        type: 'components-created',
        data: { scenario: scenario.id, count: scenario.cards.length },
        text: `scenario ${scenario.id}: ${scenario.cards.length} cards`,
      });
    });
  },
};
