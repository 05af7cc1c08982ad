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
});
