import { saltedHash } from '@roomsmith/engine';
import { describe, expect, it } from 'vitest';
import {
  codeMatches,
  codeProblem,
  findCard,
  readScenario,
  secretRooms,
  setCode,
  setCodeRoom,
  writeCard,
} from './enigma-model.ts';
import { newScenarioFiles } from './enigma-template.ts';
import { clueRuns } from './rich-text.ts';

const lock = (id: string, alphabet: string, length: number) => ({
  kind: 'room',
  id,
  name: `Lock ${id}`,
  colour: 'blue',
  code: { alphabet, length },
});
const base = {
  id: 'base',
  files: {
    'pack.json': '{"id": "base"}',
    'rooms/locks.json': JSON.stringify([
      lock('l3', 'letters', 3),
      lock('d4', 'digits', 4),
      lock('l4', 'letters', 4),
      lock('d3', 'digits', 3),
    ]),
    'modes/m.json': JSON.stringify({
      kind: 'mode',
      id: 'm',
      setup: { compositions: [{ rooms: [{ room: 'd4' }, { room: 'd3' }, { room: 'l4' }, { room: 'l3' }] }] },
    }),
  },
};
const mine = { id: 'mine', files: { 'pack.json': '{"id": "mine", "dependencies": {"base": "^1.0.0"}}' } };

describe('the enigma scenario builder model', () => {
  it('lists Secret Code rooms in the rules order, qualified from another pack', () => {
    expect(secretRooms([base, mine], 'mine').map((r) => r.ref)).toEqual(['base:d4', 'base:d3', 'base:l4', 'base:l3']);
  });

  it('starts a new scenario with 8 empty cards, one unset code per shape and the mode that deals the rooms', () => {
    const files = newScenarioFiles('heist', 'mine', [base, mine]);
    expect(files.map((f) => f.path)).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `enigmas/heist/heist-${i + 1}.json`),
      'enigmas/heist.json',
    ]);
    const scenario = JSON.parse(files[8]?.text ?? '{}') as Record<string, unknown>;
    expect(scenario['mode']).toBe('base:m');
    expect(scenario['codes']).toEqual([
      { room: 'base:d4' },
      { room: 'base:d3' },
      { room: 'base:l4' },
      { room: 'base:l3' },
    ]);
    expect(JSON.parse(files[0]?.text ?? '{}')).toMatchObject({
      kind: 'card',
      type: 'enigma',
      id: 'heist-1',
      number: 1,
      clue: { en: '' },
    });
  });

  it('stores a code as a salt and the engine hash, never the code', () => {
    const text = newScenarioFiles('heist', 'mine', [base, mine])[8]?.text ?? '';
    const next = setCode(text, 0, '4711', 'pepper0123');
    expect(next).not.toContain('4711');
    const code = readScenario(next)?.codes[0];
    expect(code).toMatchObject({
      room: 'base:d4',
      set: true,
      salt: 'pepper0123',
      sha256: saltedHash('pepper0123', '4711'),
    });
  });

  it('tells whether a typed code is the one stored', () => {
    const text = setCode(newScenarioFiles('heist', 'mine', [base, mine])[8]?.text ?? '', 1, '123', 'pepper0123');
    const code = readScenario(text)?.codes[1];
    expect([code && codeMatches(code, '123'), code && codeMatches(code, '124')]).toEqual([true, false]);
  });

  it('refuses a code of the wrong shape with the engine message', () => {
    expect([
      codeProblem({ alphabet: 'digits', length: 4 }, '12'),
      codeProblem({ alphabet: 'letters', length: 3 }, 'ABC'),
    ]).toEqual(['"12" is not 4 digits', null]);
  });

  it('drops the hash when a code changes room, keeping its cards', () => {
    const text = JSON.stringify({
      kind: 'enigma-scenario',
      codes: [{ room: 'a', salt: 'saltsalt', sha256: 'f'.repeat(64), cards: ['c1'] }],
    });
    expect(JSON.parse(setCodeRoom(text, 0, 'b'))).toEqual({
      kind: 'enigma-scenario',
      codes: [{ room: 'b', cards: ['c1'] }],
    });
  });

  it('finds a card in a file of several and writes its clue in one language', () => {
    const pack = {
      id: 'mine',
      files: {
        'cards/all.json': JSON.stringify([
          { kind: 'card', id: 'x' },
          { kind: 'card', id: 'y', clue: 'Old' },
        ]),
      },
    };
    const spot = findCard(pack, 'mine:y');
    expect(spot).toMatchObject({ path: 'cards/all.json', index: 1 });
    const next = writeCard(pack.files['cards/all.json'], spot?.index ?? null, 'clue', 'Nouveau', 'fr');
    expect((JSON.parse(next) as Array<Record<string, unknown>>)[1]?.['clue']).toEqual({ en: 'Old', fr: 'Nouveau' });
  });

  it('reads bold, italic and line breaks in a clue', () => {
    expect(clueRuns('**Four** digits\n*first*')).toEqual([
      { kind: 'bold', text: 'Four' },
      { kind: 'text', text: ' digits' },
      { kind: 'break' },
      { kind: 'italic', text: 'first' },
    ]);
  });
});
