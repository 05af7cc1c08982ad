// Bindings given and read as records of names in tests: converted at this boundary by a table of
// names (the ruleset's, or one of the engine's names that grows as tests name more).
import { recordOf, slotsOf, slotTable, type SlotTable } from '../state/slots.ts';
import type { BindingRecord, Bindings } from '../state/types.ts';

/** A table for tests that compile nothing of a ruleset (the engine's names, then theirs). */
export const testSlots: SlotTable = slotTable();

/** Bindings of a record's names, by `t`'s slots. */
export const bound = (
  record: Readonly<Record<string, BindingRecord[string] | undefined>>,
  t: SlotTable = testSlots,
): Bindings => slotsOf(t, record);

/** The record of the names bindings bind (by `t`'s slots). */
export const named = (b: Bindings, t: SlotTable = testSlots): BindingRecord => recordOf(t.names, b);
