// How the editor and the game share the screen while a game is open: side
// by side (with the editor's share of the width, set by dragging or with the
// keyboard on the divider) or one at a time. Remembered across reloads.

/** The remembered layout. */
export interface LayoutPrefs {
  /** Editor and game side by side (when the window is wide enough). */
  sideBySide: boolean;
  /** The editor's share of the width in percent, side by side. */
  editorShare: number;
}

const KEY = 'roomsmith-studio:layout';
/** The smallest and largest editor share, so neither pane can vanish. */
export const MIN_SHARE = 25;
export const MAX_SHARE = 75;
/** The share's keyboard step on the divider. */
export const SHARE_STEP = 5;
/** Narrower windows show the editor and the game one at a time. */
export const NARROW_QUERY = '(max-width: 999px)';

export const defaultLayout: LayoutPrefs = { sideBySide: true, editorShare: 50 };

/** `share` rounded and kept between MIN_SHARE and MAX_SHARE (the default for nonsense). */
export function clampShare(share: number): number {
  if (!Number.isFinite(share)) return defaultLayout.editorShare;
  return Math.min(MAX_SHARE, Math.max(MIN_SHARE, Math.round(share)));
}

/** The share after a divider key, or null for a key the divider ignores. */
export function shareAfterKey(share: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampShare(share - SHARE_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampShare(share + SHARE_STEP);
    case 'Home':
      return MIN_SHARE;
    case 'End':
      return MAX_SHARE;
    case 'Enter':
      return defaultLayout.editorShare;
    default:
      return null;
  }
}

/** The remembered layout, or the default when none (or a corrupt one) is stored. */
export function readLayout(storage: Pick<Storage, 'getItem'>): LayoutPrefs {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<LayoutPrefs> | null;
    return {
      sideBySide: typeof saved?.sideBySide === 'boolean' ? saved.sideBySide : defaultLayout.sideBySide,
      editorShare: clampShare(saved?.editorShare ?? defaultLayout.editorShare),
    };
  } catch {
    return { ...defaultLayout };
  }
}

/** Remembers the layout (quietly does nothing when storage refuses). */
export function writeLayout(storage: Pick<Storage, 'setItem'>, prefs: LayoutPrefs): void {
  try {
    storage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Not remembering the layout only means starting from the default next time.
  }
}
