import { describe, expect, it } from 'vitest';
import { comparePacks, packRefs, parseReplay, REPLAY_FORMAT, serializeReplay, type ReplayRecord } from './record.ts';

const record: ReplayRecord = {
  format: REPLAY_FORMAT,
  packs: ['room25@0.1.0'],
  mode: 'coop',
  seed: 7,
  seats: 2,
  answers: [
    [
      { seat: 's0', option: 'program:look,move' },
      { seat: 's1', option: 'program:move' },
    ],
    [{ seat: 's0', option: 'move:c12' }],
  ],
  finalHash: 'abc',
};

describe('replay records', () => {
  it('read back exactly what was written', () => {
    expect(parseReplay(serializeReplay(record))).toEqual(record);
  });

  it('write one decision per line', () => {
    const lines = serializeReplay(record).split('\n');
    expect(lines.filter((l) => l.includes('"option"'))).toHaveLength(2);
  });

  it('write an empty answer list as []', () => {
    expect(parseReplay(serializeReplay({ ...record, answers: [] })).answers).toEqual([]);
  });

  it('refuse text that is not JSON', () => {
    expect(() => parseReplay('{')).toThrow(/not JSON/);
  });

  it('refuse another format tag, naming the expected one', () => {
    expect(() => parseReplay(JSON.stringify({ ...record, format: 'x@2' }))).toThrow(
      /unknown replay format "x@2".*roomsmith-replay@1/,
    );
  });

  it('name the malformed answer', () => {
    const bad = { ...record, answers: [[{ seat: 's0' }]] };
    expect(() => parseReplay(JSON.stringify(bad))).toThrow(/answers\[0\]\[0\]/);
  });

  it.each([
    ['the number written as text', '7', /"seed" is the text "7": write the number 7 without quotes/],
    ['a fraction', 7.5, /"seed" must be a whole number, not 7\.5/],
    ['null', null, /"seed" must be a number, not null/],
    ['an object', { n: 7 }, /"seed" must be a number, not object/],
    ['an empty text', '', /"seed" must not be empty/],
  ])('refuse a seed that is %s when the record is read', (_name, seed, message) => {
    expect(() => parseReplay(JSON.stringify({ ...record, seed }))).toThrow(message);
  });

  it('accept a text seed that is not a number', () => {
    expect(parseReplay(JSON.stringify({ ...record, seed: 'castle' })).seed).toBe('castle');
  });

  it('refuse an answer for a seat the record does not have', () => {
    const bad = { ...record, seats: 2, answers: [[{ seat: 's2', option: 'x' }]] };
    expect(() => parseReplay(JSON.stringify(bad))).toThrow(
      'answers[0][0] names seat "s2", but the record has 2 seats (s0…s1)',
    );
  });

  it('refuse a record without a final hash', () => {
    expect(() => parseReplay(JSON.stringify({ ...record, finalHash: '' }))).toThrow(/finalHash/);
  });

  it('name loaded packs as id@version', () => {
    expect(packRefs([{ manifest: { id: 'room25', version: '0.1.0' } }])).toEqual(['room25@0.1.0']);
  });

  it('find no difference between equal pack lists', () => {
    expect(comparePacks(['room25@0.1.0'], ['room25@0.1.0'])).toBeNull();
  });

  it('say which pack changed version', () => {
    expect(comparePacks(['room25@0.1.0'], ['room25@0.2.0'])).toMatch(/recorded with room25@0.1.0, loaded room25@0.2.0/);
  });

  it('say which pack is missing and which is extra', () => {
    const message = comparePacks(['a@1.0.0'], ['b@1.0.0']);
    expect(message).toMatch(/pack a@1.0.0 is not loaded/);
    expect(message).toMatch(/pack b@1.0.0 is loaded but not in the record/);
  });
});
