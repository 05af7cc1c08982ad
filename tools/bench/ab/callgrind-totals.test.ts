import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs tool, typed by use.
import { parseTotals } from './callgrind-totals.mjs';

// Lines as `callgrind_annotate --inclusive=yes` prints them (a Double Rush count, session 26).
const HEADER = `--------------------------------------------------------------------------------
Ir
--------------------------------------------------------------------------------
2,776,517,860 (100.0%)  PROGRAM TOTALS

--------------------------------------------------------------------------------
Ir                       file:function
--------------------------------------------------------------------------------`;
const line = (n: string, pct: string, fn: string) =>
  `${n.padStart(14)} (${pct.padStart(5)}%)  ???:${fn} [/usr/bin/node]`;

describe('parseTotals', () => {
  it('reads the program total', () => {
    expect(parseTotals(HEADER).all).toBe(2_776_517_860);
  });

  it('sums every compile entry of the runtime', () => {
    const text = [
      HEADER,
      line(
        '269,020,506',
        '9.69',
        'v8::internal::Runtime_CompileOptimized(int, unsigned long*, v8::internal::Isolate*)',
      ),
      line('208,113', '0.01', 'v8::internal::Runtime_CompileLazy(int, unsigned long*, v8::internal::Isolate*)'),
    ].join('\n');
    expect(parseTotals(text).compiling).toBe(269_228_619);
  });

  it("sums the collector's pauses, its marking steps on allocation and the write barrier's slow path", () => {
    const text = [
      HEADER,
      line(
        '187,662,661',
        '6.76',
        'v8::internal::IncrementalMarking::Observer::Step(int, unsigned long, unsigned long)',
      ),
      line(
        '103,583,315',
        '3.73',
        'v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags)',
      ),
      line('67,216,214', '2.42', 'Builtins_RecordWriteSaveFP'),
      line('153,423', '0.01', 'Builtins_RecordWriteIgnoreFP'),
    ].join('\n');
    expect(parseTotals(text).collecting).toBe(358_615_613);
  });

  it('does not count again what a pause calls (a scavenge, a full collection, a request handled)', () => {
    const text = [
      HEADER,
      line(
        '103,583,315',
        '3.73',
        'v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags)',
      ),
      line('55,129,333', '1.99', 'v8::internal::ScavengerCollector::CollectGarbage()'),
      line('29,727,304', '1.07', 'v8::internal::Heap::HandleGCRequest()'),
      line('28,655,112', '1.03', 'v8::internal::MarkCompactCollector::CollectGarbage()'),
    ].join('\n');
    const sums = parseTotals(text);
    expect(sums.collecting).toBe(103_583_315);
    expect(sums.scavenging).toBe(55_129_333);
  });

  it('leaves out a function listed as a cycle of recursion', () => {
    const text = [HEADER, line('22,196,145,728', '799.4', "Builtins_RecordWriteSaveFP'2")].join('\n');
    expect(parseTotals(text).collecting).toBe(0);
  });
});
