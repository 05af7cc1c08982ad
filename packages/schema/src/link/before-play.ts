// Checks before play: what would only show when a match runs, found from the
// content alone — compositions that cannot be dealt, setup tables with holes,
// endings and triggers that can never fire, counts no machine could afford.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { EntityRecord, PackState } from '../load/pack-state.ts';
import { toPointer } from '../parse/pointer.ts';
import { entityDiagnostic } from './entity-diagnostic.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A count in content above this is warned about: every unit costs at least one step of a run's budget. */
export const SENSIBLE_COUNT = 10_000;
/** Keys whose numbers are counts the engine loops over. */
const COUNT_KEYS = new Set(['times', 'count']);

type Path = Array<string | number>;

/**
 * Calls `visit` on every object inside `value` with the path to it (which the visit may turn into a
 * pointer for a diagnostic: only then, as these walks cover every value of every entity) and `context`.
 * The entity walk passes a module-level visit and its state as the context: no closure per walk, as they
 * are made for every entity of every load.
 */
function walk<C>(value: unknown, visit: (o: Obj, path: Path, context: C) => void, context: C, path: Path = []): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      if (typeof item !== 'object' || item === null) continue;
      path.push(i);
      walk(item, visit, context, path);
      path.pop();
    }
  } else if (isObj(value)) {
    visit(value, path, context);
    for (const k in value) {
      const item = value[k];
      if (typeof item !== 'object' || item === null || !Object.prototype.hasOwnProperty.call(value, k)) continue;
      path.push(k);
      walk(item, visit, context, path);
      path.pop();
    }
  }
}

/** Whether every value is known (not undefined). */
function known(...v: unknown[]): boolean {
  return v.every((x) => x !== undefined);
}

/** The value of a condition or expression when it does not depend on the game (undefined when it does). */
export function constantValue(e: unknown): number | boolean | string | null | undefined {
  if (typeof e === 'number' || typeof e === 'boolean' || typeof e === 'string' || e === null) return e;
  if (!isObj(e)) return undefined;
  const args = list(e['args']).map(constantValue);
  const a = constantValue(e['a']);
  const b = constantValue(e['b']);
  switch (e['op']) {
    case 'not': {
      const v = constantValue(e['arg']);
      return v === undefined ? undefined : !v;
    }
    case 'and':
      return args.some((v) => v !== undefined && !v) ? false : known(...args) ? true : undefined;
    case 'or':
      return args.some((v) => v !== undefined && !!v) ? true : known(...args) ? false : undefined;
    case 'eq':
      return known(a, b) ? a === b : undefined;
    case 'ne':
      return known(a, b) ? a !== b : undefined;
    case 'lt':
      return known(a, b) ? Number(a) < Number(b) : undefined;
    case 'le':
      return known(a, b) ? Number(a) <= Number(b) : undefined;
    case 'gt':
      return known(a, b) ? Number(a) > Number(b) : undefined;
    case 'ge':
      return known(a, b) ? Number(a) >= Number(b) : undefined;
    default:
      return undefined;
  }
}

/** Names used across every loaded pack: signals sent, counters changed. */
interface Uses {
  signals: Set<string>;
  changedCounters: Set<string>;
}

/** A trigger on a signal, checked once every entity's uses are known. */
interface SignalTrigger {
  pointer: string;
  name: string;
}

/** One entity's walk: the names it uses (into the load's `uses`) and, when valid, its never-fires findings. */
interface EntityWalk {
  record: EntityRecord;
  uses: Uses;
  /** Findings in walk order: diagnostics, and triggers whose signal is looked up after every walk. */
  found: Array<Diagnostic | SignalTrigger> | undefined;
}

/** One object of an entity's walk: what it uses and, in a valid entity, what in it can never fire (see checkBeforePlay). */
function visitEntity(o: Obj, path: Path, w: EntityWalk): void {
  noteUses(o, w.uses);
  if (w.record.valid) checkObject(w.record, o, path, w);
}

function noteUses(o: Obj, uses: Uses): void {
  if (o['do'] === 'signal' && typeof o['name'] === 'string') uses.signals.add(o['name']);
  // `resolve-each` sends a signal to each item it resolves.
  if (typeof o['signal'] === 'string') uses.signals.add(o['signal']);
  // Effects and phases name the counter they change under `counter`; reads use `op: counter, name`.
  if (typeof o['counter'] === 'string') uses.changedCounters.add(o['counter']);
}

/** Counters a condition reads. */
function countersRead(e: unknown): string[] {
  const out: string[] = [];
  walk(
    e,
    (o) => {
      if (o['op'] === 'counter' && typeof o['name'] === 'string') out.push(o['name']);
    },
    undefined,
  );
  return out;
}

