import { describe, expect, it } from 'vitest';
import { freshLoadOptions } from '../node/compile.ts';
import { checkFile } from './check-file.ts';

const options = freshLoadOptions();

describe('checkFile', () => {
  it('reports schema problems of one content file with positions', () => {
    const text = '{\n  "kind": "room",\n  "id": "a",\n  "name": "A",\n  "colour": "pink"\n}';
    expect(checkFile('rooms/a.json', text, options).map((d) => [d.line, d.column, d.message])).toEqual([
      [5, 13, 'unknown colour "pink"'],
    ]);
  });

  it('checks pack.json against the manifest schema', () => {
    expect(checkFile('pack.json', '{"id": "p"}', options).map((d) => d.message)).toEqual([
      'missing required property "formatVersion"',
      'missing required property "name"',
      'missing required property "version"',
    ]);
  });

  it('does not report references, which need the whole pack', () => {
    const deck = JSON.stringify({ kind: 'deck', id: 'd', name: 'D', entries: [{ card: 'nowhere' }] });
    expect(checkFile('decks/d.json', deck, options)).toEqual([]);
  });
});
