// The shapes of vocabulary handlers. Each primitive is one module exporting a
// handler; registries list them; the compiler looks them up by discriminator.
import type { Diagnostic } from '@roomsmith/schema';
import type { Bindings } from '../state/types.ts';
import type { SlotTable } from '../state/slots.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { CompiledModifier, CompiledTrigger, Expr, Node, ModifierScope, One, Sel, ZoneDecl } from './types.ts';

/** The raw arguments of a vocabulary object, as content wrote them. */
export type Args = Record<string, unknown>;

/** Computes the zone instance id a zone reference names. */
export type ZoneFn = (rt: Runtime, b: Bindings) => string;

/** What a handler may ask of the compiler. */
export interface Cx {
  readonly nodes: Node[];
  /** The ruleset's table of names by slot. */
  readonly slots: SlotTable;
  /** The slot of a bound name (given one if it has none yet): what every reader and writer of the name uses. */
  slot(name: string): number;
  readonly pack: string;
  /** The definition being compiled (qualified id), for causes. */
  readonly def: string;
  readonly diagnostics: Diagnostic[];
  /** Zones of the mode being compiled (empty outside a mode). */
  readonly zones: Record<string, ZoneDecl>;
  /** The compositions of the mode being compiled (its setup.compositions). */
  readonly compositions: Args[];
  /** The setup tables of the mode being compiled (its `setup`: turns, decks, …; empty outside a mode). */
  readonly setup: Args;
  /** Deck entities of the packs by qualified id. */
  readonly decks: Record<string, Args>;
  /** Reports a problem at a JSON pointer inside the current definition. */
  error(path: string, message: string): void;
  /** Registers a node; returns its id. */
  node(path: string, parts: Pick<Node, 'step'> & Partial<Pick<Node, 'inline' | 'resume' | 'schedule'>>): number;
  /** Registers a primitive that runs inline; returns its id. */
  prim(path: string, run: (rt: Runtime, b: Bindings) => void): number;
  /** A block node running the given nodes in order. */
  block(path: string, children: number[]): number;
  /** Compiles a list of effects into one block node; undefined gives an empty block. */
  effects(raw: unknown, path: string): number;
  selector(raw: unknown, path: string): Sel;
  /** The first item a selector gives (undefined when none), without building a list for a bound name. */
  first(raw: unknown, path: string): One;
  expr(raw: unknown, path: string): Expr;
  zone(raw: unknown, path: string): ZoneFn;
  /** Checks an action id against the declared actions. */
  actionId(raw: unknown, path: string): string;
  /** Qualifies a definition id (plain ids belong to the current pack). */
  defId(raw: unknown, path: string): string;
  trigger(raw: unknown, path: string): CompiledTrigger | null;
  /**
   * Whether an answer the runtime keeps until a write (an ending, a flag's `while`) may read this seat
   * variable; absent (a stand-in compiler): yes.
   */
  keptReadsSeatVar?(name: string): boolean;
  /** Whether an answer the runtime keeps until a write may read this marker; absent: yes. */
  keptReadsMarker?(name: string): boolean;
  modifier(raw: unknown, path: string, scope: ModifierScope): CompiledModifier | null;
}

/** Compiles one effect (`do`) into a node. */
export interface EffectHandler {
  do: string;
  compile(a: Args, cx: Cx, path: string): number;
}

/** Compiles one selector (`select`). */
export interface SelectorHandler {
  select: string;
  compile(a: Args, cx: Cx, path: string): Sel;
}

/** Compiles one phase (`type`) into a node doing the phase's own work. */
export interface PhaseHandler {
  type: string;
  compile(a: Args, cx: Cx, path: string): number;
}

/** Compiles one expression (`op`). */
export interface ExpressionHandler {
  op: string;
  compile(a: Args, cx: Cx, path: string): Expr;
}