function checkCounts(record: EntityRecord, o: Obj, path: Path, w: EntityWalk): void {
  // Most objects have neither key; an iterator over COUNT_KEYS per object of every entity showed.
  if (o['times'] === undefined && o['count'] === undefined) return;
  for (const key of COUNT_KEYS) {
    const n = o[key];
    if (
      typeof n === 'number' &&
      n > SENSIBLE_COUNT &&
      (key === 'times' || 'do' in o || 'def' in o || 'room' in o || 'role' in o || 'from' in o)
    )
      (w.found ??= []).push(
        entityDiagnostic(
          record,
          `${toPointer(path)}/${key}`,
          `${key} ${n} is absurdly large (more than ${SENSIBLE_COUNT})`,
          {
            severity: 'warning',
            hint: 'every unit costs at least one step of the 200,000 a run may take: the match would stop with an effect loop error',
          },
        ),
      );
  }
}

function gridCells(mode: Obj): number | undefined {
  const grids = list(mode['zones']).filter((z): z is Obj => isObj(z) && z['kind'] === 'grid');
  const g = grids[0];
  if (grids.length !== 1 || !g || typeof g['rows'] !== 'number' || typeof g['cols'] !== 'number') return undefined;
  return g['rows'] * g['cols'];
}

function checkCompositions(record: EntityRecord, mode: Obj, out: Diagnostic[]): void {
  const setup = isObj(mode['setup']) ? mode['setup'] : {};
  const cells = gridCells(mode);
  const dealsToCells = list(setup['steps']).some((step) => isObj(step) && step['do'] === 'deal-to-cells');
  list(setup['compositions']).forEach((c, ci) => {
    if (!isObj(c)) return;
    let total = 0;
    list(c['rooms']).forEach((r, i) => {
      if (!isObj(r)) return;
      const count = typeof r['count'] === 'number' ? r['count'] : 1;
      total += count;
      if (!Array.isArray(r['from'])) return;
      const size = r['from'].reduce(
        (n: number, e: unknown) => n + (isObj(e) && typeof e['count'] === 'number' ? e['count'] : 1),
        0,
      );
      if (count > size)
        out.push(
          entityDiagnostic(
            record,
            `/setup/compositions/${ci}/rooms/${i}/count`,
            `draws ${count} from a pool of ${size}`,
            { hint: 'a pool is drawn without replacement: list more copies or draw fewer' },
          ),
        );
    });
    // Fewer rooms than cells is fine when setup deals more rooms to cells itself (drawn from pools).
    const short = cells !== undefined && total < cells && dealsToCells;
    if (cells !== undefined && total !== cells && list(c['rooms']).length > 0 && !short)
      out.push(
        entityDiagnostic(
          record,
          `/setup/compositions/${ci}`,
          `composition "${String(c['id'])}" lists ${total} rooms for a grid of ${cells} cells`,
          {
            severity: total > cells ? 'error' : 'warning',
            hint: 'the counts (set-aside rooms and fixed placements included) should add up to the grid',
          },
        ),
      );
  });
}

interface Range {
  min: number;
  max: number;
}
const rangeOf = (v: unknown): Range | undefined =>
  isObj(v) && typeof v['min'] === 'number' && typeof v['max'] === 'number' && v['min'] <= v['max']
    ? { min: v['min'], max: v['max'] }
    : undefined;

function checkTables(record: EntityRecord, mode: Obj, out: Diagnostic[]): void {
  const seats = isObj(mode['seats']) ? mode['seats'] : {};
  const setup = isObj(mode['setup']) ? mode['setup'] : {};
  const characters = rangeOf(seats['characters']);
  const players = rangeOf(seats['players']);
  if (characters && characters.max - characters.min <= 100) {
    for (const table of ['turns', 'roles']) {
      const rows = list(setup[table]);
      if (rows.length === 0) continue;
      const ranges = rows.map((row) => rangeOf(isObj(row) ? row['characters'] : undefined));
      for (let n = characters.min; n <= characters.max; n++) {
        const covering = ranges.flatMap((r, i) => (r && r.min <= n && n <= r.max ? [i] : []));
        if (covering.length === 0)
          out.push(
            entityDiagnostic(record, `/setup/${table}`, `no row of setup.${table} covers ${n} characters`, {
              hint: `the mode takes ${characters.min} to ${characters.max} characters`,
            }),
          );
        else if (covering.length > 1)
          out.push(
            entityDiagnostic(
              record,
              `/setup/${table}/${covering[1]}/characters`,
              `rows ${covering[0]} and ${covering[1]} of setup.${table} both cover ${n} characters`,
            ),
          );
      }
    }
  }
  // A deal-roles step that lists no roles deals the setup.roles table: there must be one.
  if (list(setup['roles']).length === 0)
    walk(
      mode,
      (o, path) => {
        if (o['do'] === 'deal-roles' && o['roles'] === undefined)
          out.push(
            entityDiagnostic(
              record,
              toPointer(path),
              'deal-roles lists no roles and the mode has no setup.roles table',
              {
                hint: 'list the roles in the step, or give the mode a setup.roles row per character count',
              },
            ),
          );
      },
      undefined,
    );
  // playerCounts names the only counts that play: each must lie in players' range.
  if (players)
    list(seats['playerCounts']).forEach((n, i) => {
      if (typeof n === 'number' && (n < players.min || n > players.max))
        out.push(
          entityDiagnostic(
            record,
            `/seats/playerCounts/${i}`,
            `${n} players is outside the mode's ${players.min} to ${players.max} players`,
            { hint: 'list only counts between seats.players.min and seats.players.max' },
          ),
        );
    });
  const perPlayer = list(seats['charactersPerPlayer']);
  if (players && perPlayer.length > 0 && players.max - players.min <= 100) {
    for (let p = players.min; p <= players.max; p++) {
      // A player count without a row is allowed (the rulebooks print only some); a row must fit the mode.
      const i = perPlayer.findIndex((row) => isObj(row) && row['players'] === p);
      const row = perPlayer[i];
      if (!isObj(row)) continue;
      const total = p * Number(row['characters']);
      if (characters && (total < characters.min || total > characters.max))
        out.push(
          entityDiagnostic(
            record,
            `/seats/charactersPerPlayer/${i}/characters`,
            `${p} players with ${String(row['characters'])} characters each make ${total}, outside the mode's ${characters.min} to ${characters.max} characters`,
          ),
        );
    }
  }
}

