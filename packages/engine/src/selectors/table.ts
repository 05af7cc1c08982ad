// Selectors over what is on the table: components, pieces, seats, zones, cells.
import type { SelectorHandler } from '../ruleset/handlers.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Expr, Sel } from '../ruleset/types.ts';
import type { Component, Piece } from '../state/types.ts';
import { countWhere, keepWhere } from './lists.ts';
import { markerCount } from '../runtime/markers.ts';
import { componentIndex, componentsOfDef, componentsOfDefNumbered, defNumberOf, zoneDecl } from '../runtime/table.ts';
import { zoneIdFor, zoneIdOf, zoneReadOf, type ZoneIds } from '../ruleset/zone-ids.ts';

const defList = (a: unknown, cx: Parameters<SelectorHandler['compile']>[1], path: string): string[] | null => {
  if (a === undefined) return null;
  const list = Array.isArray(a) ? a : [a];
  return list.map((d, i) => cx.defId(d, Array.isArray(a) ? `${path}/${i}` : path));
};

/** The ids a zone holds, in its order (grids row-major, stacks top first). */
export function zoneItems(rt: Runtime, zone: string, region?: string): string[] {
  const z = rt.s.zones[zone];
  if (!z) return [];
  if (z.kind !== 'grid') return z.items.slice();
  const cells = region === undefined ? null : (zoneDecl(rt.mode, zone)?.regions[region] ?? []);
  const out: string[] = [];
  if (cells) {
    for (const i of cells) {
      const id = z.cells[i];
      if (id) out.push(id);
    }
  } else for (const id of z.cells) if (id) out.push(id);
  return out;
}

