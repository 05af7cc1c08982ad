// The shipped Escape Room modes write their changes to their bases with `amend`
// instead of copies of the base's lists. The resolved modes must be exactly what
// the copies gave (so games, replays and state hashes are unchanged): their
// fingerprints below were taken from the copied modes, loaded with inherited ids
// qualified (the one change that brought: Puzzle and Escape Room bots seek
// "room25:room-25", the Room 25 they inherit from coop-s2, no longer a room of
// their own pack that does not exist). The copies carried their file's relative
// `$schema`, which the loader no longer puts in entities (it is the editor's
// link, not content), so it is added back before fingerprinting.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freshLoadOptions } from '../node/compile.ts';
import { readPackFolder } from '../node/read-folder.ts';
import { loadPacks } from '../load/load-packs.ts';

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;
const fingerprint = (v: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(v)))
    .digest('hex');

describe('the Escape Room modes written with amend', () => {
  let loaded: Promise<ReturnType<typeof loadPacks>> | undefined;
  const load = () =>
    (loaded ??= Promise.all(['room25', 'escape-room'].map((p) => readPackFolder(path.join(content, p)))).then(
      (inputs) => loadPacks(inputs, freshLoadOptions()),
    ));
  const mode = (result: Awaited<ReturnType<typeof load>>, id: string) =>
    result.packs.find((p) => p.manifest.id === 'escape-room')?.entities.find((e) => e.kind === 'mode' && e.id === id);
  // Session 7 gave coop-s2's bots `signals`, which both modes inherit: the copies predate it, so
  // it is taken out before fingerprinting (and checked on its own below).
  const asCopied = (entity: object | undefined) => {
    const { bots, ...rest } = (entity ?? {}) as { bots?: Record<string, unknown> };
    const { signals: _signals, ...oldBots } = bots ?? {};
    return {
      $schema: '../../../packages/schema/src/schemas/mode.schema.json',
      ...rest,
      ...(bots ? { bots: oldBots } : {}),
    };
  };

  it('resolve to the same modes as the copies of their bases did', { timeout: 60_000 }, async () => {
    const result = await load();
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(fingerprint(asCopied(mode(result, 'escape-room')))).toBe(
      '0038b17f6e7949a3b635b713d0b06e5e35a749b24c208dac8b3b5b493cda8b73',
    );
    expect(fingerprint(asCopied(mode(result, 'puzzle')))).toBe(
      '7495800f64caac8d89505f870eb391572953314928b62843adc30ad0a13409cf',
    );
  });

  // Session 10 gave coop-s2's bots a team plan whose first stage is the Key Room. The Escape Room has
  // no Key Room (its `key` counter counts Secret Code rooms, activated by typed codes, not by
  // entering), so its modes declare bots of their own: coop-s2's without the plan.
  it('keep the signals coop-s2’s bots read, in bots of their own', { timeout: 60_000 }, async () => {
    const result = await load();
    const coop = result.packs
      .find((p) => p.manifest.id === 'room25')
      ?.entities.find((e) => e.kind === 'mode' && e.id === 'coop-s2') as { bots?: { signals?: unknown } } | undefined;
    expect(coop?.bots?.signals).toBeDefined();
    for (const id of ['escape-room', 'puzzle'])
      expect((mode(result, id) as { bots?: { signals?: unknown } } | undefined)?.bots?.signals).toEqual(
        coop?.bots?.signals,
      );
  });

  it('seek coop-s2’s Room 25 as a room of the room25 pack', { timeout: 60_000 }, async () => {
    const result = await load();
    expect((mode(result, 'escape-room') as { bots?: unknown } | undefined)?.bots).toMatchObject({
      seek: ['room25:room-25'],
    });
  });

  it('make no Key Room team plan, which coop-s2’s bots make', { timeout: 60_000 }, async () => {
    const result = await load();
    const coop = result.packs
      .find((p) => p.manifest.id === 'room25')
      ?.entities.find((e) => e.kind === 'mode' && e.id === 'coop-s2') as { bots?: { plan?: unknown } } | undefined;
    expect(coop?.bots?.plan).toMatchObject({ first: { seek: ['key'], counter: 'key' } });
    for (const id of ['escape-room', 'puzzle'])
      expect((mode(result, id) as { bots?: { plan?: unknown } } | undefined)?.bots?.plan).toBeUndefined();
  });
});
