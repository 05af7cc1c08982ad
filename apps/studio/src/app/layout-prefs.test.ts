import { describe, expect, it } from 'vitest';
import {
  clampShare,
  defaultLayout,
  MAX_SHARE,
  MIN_SHARE,
  readLayout,
  shareAfterKey,
  writeLayout,
} from './layout-prefs.ts';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('the layout preferences', () => {
  it('start side by side, half and half', () => {
    expect(readLayout(memory())).toEqual({ sideBySide: true, editorShare: 50 });
  });

  it('come back as they were written', () => {
    const storage = memory();
    writeLayout(storage, { sideBySide: false, editorShare: 60 });
    expect(readLayout(storage)).toEqual({ sideBySide: false, editorShare: 60 });
  });

  it('fall back to the default when the stored entry is corrupt', () => {
    const storage = memory();
    storage.setItem('roomsmith-studio:layout', '{not json');
    expect(readLayout(storage)).toEqual(defaultLayout);
  });

  it('keep the editor share within bounds so neither pane vanishes', () => {
    expect(clampShare(3)).toBe(MIN_SHARE);
    expect(clampShare(99)).toBe(MAX_SHARE);
    expect(clampShare(Number.NaN)).toBe(50);
    const storage = memory();
    storage.setItem('roomsmith-studio:layout', JSON.stringify({ sideBySide: true, editorShare: 140 }));
    expect(readLayout(storage).editorShare).toBe(MAX_SHARE);
  });
});

describe('the divider keys', () => {
  it('move the divider by a step with the arrow keys', () => {
    expect(shareAfterKey(50, 'ArrowLeft')).toBe(45);
    expect(shareAfterKey(50, 'ArrowRight')).toBe(55);
  });

  it('jump to the ends with Home and End, and back to half with Enter', () => {
    expect(shareAfterKey(50, 'Home')).toBe(MIN_SHARE);
    expect(shareAfterKey(50, 'End')).toBe(MAX_SHARE);
    expect(shareAfterKey(70, 'Enter')).toBe(50);
  });

  it('stop at the bounds and ignore other keys', () => {
    expect(shareAfterKey(MAX_SHARE, 'ArrowRight')).toBe(MAX_SHARE);
    expect(shareAfterKey(50, 'a')).toBeNull();
  });
});
