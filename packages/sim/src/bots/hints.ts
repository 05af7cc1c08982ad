// The `bots` hints of every mode in some packs (mode.schema.json#/properties/bots).
import type { BotHints } from './knowledge.ts';

/** Each mode's hints by qualified (`pack:mode`) and, when unambiguous, plain id. */
export function modeHints(
  packs: ReadonlyArray<{ manifest: { id: string }; entities: readonly unknown[] }>,
): Record<string, BotHints> {
  const out: Record<string, BotHints> = {};
  const plain = new Map<string, number>();
  for (const pack of packs) {
    for (const e of pack.entities as Array<{ kind?: string; id?: string; bots?: BotHints }>) {
      if (e.kind !== 'mode' || !e.id) continue;
      plain.set(e.id, (plain.get(e.id) ?? 0) + 1);
      if (e.bots) out[`${pack.manifest.id}:${e.id}`] = e.bots;
    }
  }
  for (const pack of packs)
    for (const e of pack.entities as Array<{ kind?: string; id?: string; bots?: BotHints }>)
      if (e.kind === 'mode' && e.id && e.bots && plain.get(e.id) === 1) out[e.id] = e.bots;
  return out;
}
