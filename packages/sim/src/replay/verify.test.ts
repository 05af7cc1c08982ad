import { describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { runGame } from '../run/game.ts';
import { botRng, randomBot } from '../run/policy.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { parseReplay, serializeReplay } from './record.ts';
import { makeReplay, verifyReplay } from './verify.ts';

const ruleset = miniRuleset();
const packs = ['mini@1.0.0'];

function recorded(seed: number) {
  const game = runGame({ engine, ruleset, mode: 'mini', seed, seats: 2 }, () => randomBot(botRng(seed)), {
    recordAnswers: true,
  });
  return makeReplay({ packs, mode: 'mini', seed, seats: 2 }, game.recorded ?? [], engine.stateHash(game.match.state));
}

describe('verifyReplay', () => {
  it('accepts a bot game after a round trip through the file format', () => {
    expect(verifyReplay(engine, ruleset, parseReplay(serializeReplay(recorded(1))), packs)).toMatchObject({ ok: true });
  });

  it('reports a different final hash with both hashes', () => {
    const result = verifyReplay(engine, ruleset, { ...recorded(2), finalHash: 'nope' }, packs);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/recorded nope, replayed/) });
  });

  it('reports different packs before replaying anything', () => {
    const result = verifyReplay(engine, ruleset, recorded(3), ['mini@2.0.0']);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/packs differ/) });
  });

  it('names the first answer that is not legal', () => {
    const record = recorded(4);
    const first = record.answers[0]?.[0];
    if (first) first.option = 'fly';
    const result = verifyReplay(engine, ruleset, record, packs);
    expect(result).toMatchObject({ ok: false, message: 'decision 1: "fly" is not a legal option for seat s0' });
  });

  it('names a seat the decision does not ask', () => {
    const record = recorded(5);
    record.answers[0]?.push({ seat: 's7', option: 'program:look' });
    expect(verifyReplay(engine, ruleset, record, packs)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/seat s7 is not asked/),
    });
  });

  it('reports answers left over after the match ended', () => {
    const record = recorded(6);
    record.answers.push(record.answers[0] ?? []);
    expect(verifyReplay(engine, ruleset, record, packs)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/already ended/),
    });
  });
});
