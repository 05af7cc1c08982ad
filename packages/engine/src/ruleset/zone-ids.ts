// Zone instances by owner: the ids one `{zone, seat}` reference finds (compiled by ruleset/context.ts),
// kept per reference, and what a zone function made for a bare-name seat reads.
import type { ZoneFn } from './handlers.ts';
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
 * The zone functions `cx.zone` made for a `{zone, seat}` reference whose seat is a bare name: its zone
 * ids and the name's slot, so that a caller of its own (a zone count) can find the zone in place,
 * without calling the function (a call through a site that sees every zone reference).
 */
export const boundZones = new WeakMap<ZoneFn, { readonly z: ZoneIds; readonly slot: number }>();

/** What a zone function reads, if `cx.zone` made it for a `{zone, seat}` whose seat is a bare name. */
export function boundZoneOf(fn: ZoneFn): { readonly z: ZoneIds; readonly slot: number } | undefined {
  return boundZones.get(fn);
}
