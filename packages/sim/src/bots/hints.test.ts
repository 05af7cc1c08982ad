import { describe, expect, it } from 'vitest';
import { modeHints } from './hints.ts';

const mode = {
  kind: 'mode',
  id: 'm',
  actions: [
    {
      id: 'look',
      do: [
        {
          do: 'choose-option',
          options: [
            { id: 'say-nothing', do: [] },
            { id: 'say-red', do: [{ do: 'announce', text: { en: 'Red.', ja: '赤。' } }] },
          ],
        },
      ],
    },
  ],
  bots: { cooperative: true, signals: { property: 'colour', options: { 'say-red': 'red' } } },
};
const packs = [
  {
    manifest: { id: 'p' },
    entities: [mode, { kind: 'room', id: 'trap', colour: 'red' }, { kind: 'room', id: 'empty', colour: 'green' }],
  },
];

describe('mode hints', () => {
  it('resolve each signal to the announcement it makes and the faces whose property it names', () => {
    expect(modeHints(packs)['p:m']?.tells).toEqual([{ option: 'say-red', texts: ['Red.'], faces: ['p:trap'] }]);
  });

  it('go by the plain mode id too, resolved the same, when only one pack has that mode', () => {
    const hints = modeHints(packs);
    expect(hints.m).toEqual(hints['p:m']);
  });

  it('resolve several signals of one mode, each to the announcements inside its own option, nested options to both', () => {
    const announce = (en: string) => ({ do: 'announce', text: { en } });
    const signalling = {
      kind: 'mode',
      id: 's',
      actions: [
        {
          do: 'choose-option',
          options: [
            { id: 'say-red', do: [announce('Red.'), announce('Red.')] },
            { id: 'say-any', do: [announce('Something.'), { id: 'say-blue', do: [announce('Blue.')] }] },
            { id: 'say-blue', do: [announce('Blue!')] },
          ],
        },
      ],
      bots: { signals: { property: 'colour', options: { 'say-red': 'red', 'say-blue': 'blue', 'say-any': 'any' } } },
    };
    const tells = modeHints([{ manifest: { id: 'p' }, entities: [signalling] }])['p:s']?.tells;
    expect(tells?.map((t) => [t.option, t.texts])).toEqual([
      ['say-red', ['Red.']],
      ['say-blue', ['Blue.', 'Blue!']],
      ['say-any', ['Something.', 'Blue.']],
    ]);
  });
});
