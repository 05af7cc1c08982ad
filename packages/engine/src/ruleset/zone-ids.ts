// Zone instances by owner: the ids one `{zone, seat}` reference finds (compiled by ruleset/context.ts),
// kept per reference, and what a zone function made for a bare-name seat reads.
import type { ZoneFn } from './handlers.ts';
import type { One } from './types.ts';
import type { Slot } from '../state/slots.ts';
import { zoneInstance } from '../runtime/table.ts';

/** Seats whose zone instances a `{zone, seat}` reference finds by a scan (more are looked up in a Map). */
const SCANNED = 8;

/**
 * The zone instances one `{zone, seat}` reference has found, by owner. One string per seat, made
 * once: zone instances are looked up at nearly every step. A match has few seats, so they are found by
 * a scan of the seats asked so far (cheaper than a Map's hashing), past SCANNED of them in a Map.
 */
export interface ZoneIds {
  readonly zone: string;
  readonly owners: Array<string | null>;
  readonly ids: string[];
  more: Map<string | null, string> | null;
}

/** The instance of `z`'s zone that `owner` owns (null: the zone itself). */
export function zoneIdFor(z: ZoneIds, owner: string | null): string {
  const owners = z.owners;
  for (let i = 0; i < owners.length; i++) if (owners[i] === owner) return z.ids[i] as string;
  let id = z.more?.get(owner);
  if (id === undefined) {
    id = zoneInstance(z.zone, owner);
    if (owners.length < SCANNED) {
      owners.push(owner);
      z.ids.push(id);
    } else (z.more ??= new Map()).set(owner, id);
  }
  return id;
}

/** The instance of `z`'s zone owned by a bound value: an id, or a list's first (none: the zone itself). */
export const zoneIdOf = (z: ZoneIds, v: Slot): string =>
  zoneIdFor(z, typeof v === 'string' ? v : Array.isArray(v) ? ((v[0] as string | undefined) ?? null) : null);

/**
 * What a zone function made by `cx.zone` reads, for a caller that finds the zone in place in a closure
 * of its own instead of calling it (a call through a site that sees every zone reference of the
 * ruleset): a `{zone, seat}` whose seat is a bare name (the zone ids `z`, the name's `slot`), one whose
 * seat is a selector (`z`, the seat's `One`), or a zone named by a literal (`id`).
 */
export type ZoneRead =
  | { readonly kind: 'bound'; readonly z: ZoneIds; readonly slot: number }
  | { readonly kind: 'seat'; readonly z: ZoneIds; readonly seat: One }
  | { readonly kind: 'literal'; readonly id: string };

const zoneReads = new WeakMap<ZoneFn, ZoneRead>();

/** Records what `fn` reads (made by `cx.zone`), and returns it. */
export function readsZone(fn: ZoneFn, read: ZoneRead): ZoneFn {
  zoneReads.set(fn, read);
  return fn;
}

/** What a zone function reads, if `cx.zone` made it for one of ZoneRead's forms. */
export function zoneReadOf(fn: ZoneFn): ZoneRead | undefined {
  return zoneReads.get(fn);
}

/** What a zone function reads, if `cx.zone` made it for a `{zone, seat}` whose seat is a bare name. */
export function boundZoneOf(fn: ZoneFn): { readonly z: ZoneIds; readonly slot: number } | undefined {
  const read = zoneReads.get(fn);
  return read?.kind === 'bound' ? read : undefined;
}