/** `components`: components on the table, filtered. */
export const components: SelectorHandler = {
  select: 'components',
  compile: (a, cx, path) => {
    const zone = a.zone === undefined ? null : cx.zone(a.zone, `${path}/zone`);
    const region = typeof a.region === 'string' ? a.region : undefined;
    const defs = defList(a.def, cx, `${path}/def`);
    const faceUp = typeof a.faceUp === 'boolean' ? a.faceUp : null;
    const marker = typeof a.marker === 'string' ? a.marker : null;
    const where: Expr | null = a.where === undefined ? null : cx.expr(a.where, `${path}/where`);
    const filtered = defs !== null || faceUp !== null || marker !== null;
    const passes = (c: Component | undefined): boolean => {
      if (!c) return false;
      if (defs && !defs.includes(c.def)) return false;
      if (faceUp !== null && c.faceUp !== faceUp) return false;
      if (marker && markerCount(c.markers, marker) === 0) return false;
      return true;
    };
    const faceOnly = defs === null && faceUp !== null && marker === null;
    const oneDef = defs !== null && defs.length === 1 ? (defs[0] as string) : null;
    /**
     * The components of the one asked definition in a stack, set or hand, in its order, found from
     * the definition's index when it lists fewer components than the zone holds: a few cards of one
     * kind out of a box of twenty without looking up every card there. Each is placed by its index
     * in the zone, so the list is the one a scan gives. Null: scan the zone instead. (Reading a grid
     * this way, for "the one room of a kind in the grid", showed no gain in bench-ab.)
     */
    // The number of the one definition in the indexes, kept once given (-1: not yet numbered; asked again).
    let oneDefNumber = -1;
    const fromDefIndex = (rt: Runtime, items: readonly string[]): string[] | null => {
      // componentsOfDef without its Map look-up by definition: the index is made (which may number it) first.
      if (oneDefNumber < 0) {
        componentIndex(rt.s);
        oneDefNumber = defNumberOf(oneDef as string) ?? -1;
      }
      const ofDef = componentsOfDefNumbered(rt.s, oneDefNumber);
      if (ofDef.length >= items.length) return null;
      const all = rt.s.components;
      // The first found is a one-item literal and its place a number: most answers are one card, and
      // pushing into \`[]\` grows its backing store (a builtin call per list, two with the places).
      let ids: string[] | null = null;
      let first = -1;
      let places: number[] | null = null;
      for (let i = 0; i < ofDef.length; i++) {
        const cid = ofDef[i] as string;
        const place = items.indexOf(cid);
        if (place < 0 || !passes(all[cid])) continue;
        if (ids === null) {
          ids = [cid];
          first = place;
          continue;
        }
        places ??= [first];
        // Kept in the zone's order as found (the index lists by creation; rarely more than two).
        let k = ids.length;
        ids.push(cid);
        places.push(place);
        for (; k > 0 && (places[k - 1] as number) > place; k--) {
          ids[k] = ids[k - 1] as string;
          places[k] = places[k - 1] as number;
        }
        ids[k] = cid;
        places[k] = place;
      }
      return ids ?? [];
    };
    /** A filtered zone in one pass: no list of the whole zone first (legality checks run it often). */
    const fromZone = (rt: Runtime, id: string): string[] => {
      const z = rt.s.zones[id];
      const all = rt.s.components;
      if (!z) return [];
      if (z.kind !== 'grid') {
        const found = oneDef === null ? null : fromDefIndex(rt, z.items);
        if (found !== null) return found;
        // A one-item literal for the first found (see the pieces selector): most answers are one card.
        let found1: string[] | null = null;
        for (const cid of z.items)
          if (passes(all[cid])) {
            if (found1 === null) found1 = [cid];
            else found1.push(cid);
          }
        return found1 ?? [];
      }
      const ids: string[] = [];
      const cells = region === undefined ? null : (zoneDecl(rt.mode, id)?.regions[region] ?? []);
      if (cells) {
        for (const i of cells) {
          const cid = z.cells[i];
          if (cid && passes(all[cid])) ids.push(cid);
        }
      } else if (faceOnly) {
        // Only face up or down asked (a grid's hidden rooms): each cell's component read once, by index.
        const grid = z.cells;
        for (let i = 0; i < grid.length; i++) {
          const cid = grid[i];
          if (cid === null || cid === undefined) continue;
          const c = all[cid];
          if (c !== undefined && c.faceUp === faceUp) ids.push(cid);
        }
      } else for (const cid of z.cells) if (cid && passes(all[cid])) ids.push(cid);
      return ids;
    };
    const list: Sel = (rt, b) => {
      const s = rt.s;
      let ids: string[];
      if (zone && filtered) {
        ids = fromZone(rt, zone(rt, b));
        return where ? keepWhere(rt, b, ids, where) : ids;
      }
      if (zone) ids = zoneItems(rt, zone(rt, b), region);
      else if (defs && faceUp === null && marker === null) {
        // The common "every X on the table": one pass over the index, one list.
        ids = [];
        if (defs.length === 1) {
          for (const id of componentsOfDef(s, defs[0] as string)) if (s.components[id]?.location) ids.push(id);
        } else
          for (const id of componentIndex(s).all) {
            const c = s.components[id];
            if (c?.location && defs.includes(c.def)) ids.push(id);
          }
        return where ? keepWhere(rt, b, ids, where) : ids;
      } else {
        ids = [];
        for (const id of componentIndex(s).all) if (s.components[id]?.location) ids.push(id);
      }
      if (filtered) {
        ids = ids.filter((id) => {
          const c = s.components[id];
          if (!c) return false;
          if (defs && !defs.includes(c.def)) return false;
          if (faceUp !== null && c.faceUp !== faceUp) return false;
          if (marker && markerCount(c.markers, marker) === 0) return false;
          return true;
        });
      }
      return where ? keepWhere(rt, b, ids, where) : ids;
    };
    // A filtered zone asked whether some component passes a test (is there a legal target?):
    // walked in list order up to the first, without the list.
    if (zone && filtered && !where) {
      list.some = (rt, b, test) => {
        const id = zone(rt, b);
        const z = rt.s.zones[id];
        const all = rt.s.components;
        if (!z) return false;
        if (z.kind !== 'grid') {
          for (const cid of z.items) if (passes(all[cid]) && test(cid)) return true;
          return false;
        }
        const cells = region === undefined ? null : (zoneDecl(rt.mode, id)?.regions[region] ?? []);
        if (cells) {
          for (const i of cells) {
            const cid = z.cells[i];
            if (cid && passes(all[cid]) && test(cid)) return true;
          }
        } else for (const cid of z.cells) if (cid && passes(all[cid]) && test(cid)) return true;
        return false;
      };
    }
    return list;
  },
};

