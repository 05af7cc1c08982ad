// Every expression (`op`) the engine understands.
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import { add, max, min, mul, sub } from './arithmetic.ts';
import { eq, ge, gt, le, lt, ne } from './compare.ts';
import { and, choice, not, or } from './logic.ts';
import { count, counter, get, marker, option, pieceVar, prop, role, seatVar, turnCount } from './state.ts';
import { axis, contains, faceUp, inRegion, inZone, is, same, seen } from './tests.ts';

/** The expression handlers, one per `op` value. */
export const expressionHandlers: ExpressionHandler[] = [
  count,
  counter,
  get,
  option,
  seatVar,
  pieceVar,
  prop,
  marker,
  is,
  faceUp,
  seen,
  inRegion,
  inZone,
  same,
  contains,
  axis,
  role,
  turnCount,
  add,
  sub,
  mul,
  min,
  max,
  eq,
  ne,
  lt,
  le,
  gt,
  ge,
  and,
  or,
  not,
  choice,
];
