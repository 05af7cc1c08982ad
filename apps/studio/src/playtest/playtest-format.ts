// Numbers of the Playtest dashboard in words: rates with their 95% intervals,
// progress (games done, games per second, time left), signed differences.
import type { Interval } from '@roomsmith/sim';

/** "41.0%" */
export const percent = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)}%`;

/** "41.0% (95% CI 37.2–44.9%)" */
export const withInterval = (i: Interval): string =>
  `${percent(i.value)} (95% CI ${(i.low * 100).toFixed(1)}–${percent(i.high)})`;

/** "+2.5" / "−1.0" / "0": a difference with its sign (a true minus sign). */
export const signed = (x: number, digits = 1): string =>
  Number(x.toFixed(digits)) === 0 ? '0' : `${x < 0 ? '−' : '+'}${Math.abs(x).toFixed(digits)}`;

/** "0.4 s", "12 s", "1 min 20 s", "2 h 5 min" (whole seconds only when not `precise`). */
export function duration(seconds: number, precise = true): string {
  if (precise && seconds < 9.95) return `${Math.max(0, seconds).toFixed(1)} s`;
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const m = Math.round(s / 60);
  return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}

/** "120 of 200 games · 35.2 games/s · about 2 s left" (no rate or time left before the first game). */
export function progressText(p: { done: number; total: number; elapsedMs: number }): string {
  const head = `${p.done.toLocaleString('en')} of ${p.total.toLocaleString('en')} games`;
  if (p.done === 0 || p.elapsedMs <= 0) return `${head} · starting…`;
  const rate = p.done / (p.elapsedMs / 1000);
  const left = (p.total - p.done) / rate;
  return `${head} · ${rate.toFixed(rate < 10 ? 1 : 0)} games/s · ${p.done >= p.total ? 'done' : `about ${duration(left, false)} left`}`;
}

/** A content id in words: its name and the part that fired (`room25:solo /endings/2` → "Solo · endings 2"). */
export function contentName(key: string, names: Readonly<Record<string, string>>): string {
  const [def = key, path] = key.split(' ');
  const name = names[def] ?? def;
  return path ? `${name} · ${path.split('/').filter(Boolean).join(' ')}` : name;
}
