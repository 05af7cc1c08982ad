// `deal-decks`: the mode's `setup.decks` table dealt into its zones — each line
// a deck of the pack (or an inline list), its cards created in listed order and
// shuffled by the seeded RNG unless the line or the deck says otherwise.
import type { Args, EffectHandler } from '../ruleset/handlers.ts';
import { shuffleInPlace } from '../rng/rng.ts';
import { emit } from '../runtime/runtime.ts';
import { makeComponent } from '../runtime/writes.ts';

const isObject = (v: unknown): v is Args => typeof v === 'object' && v !== null && !Array.isArray(v);

interface DeckLine {
  zone: string;
  defs: string[];
  shuffled: boolean;
  faceUp: boolean;
}

/** Handler of `do: deal-decks`. */
export const dealDecks: EffectHandler = {
  do: 'deal-decks',
  compile: (a, cx, path) => {
    const only = Array.isArray(a.zones) ? a.zones.map(String) : null;
    const lines: DeckLine[] = [];
    const table = Array.isArray(cx.setup.decks) ? cx.setup.decks : [];
    if (table.length === 0) cx.error(path, 'the mode declares no setup.decks');
    table.forEach((raw, i) => {
      if (!isObject(raw)) return;
      const at = `/setup/decks/${i}`;
      const zone = String(raw.zone);
      if (Object.keys(cx.zones).length > 0 && !(zone in cx.zones)) cx.error(`${at}/zone`, `unknown zone "${zone}"`);
      let entries: unknown[] = Array.isArray(raw.entries) ? raw.entries : [];
      let deck: Args | null = null;
      if (typeof raw.deck === 'string') {
        const id = raw.deck.includes(':') ? raw.deck : `${cx.pack}:${raw.deck}`;
        deck = cx.decks[id] ?? null;
        if (!deck) cx.error(`${at}/deck`, `unknown deck "${raw.deck}"`);
        else entries = Array.isArray(deck.entries) ? deck.entries : [];
      }
      const defs = entries.filter(isObject).flatMap((e, j) => {
        const ref = e.card ?? e.room;
        const def = cx.defId(ref, deck ? `${at}/deck` : `${at}/entries/${j}`);
        return Array.from({ length: typeof e.copies === 'number' ? e.copies : 1 }, () => def);
      });
      const shuffled = raw.shuffled !== undefined ? raw.shuffled !== false : deck?.shuffled !== false;
      lines.push({ zone, defs, shuffled, faceUp: deck?.faceUp === true });
    });
    return cx.prim(path, (rt) => {
      for (const line of lines) {
        if (only && !only.includes(line.zone)) continue;
        const z = rt.s.zones[line.zone];
        if (!z || z.kind === 'grid') continue;
        // New cards are in no zone yet: each goes to the bottom as putInto would put it, its id appended.
        for (const def of line.defs) {
          const c = makeComponent(rt, def, line.faceUp);
          z.items.push(c.id);
          c.location = { zone: line.zone };
        }
        if (line.shuffled) shuffleInPlace(rt.s.rng, z.items);
        if (!rt.silent)
          emit(rt, {
            type: 'components-created',
            data: { zone: line.zone, count: line.defs.length },
            text: `${line.defs.length} cards into ${line.zone}`,
          });
      }
    });
  },
};
