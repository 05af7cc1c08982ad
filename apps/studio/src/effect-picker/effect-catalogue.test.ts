import { describe, expect, it } from 'vitest';
import { schemas, vocabularyBranches, type Branch } from '@roomsmith/schema';
import { catalogue, filterGroups, firstSentence, moveActive, oneLineJson, shown } from './effect-catalogue.ts';

const effects = catalogue(vocabularyBranches(schemas, 'effect'));
const branch = (value: string, group: string, description: string): Branch => ({
  tag: 'do',
  value,
  group,
  description,
  params: [],
  example: { do: value },
});

describe('the effect catalogue', () => {
  it('lists every effect of the schema with its group, first sentence and example', () => {
    expect(effects).toHaveLength(vocabularyBranches(schemas, 'effect').length);
    expect(effects.find((e) => e.value === 'eliminate')).toEqual({
      value: 'eliminate',
      group: 'pieces',
      summary: 'Eliminates pieces: status eliminated, off the table; fires eliminated.',
      description: 'Eliminates pieces: status eliminated, off the table; fires eliminated.',
      example: '{"do": "eliminate", "piece": "piece"}',
    });
  });

  it('gives every effect a group and an example', () => {
    expect(effects.filter((e) => e.group === 'other' || e.example === '').map((e) => e.value)).toEqual([]);
  });

  it('files a branch without a group under "other"', () => {
    expect(catalogue([branch('x', '', 'X.')])[0]?.group).toBe('other');
  });

  it('cuts a description at its first full stop followed by a space', () => {
    expect(firstSentence('Moves pieces (or a zone). Fires leave. And more.')).toBe('Moves pieces (or a zone).');
    expect(firstSentence('No stop at all')).toBe('No stop at all');
    expect(firstSentence('Keeps 1.5 together. Then stops.')).toBe('Keeps 1.5 together.');
  });

  it('writes an example on one line with spaces after colons and commas, strings untouched', () => {
    expect(oneLineJson({ do: 'a', to: { select: 'x,y:z' }, n: [1, 2] })).toBe(
      '{"do": "a", "to": {"select": "x,y:z"}, "n": [1, 2]}',
    );
  });
});

describe('searching the catalogue', () => {
  it('shows every group in schema order when nothing is typed', () => {
    const groups = filterGroups(effects, '');
    expect(groups.map((g) => g.name)).toEqual([...new Set(effects.map((e) => e.group))]);
    expect(shown(groups)).toHaveLength(effects.length);
  });

  it('puts the effect whose name is typed first, so Enter picks it', () => {
    expect(shown(filterGroups(effects, 'if'))[0]?.value).toBe('if');
    expect(shown(filterGroups(effects, 'elim'))[0]?.value).toBe('eliminate');
    expect(shown(filterGroups(effects, 'Move-Piece'))[0]?.value).toBe('move-piece');
  });

  it('finds effects by words of their description', () => {
    const found = shown(filterGroups(effects, 'face up')).map((e) => e.value);
    expect(found).toContain('reveal');
    expect(found).not.toContain('eliminate');
    // Said in its first clause, replace-component comes before an effect that mentions faces in its details.
    expect(found.indexOf('replace-component')).toBeLessThan(found.indexOf('deal-composition'));
  });

  it('finds a whole group by its name', () => {
    const groups = filterGroups(effects, 'counters');
    expect(groups[0]?.name).toBe('counters');
    expect(groups[0]?.entries.map((e) => e.value)).toContain('adjust-counter');
  });

  it('finds nothing for words no effect has', () => {
    expect(filterGroups(effects, 'zzqx')).toEqual([]);
  });

  it('ranks name matches above description matches inside a group', () => {
    const entries = catalogue([branch('b', 'g', 'Mentions swap.'), branch('swap', 'g', 'Swaps.')]);
    expect(shown(filterGroups(entries, 'swap')).map((e) => e.value)).toEqual(['swap', 'b']);
  });
});

describe('moving through the list with the arrow keys', () => {
  it('starts at the first item going down and at the last going up', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
  });

  it('wraps around at both ends', () => {
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
  });

  it('has nothing active in an empty list and keeps the index in range otherwise', () => {
    expect(moveActive(1, 0, 'ArrowDown')).toBe(-1);
    expect(moveActive(5, 2, 'x')).toBe(1);
  });
});
