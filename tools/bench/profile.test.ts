import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answer, createMatch, optionLabel, stateHash, type Match, type Profile } from '@roomsmith/engine';
import { loadPackGame } from '@roomsmith/sim/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedRng, nextInt } from '@roomsmith/engine';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let ruleset: Awaited<ReturnType<typeof loadPackGame>>['ruleset'];
beforeAll(async () => {
  ruleset = (await loadPackGame([path.join(root, 'content/room25')])).ruleset;
});

/** Plays a random coop-s1 game in a profile; calls `look` at every decision with the match. */
function play(seed: number, profile: Profile, look?: (m: Match) => void) {
  let match = createMatch(ruleset, { mode: 'coop-s1', seed, seats: 4, profile });
  const rng = seedRng(seed);
  let events = match.log.length;
  while (match.pending) {
    look?.(match);
    const answers = match.pending.seats.map((seat) => {
      const options = match.pending?.options[seat] ?? [];
      return { seat, option: (options[nextInt(rng, options.length)] as { id: string }).id };
    });
    const step = answer(ruleset, match, answers);
    match = step.match;
    events += step.events.length;
  }
  return { hash: stateHash(match.state), log: match.log.length, events };
}

describe('engine profiles (rich, sim, tally, silent)', () => {
  it('play the same games to the same state hashes', () => {
    for (let seed = 0; seed < 10; seed++) {
      const rich = play(seed, 'rich').hash;
      expect(play(seed, 'sim').hash).toBe(rich);
      expect(play(seed, 'tally').hash).toBe(rich);
      expect(play(seed, 'silent').hash).toBe(rich);
    }
  });

  it('keep no log in sim, and no events at all in silent', () => {
    const sim = play(1, 'sim');
    const silent = play(1, 'silent');
    expect(play(1, 'rich').log).toBeGreaterThan(0);
    expect([sim.log, sim.events > 0]).toEqual([0, true]);
    expect([silent.log, silent.events]).toEqual([0, 0]);
  });

  it('log in tally the events rich logs, with the same types, seats and causes, unmarked for seats', () => {
    const logs: Partial<Record<Profile, Match['log']>> = {};
    for (const profile of ['rich', 'tally'] as const) play(3, profile, (m) => void (logs[profile] = m.log));
    const causes = (log: Match['log'] = []) =>
      log.map((e) => `${e.type} ${e.seat ?? ''} ${e.cause?.def ?? ''}${e.cause?.path ?? ''}`);
    // A move rich splits for the seats that could not tell the component (its half without the id) is
    // one event in tally: a count reads no seat's view.
    const unsplit = (logs.rich ?? []).filter((e) => !(e.type === 'component-moved' && e.component === undefined));
    expect(unsplit.length).toBeLessThan(logs.rich?.length ?? 0);
    expect(causes(logs.tally)).toEqual(causes(unsplit));
    expect(logs.rich?.some((e) => e.data?.['handles'] !== undefined)).toBe(true);
    expect(logs.tally?.some((e) => e.data?.['handles'] !== undefined)).toBe(false);
  });

  it('leave labels empty in sim, and optionLabel gives the label rich would have shown', () => {
    const rich: string[] = [];
    const lazy: string[] = [];
    play(2, 'rich', (m) => {
      for (const seat of m.pending?.seats ?? [])
        for (const o of m.pending?.options[seat] ?? []) rich.push(String(o.label));
    });
    play(2, 'sim', (m) => {
      for (const seat of m.pending?.seats ?? [])
        for (const o of m.pending?.options[seat] ?? []) {
          if (o.id.startsWith('target:') || o.id.startsWith('pick:')) expect(o.label).toBe('');
          lazy.push(String(optionLabel(ruleset, m, seat, o)));
        }
    });
    const described = (l: string) => / at row | in /.test(l);
    expect(lazy.filter(described)).toEqual(rich.filter(described));
    expect(lazy.filter(described).length).toBeGreaterThan(10);
  });
});