function checkEndings(record: EntityRecord, mode: Obj, uses: Uses, out: Diagnostic[]): void {
  let endsFirst: number | undefined;
  list(mode['endings']).forEach((ending, i) => {
    if (!isObj(ending)) return;
    const at = `/endings/${i}`;
    if (endsFirst !== undefined) {
      out.push(
        entityDiagnostic(
          record,
          at,
          `this ending can never be reached: ending ${endsFirst} always ends the match first`,
          {
            severity: 'warning',
          },
        ),
      );
      return;
    }
    const value = constantValue(ending['when']);
    if (value === undefined) {
      for (const name of countersRead(ending['when']))
        if (!uses.changedCounters.has(name))
          out.push(
            entityDiagnostic(
              record,
              `${at}/when`,
              `this ending reads counter "${name}", which no effect or phase changes: it holds from the start or never`,
              { severity: 'warning' },
            ),
          );
    } else if (value) endsFirst = i;
    else
      out.push(
        entityDiagnostic(record, `${at}/when`, 'this ending can never be reached: its condition is always false', {
          severity: 'warning',
        }),
      );
  });
}

/** Absurd counts, triggers on a signal and constant conditions in one object of a valid entity. */
function checkObject(record: EntityRecord, o: Obj, path: Path, w: EntityWalk): void {
  checkCounts(record, o, path, w);
  if (o['on'] === 'signal' && typeof o['name'] === 'string')
    (w.found ??= []).push({ pointer: `${toPointer(path)}/name`, name: o['name'] });
  if (o['do'] === 'if' && 'if' in o) {
    const value = constantValue(o['if']);
    if (value !== undefined && typeof o['if'] !== 'boolean')
      (w.found ??= []).push(
        entityDiagnostic(
          record,
          `${toPointer(path)}/if`,
          `this condition is always ${value ? 'true' : 'false'}: ${value ? 'its "else"' : 'its "then"'} can never run`,
          { severity: 'warning' },
        ),
      );
  }
}

/** Reports what an entity's walk found: a trigger only now, when every signal sent is known. */
function reportFound(w: EntityWalk, out: Diagnostic[]): void {
  for (const f of w.found ?? []) {
    if (!('name' in f)) out.push(f);
    else if (!w.uses.signals.has(f.name))
      out.push(
        entityDiagnostic(w.record, f.pointer, `this trigger can never fire: no effect sends signal "${f.name}"`, {
          severity: 'warning',
          hint: 'send it with {"do": "signal", "name": "…"}',
        }),
      );
  }
}

/**
 * Runs the before-play checks on every valid entity of the packs. One walk per entity gathers the
 * signals and counters every entity uses and, for a valid one, what can never fire; the findings are
 * reported afterwards, entity by entity in the order the checks always ran.
 */
export function checkBeforePlay(packs: PackState[], out: Diagnostic[]): void {
  const uses: Uses = { signals: new Set(), changedCounters: new Set() };
  const walks: EntityWalk[] = [];
  const path: Path = [];
  for (const pack of packs)
    for (const record of pack.entities) {
      const w: EntityWalk = { record, uses, found: undefined };
      walk(record.value, visitEntity, w, path);
      if (record.valid) walks.push(w);
    }
  for (const w of walks) {
    reportFound(w, out);
    const { record } = w;
    if (record.kind !== 'mode') continue;
    const mode = record.resolved ?? record.value;
    checkCompositions(record, mode, out);
    checkTables(record, mode, out);
    checkEndings(record, mode, uses, out);
  }
}