/** A zone count of a seat's zone by a bare name: the zone ids, the name's slot and the region counted. */
export interface BoundCount {
  readonly ids: ZoneIds;
  readonly slot: number;
  readonly region: string | undefined;
}

/** The zone counts compileZoneCount made for a seat's zone by a bare name, and what they read. */
const boundCounts = new WeakMap<Expr, BoundCount>();

/**
 * What a count expression reads if compileZoneCount made it for a seat's zone by a bare name: a
 * comparison of it with a literal then reads the size in place (`boundCountIn`), without calling it.
 */
export function boundCountOf(e: Expr): BoundCount | undefined {
  return boundCounts.get(e);
}

/** The size of a bound zone count's zone in bindings `b` (a grid's filled cells, as listed). */
export function boundCountIn(rt: Runtime, b: Parameters<Expr>[1], c: BoundCount): number {
  const id = zoneIdOf(c.ids, b[c.slot]);
  const z = rt.s.zones[id];
  return !z ? 0 : z.kind === 'grid' ? zoneItems(rt, id, c.region).length : z.items.length;
}

/**
 * How many components a `components` selector gives, when it only names a zone (and a region):
 * counted in place, without building the list. Null for any other selector (count its list).
 */
export function compileZoneCount(a: unknown, cx: Parameters<SelectorHandler['compile']>[1], path: string) {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return null;
  const { select, zone: rawZone, region: rawRegion, ...rest } = a as Record<string, unknown>;
  if (select !== 'components' || rawZone === undefined || Object.keys(rest).length > 0) return null;
  const zone = cx.zone(rawZone, `${path}/zone`);
  const region = typeof rawRegion === 'string' ? rawRegion : undefined;
  // A seat's zone by a bare name (`{zone: deck, seat: seat}`, the commonest), by a seat selector, or
  // a zone by its id: found in place, in a closure of each form's own.
  const read = zoneReadOf(zone);
  if (read?.kind === 'bound') {
    const parts: BoundCount = { ids: read.z, slot: read.slot, region };
    const counted: Expr = (rt, b) => boundCountIn(rt, b, parts);
    boundCounts.set(counted, parts);
    return counted;
  }
  if (read?.kind === 'seat') {
    const { z: ids, seat } = read;
    return (rt: Runtime, b: Parameters<Expr>[1]): number => {
      const id = zoneIdFor(ids, seat(rt, b) ?? null);
      const z = rt.s.zones[id];
      return !z ? 0 : z.kind === 'grid' ? zoneItems(rt, id, region).length : z.items.length;
    };
  }
  if (read?.kind === 'literal') {
    const id = read.id;
    return (rt: Runtime): number => {
      const z = rt.s.zones[id];
      return !z ? 0 : z.kind === 'grid' ? zoneItems(rt, id, region).length : z.items.length;
    };
  }
  return (rt: Runtime, b: Parameters<Expr>[1]): number => {
    const id = zone(rt, b);
    const z = rt.s.zones[id];
    // A stack, set or hand is its item list; a grid's filled cells are counted as listed.
    return !z ? 0 : z.kind === 'grid' ? zoneItems(rt, id, region).length : z.items.length;
  };
}

// The seats a bare name bound to nothing (or to a number) gives: none.
const NO_SEATS: string[] = [];

