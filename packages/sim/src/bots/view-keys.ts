// A seat's options in a sampled match, keyed as its view names them. Bots are
// asked with their view's options (handles for components they cannot
// identify, never ids); a determinization is a full match whose engine options
// carry its own ids, so an option is looked up by the name the seat's view of
// that sample gives it — the same handle for the same place in every sample.
import type { DecisionOption, EngineApi, Match, SeatId } from '../engine-api.ts';

/** One option of the seat in a sample: its view's name (`key`) and the engine's id (`id`). */
export interface KeyedOption {
  key: string;
  id: string;
}

/** The seat's options in `m`, each as its view names it and as the engine takes it. */
export function keyedOptions<R>(engine: EngineApi<R>, ruleset: R, m: Match, seat: SeatId): KeyedOption[] {
  const legal = engine.legalOptions(m, seat);
  const shown = engine.viewOptions?.(ruleset, m.state, seat);
  if (!shown) return legal.map((o) => ({ key: o.id, id: o.id }));
  return shown.map((x) => ({ key: x.option.id, id: (legal[x.index] as DecisionOption).id }));
}

/** The engine's id, in `m`, of the option the seat's view names `key` (the key itself when none matches). */
export function optionIn<R>(engine: EngineApi<R>, ruleset: R, m: Match, seat: SeatId, key: string): string {
  return keyedOptions(engine, ruleset, m, seat).find((o) => o.key === key)?.id ?? key;
}
