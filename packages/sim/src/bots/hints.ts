// The `bots` hints of every mode in some packs (mode.schema.json#/properties/bots),
// with their table talk resolved against the content: each signal option's
// announcement texts (as the event log carries them) and the faces whose
// property has the value the option says.
import type { BotHints, Tell } from './knowledge.ts';

type Entity = { kind?: string; id?: string; bots?: BotHints } & Record<string, unknown>;
type Pack = { manifest: { id: string }; entities: readonly unknown[] };

/** The key an announcement's text is matched by: its English line (or its only one). */
export function textKey(text: unknown): string {
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object') {
    const t = text as Record<string, unknown>;
    return String(t.en ?? Object.values(t)[0] ?? '');
  }
  return '';
}

/**
 * The announcement texts inside every option object of `node` whose id is one of `options`, by option, in
 * one walk of the mode (a walk per option read a large mode several times on every load of the packs).
 */
function announcementsByOption(node: unknown, options: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>(options.map((o) => [o, []]));
  collectAnnouncements(node, out, []);
  return out;
}

/** Adds the texts of `node` and what it holds to each of `inside` (the options it is within) in `out`. */
function collectAnnouncements(node: unknown, out: Map<string, string[]>, inside: readonly string[]): void {
  if (Array.isArray(node)) {
    for (const x of node) collectAnnouncements(x, out, inside);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  const id = o.id;
  const here = typeof id === 'string' && out.has(id) && !inside.includes(id) ? [...inside, id] : inside;
  if (here.length && o.do === 'announce' && o.text !== undefined) {
    const text = textKey(o.text);
    for (const option of here) out.get(option)?.push(text);
  }
  for (const k of Object.keys(o)) if (k !== 'text') collectAnnouncements(o[k], out, here);
}

/** A mode's signals resolved: announcement texts of each option and the faces it names, by qualified id. */
function resolveTells(mode: Entity, bots: BotHints, packs: readonly Pack[]): Tell[] | undefined {
  const signals = bots.signals;
  if (!signals) return undefined;
  const tells: Tell[] = [];
  const texts = announcementsByOption(mode, Object.keys(signals.options));
  for (const [option, value] of Object.entries(signals.options)) {
    const faces: string[] = [];
    for (const pack of packs)
      for (const e of pack.entities as Entity[])
        if (e.id && e.kind !== 'mode' && e[signals.property] === value) faces.push(`${pack.manifest.id}:${e.id}`);
    tells.push({ option, texts: [...new Set(texts.get(option))], faces: faces.sort() });
  }
  return tells;
}

/** Each mode's hints by qualified (`pack:mode`) and, when unambiguous, plain id. */
export function modeHints(packs: readonly Pack[]): Record<string, BotHints> {
  const out: Record<string, BotHints> = {};
  const plain = new Map<string, number>();
  const resolved = new Map<Entity, BotHints>();
  for (const pack of packs) {
    for (const e of pack.entities as Entity[]) {
      if (e.kind !== 'mode' || !e.id) continue;
      plain.set(e.id, (plain.get(e.id) ?? 0) + 1);
      if (!e.bots) continue;
      const tells = resolveTells(e, e.bots, packs);
      const hints = tells ? { ...e.bots, tells } : e.bots;
      resolved.set(e, hints);
      out[`${pack.manifest.id}:${e.id}`] = hints;
    }
  }
  for (const pack of packs)
    for (const e of pack.entities as Entity[])
      if (e.kind === 'mode' && e.id && plain.get(e.id) === 1 && resolved.has(e))
        out[e.id] = resolved.get(e) as BotHints;
  return out;
}