/** `pieces`: pieces, by default the active ones. */
export const pieces: SelectorHandler = {
  select: 'pieces',
  compile: (a, cx, path) => {
    const on = a.on === undefined ? null : cx.selector(a.on, `${path}/on`);
    const defs = defList(a.def, cx, `${path}/def`);
    const status = typeof a.status === 'string' ? a.status : 'active';
    const seat = a.seat === undefined ? null : cx.selector(a.seat, `${path}/seat`);
    const role = typeof a.role === 'string' ? a.role : null;
    const kind = typeof a.kind === 'string' ? a.kind : null;
    // The team is an expression read in the caller's bindings (a literal, or the team of a bound seat).
    const team: Expr | null = a.team === undefined ? null : cx.expr(a.team, `${path}/team`);
    const where: Expr | null = a.where === undefined ? null : cx.expr(a.where, `${path}/where`);
    // A bare name as the seat (most often \`seat\`): its bound value read in place, as the bound-name
    // selector reads it, and a seat id given as this selector's own one-item list (\`oneSeat\`, read
    // only while the pieces are walked), instead of a list made per call.
    const seatSlot = typeof a.seat === 'string' ? cx.slot(a.seat) : -1;
    const oneSeat: string[] = [''];
    /** The seats asked for (null: any), read last, after \`on\` and the team: nothing runs while oneSeat is in use. */
    const seatsIn = (rt: Runtime, b: Parameters<Sel>[1]): string[] | null => {
      if (seatSlot < 0) return seat ? seat(rt, b) : null;
      const v = b[seatSlot];
      if (typeof v === 'string') {
        oneSeat[0] = v;
        return oneSeat;
      }
      return Array.isArray(v) ? v : NO_SEATS;
    };
    /** Whether `list` holds `id`: the lists here are short (a seat, a room or two), and a loop costs less than `includes`' call. */
    const holds = (list: string[], id: string): boolean => {
      for (let i = 0; i < list.length; i++) if (list[i] === id) return true;
      return false;
    };
    /**
     * Whether piece `p` passes every filter but `where`, given the places, seats and wanted team
     * read from the bindings once per use (null: not asked).
     */
    const passes = (
      rt: Runtime,
      p: Piece,
      places: string[] | null,
      seats: string[] | null,
      wanted: unknown,
    ): boolean => {
      if (status !== 'any' && p.status !== status) return false;
      if (places !== null) {
        const loc = p.location;
        if (!loc) return false;
        if (!holds(places, 'component' in loc ? loc.component : loc.zone)) return false;
      }
      if (defs && !holds(defs, p.def)) return false;
      if (seats !== null && (p.seat === null || !holds(seats, p.seat))) return false;
      if (role !== null && (p.seat === null || rt.s.seats[p.seat]?.role !== role)) return false;
      if (kind !== null && rt.rs.defs[p.def]?.kind !== kind) return false;
      if (team && (p.seat === null || (rt.s.seats[p.seat]?.team ?? null) !== wanted)) return false;
      return true;
    };
    const list: Sel = (rt, b) => {
      const places = on ? on(rt, b) : null;
      const wanted = team ? team(rt, b) : undefined;
      const seats = seatsIn(rt, b);
      const all = rt.s.pieces;
      // Most answers are one piece (a seat's): made as a one-item literal, which is allocated at its
      // size, where pushing into a \`[]\` first grows its backing store (a builtin call per list).
      let ids: string[] | null = null;
      for (const id in all)
        if (passes(rt, all[id] as Piece, places, seats, wanted)) {
          if (ids === null) ids = [id];
          else ids.push(id);
        }
      if (ids === null) return [];
      return where ? keepWhere(rt, b, ids, where) : ids;
    };
    // Without \`where\`, the first piece that passes is the list's first: found with no list made
    // (a seat's piece, read through \`cx.first\` by \`prop\`, \`piece-var\` and zone references).
    if (!where) {
      list.one = (rt, b) => {
        const places = on ? on(rt, b) : null;
        const wanted = team ? team(rt, b) : undefined;
        const seats = seatsIn(rt, b);
        const all = rt.s.pieces;
        for (const id in all) if (passes(rt, all[id] as Piece, places, seats, wanted)) return id;
        return undefined;
      };
      // Endings count pieces after every action: counted in place, no list.
      list.count = (rt, b) => {
        const places = on ? on(rt, b) : null;
        const wanted = team ? team(rt, b) : undefined;
        const seats = seatsIn(rt, b);
        const all = rt.s.pieces;
        let n = 0;
        for (const id in all) if (passes(rt, all[id] as Piece, places, seats, wanted)) n++;
        return n;
      };
    }
    return list;
  },
};

