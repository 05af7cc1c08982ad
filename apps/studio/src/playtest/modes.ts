// The modes a designer can playtest: every mode of every pack of the
// workspace (as the packs are now, unsaved edits included), with how many
// players it seats (following `extends` for a mode that inherits its seats).
import { parse } from 'jsonc-parser';
import { modeFinder, modeInfo } from '../complex-preview/mode-info.ts';

/** A mode to pick. */
export interface ModeChoice {
  /** `pack:id` */
  ref: string;
  packId: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  /** The player counts it plays with (every count of the range unless the mode names some). */
  seatCounts: number[];
  /** The match options the mode reads, with the values a designer can pick. */
  options: ModeOption[];
}

/** A match option a mode reads (`scenario`, `level`…) and the values to offer. */
export interface ModeOption {
  name: string;
  /** The values to offer, each with a label; the mode's default comes first as the empty value. */
  values: Array<{ value: string; label: string }>;
}

type Obj = Record<string, unknown>;

const nameOf = (name: unknown): string =>
  typeof name === 'string'
    ? name
    : name && typeof name === 'object'
      ? String((name as Obj)['en'] ?? Object.values(name)[0] ?? '')
      : '';

/** Every mode of the packs, by pack then file then position in the file. */
export function workspaceModes(packs: ReadonlyArray<{ id: string; files: Record<string, string> }>): ModeChoice[] {
  const find = modeFinder(packs);
  const out: ModeChoice[] = [];
  for (const pack of packs)
    for (const path of Object.keys(pack.files).sort()) {
      const text = pack.files[path] ?? '';
      if (path === 'pack.json' || !text.includes('"mode"')) continue;
      const value: unknown = parse(text, [], { allowTrailingComma: true });
      for (const entity of Array.isArray(value) ? value : [value]) {
        const e = entity as Obj | null;
        if (!e || typeof e !== 'object' || e['kind'] !== 'mode' || typeof e['id'] !== 'string') continue;
        const info = modeInfo(JSON.stringify(e), find, pack.id);
        if (!info) continue;
        out.push({
          ref: `${pack.id}:${e['id']}`,
          packId: pack.id,
          name: nameOf(e['name']) || e['id'],
          minSeats: info.minSeats,
          maxSeats: info.maxSeats,
          seatCounts: info.seatCounts,
          options: modeOptions(e, e['id'], scenariosOf(packs)),
        });
      }
    }
  return out;
}

/** The mode a file holds (its first), as `pack:id`, or null. */
export function modeOfFile(packId: string, text: string | undefined): string | null {
  const info = text ? modeInfo(text) : null;
  return info ? `${packId}:${info.id}` : null;
}

/** An enigma scenario of the workspace. */
interface ScenarioChoice {
  ref: string;
  name: string;
  number: number;
  mode: string;
}

/** Every enigma scenario of the packs. */
function scenariosOf(packs: ReadonlyArray<{ id: string; files: Record<string, string> }>): ScenarioChoice[] {
  const out: ScenarioChoice[] = [];
  for (const pack of packs)
    for (const [path, text] of Object.entries(pack.files)) {
      if (!path.endsWith('.json') || !text.includes('"enigma-scenario"')) continue;
      const value: unknown = parse(text, [], { allowTrailingComma: true });
      for (const entity of Array.isArray(value) ? value : [value]) {
        const e = entity as Obj | null;
        if (!e || e['kind'] !== 'enigma-scenario' || typeof e['id'] !== 'string') continue;
        out.push({
          ref: `${pack.id}:${e['id']}`,
          name: nameOf(e['name']) || e['id'],
          number: typeof e['number'] === 'number' ? e['number'] : Infinity,
          mode: typeof e['mode'] === 'string' ? e['mode'] : '',
        });
      }
    }
  return out.sort((a, b) => a.number - b.number || a.ref.localeCompare(b.ref));
}

/**
 * The match options a mode reads: the option each `deal-scenario` step names (default
 * `scenario`; its values are the workspace's enigma scenarios, those written for this mode
 * first), and every `{"op": "option", "name": …}` expression (its values are the literals the
 * mode compares it with). The empty value leaves the mode's own default.
 */
export function modeOptions(mode: unknown, modeId: string, scenarios: readonly ScenarioChoice[]): ModeOption[] {
  const found = new Map<string, Set<string>>();
  const scenarioOptions = new Set<string>();
  const literal = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? String(x) : null);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const o = node as Obj;
    if (o['do'] === 'deal-scenario') scenarioOptions.add(typeof o['option'] === 'string' ? o['option'] : 'scenario');
    if (o['op'] === 'option' && typeof o['name'] === 'string' && !found.has(o['name'])) found.set(o['name'], new Set());
    for (const [a, b] of [
      [o['a'], o['b']],
      [o['b'], o['a']],
    ]) {
      const x = a as Obj | null;
      const v = literal(b);
      if (x && typeof x === 'object' && x['op'] === 'option' && typeof x['name'] === 'string' && v !== null)
        (found.get(x['name']) ?? found.set(x['name'], new Set()).get(x['name']))?.add(v);
    }
    for (const v of Object.values(o)) walk(v);
  };
  walk(mode);
  const out: ModeOption[] = [];
  const ownFirst = [...scenarios].sort((a, b) => Number(b.mode === modeId) - Number(a.mode === modeId));
  for (const name of scenarioOptions)
    out.push({
      name,
      values: [
        { value: '', label: 'default' },
        ...ownFirst.map((s) => ({
          value: s.ref,
          label: `${s.name}${s.mode && s.mode !== modeId ? ` (${s.mode})` : ''}`,
        })),
      ],
    });
  for (const [name, values] of found) {
    if (scenarioOptions.has(name)) continue;
    out.push({
      name,
      values: [{ value: '', label: 'default' }, ...[...values].sort().map((v) => ({ value: v, label: v }))],
    });
  }
  return out;
}
