// Every selector (`select`) the engine understands.
import type { SelectorHandler } from '../ruleset/handlers.ts';
import { except, filter, first, random, self, sorted, union, variable } from './lists.ts';
import { cells, components, pieces, seats, zone } from './table.ts';
import { adjacent, line, location, nextSeat, seatOf, top } from './places.ts';

/** The selector handlers, one per `select` value. */
export const selectorHandlers: SelectorHandler[] = [
  self,
  variable,
  components,
  pieces,
  seats,
  adjacent,
  line,
  location,
  seatOf,
  nextSeat,
  top,
  zone,
  cells,
  union,
  except,
  filter,
  sorted,
  first,
  random,
];