/** `seats`: seats in seat order. */
export const seats: SelectorHandler = {
  select: 'seats',
  compile: (a, cx, path) => {
    const role = typeof a.role === 'string' ? a.role : null;
    const team = typeof a.team === 'string' ? a.team : null;
    const where: Expr | null = a.where === undefined ? null : cx.expr(a.where, `${path}/where`);
    /**
     * The seats in seat order, by a loop (no closure per call for \`filter\`). With no role or team
     * asked, every seat of the order passes (a match has a record for each): a copy of the order,
     * made at its size, where pushing into \`[]\` grows the list.
     */
    const seatsOf = (rt: Runtime): string[] => {
      const order = rt.s.seatOrder;
      const all = rt.s.seats;
      if (role === null && team === null) {
        let every = true;
        for (let i = 0; i < order.length; i++) if (all[order[i] as string] === undefined) every = false;
        if (every) return order.slice();
      }
      const out: string[] = [];
      for (let i = 0; i < order.length; i++) {
        const id = order[i] as string;
        const seat = all[id];
        if (seat && (role === null || seat.role === role) && (team === null || seat.team === team)) out.push(id);
      }
      return out;
    };
    const list: Sel = (rt, b) => {
      const ids = seatsOf(rt);
      return where ? keepWhere(rt, b, ids, where) : ids;
    };
    // A decision's seat is often the first of the seats: found without the list when nothing is filtered.
    if (where === null) {
      list.one = (rt) => {
        const all = rt.s.seats;
        for (const id of rt.s.seatOrder) {
          const seat = all[id];
          if (seat && (role === null || seat.role === role) && (team === null || seat.team === team)) return id;
        }
        return undefined;
      };
    }
    // Endings count the seats that reached a score at every decision: with no role or team asked,
    // counted in place over `seatOrder`, no list (a seat without its record, which a match never
    // has, is left to the list).
    if (role === null && team === null) {
      list.count = (rt, b) => {
        const order = rt.s.seatOrder;
        for (const id of order) if (rt.s.seats[id] === undefined) return list(rt, b).length;
        return where ? countWhere(rt, b, order, where) : order.length;
      };
    }
    return list;
  },
};

/** `zone`: a zone itself. */
export const zone: SelectorHandler = {
  select: 'zone',
  compile: (a, cx, path) => {
    const z = cx.zone(a.zone, `${path}/zone`);
    return (rt, b) => [z(rt, b)];
  },
};

/** `cells`: cells of a grid as zone#index. */
export const cells: SelectorHandler = {
  select: 'cells',
  compile: (a, cx, path) => {
    const z = cx.zone(a.zone, `${path}/zone`);
    const region = typeof a.region === 'string' ? a.region : undefined;
    const empty = typeof a.empty === 'boolean' ? a.empty : null;
    return (rt, b) => {
      const id = z(rt, b);
      const grid = rt.s.zones[id];
      if (!grid || grid.kind !== 'grid') return [];
      const indexes =
        region === undefined ? grid.cells.map((_, i) => i) : (zoneDecl(rt.mode, id)?.regions[region] ?? []);
      return indexes.filter((i) => empty === null || (grid.cells[i] === null) === empty).map((i) => `${id}#${i}`);
    };
  },
};
