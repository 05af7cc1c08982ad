// What the complex preview needs to know about a mode file: its id and how
// many players it seats.
import { parse } from 'jsonc-parser';

/** The first mode a file holds, or null. */
export function modeInfo(text: string): { id: string; minSeats: number; maxSeats: number } | null {
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  const mode = (Array.isArray(value) ? value : [value]).find(
    (e): e is Record<string, unknown> =>
      typeof e === 'object' && e !== null && (e as Record<string, unknown>)['kind'] === 'mode',
  );
  if (!mode || typeof mode['id'] !== 'string') return null;
  const players = (mode['seats'] as { players?: { min?: unknown; max?: unknown } } | undefined)?.players;
  const min = typeof players?.min === 'number' ? players.min : 1;
  const max = typeof players?.max === 'number' ? players.max : Math.max(min, 6);
  return { id: mode['id'], minSeats: min, maxSeats: Math.max(min, max) };
}
