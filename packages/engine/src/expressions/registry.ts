// Every expression (`op`) the engine understands.
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import { add, max, min, mul, sub } from './arithmetic.ts';
import { eq, ge, gt, le, lt, ne } from './compare.ts';
import { and, choice, not, or } from './logic.ts';
import { count, counter, flag, get, marker, option, pieceVar, prop, role, seatVar, setupTurns, team } from './state.ts';
import { conditionOf, distinct, gridPattern } from './patterns.ts';
import { axis, contains, faceUp, inRegion, inZone, is, same, secretMatchesOp, seen } from './tests.ts';

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
  setupTurns,
  team,
  flag,
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
  secretMatchesOp,
  gridPattern,
  distinct,
  conditionOf,
];
