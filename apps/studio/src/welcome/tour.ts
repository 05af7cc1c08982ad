// The guided tour's steps and whether it was already taken. Each step names
// the part of the studio it points at by a selector in the shell's shadow
// root; a part not on screen yet (the form beside a file, the sandbox) is
// described where it will appear. Done or skipped, it is not offered again
// (remembered in localStorage).

/** One step of the tour. */
export interface TourStep {
  id: string;
  title: string;
  text: string;
  /** Selectors in the shell's shadow root, first present wins; none present: the step shows centred. */
  targets: string[];
}

/** The steps, in order: sidebar, editor, preview and forms, sandbox, Problems, Tests. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'sidebar',
    title: 'Packs and files',
    text: 'Your packs and the bundled ones, and the files of the selected pack. Bundled packs are read-only: “Copy into my pack” makes an editable copy.',
    targets: ['aside'],
  },
  {
    id: 'editor',
    title: 'The editor',
    text: 'Every file is JSON checked against the schemas as you type: hover a property for its meaning, Ctrl+Space for what can go there.',
    targets: ['.editor-pane'],
  },
  {
    id: 'forms',
    title: 'Preview and forms',
    text: 'Beside a room, character, card or mode: its preview and a form. The form writes the JSON for you — pick triggers and effects from searchable lists.',
    targets: ['.side', '.editor-pane'],
  },
  {
    id: 'sandbox',
    title: 'Play it',
    text: 'On a mode, “Play” opens the sandbox: play every seat, step back in time, and keep editing side by side — the game replays your changes.',
    targets: ['rs-sandbox', '.editor-pane'],
  },
  {
    id: 'problems',
    title: 'Problems',
    text: 'What the loader finds wrong, with file, line and column. Click one to go there.',
    targets: ['.problems'],
  },
  {
    id: 'tests',
    title: 'Tests',
    text: 'A pack’s tests: situations and what must follow. “Run tests” plays them all and shows each verdict.',
    targets: ['rs-pack-tests', 'aside'],
  },
];

/** Where the tour's state is remembered. */
export const TOUR_KEY = 'roomsmith.tour';

/** Whether the tour was taken or skipped in this browser. */
export function tourDone(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(TOUR_KEY) === 'done';
  } catch {
    return false;
  }
}

/** Remembers that the tour was taken or skipped (storage refusing is harmless: it is offered again). */
export function markTourDone(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(TOUR_KEY, 'done');
  } catch {
    // private mode or a full quota: nothing to do
  }
}

/** The step after a key press in the tour (ArrowRight/ArrowLeft), clamped; null when the key is not one of them. */
export function stepAfterKey(step: number, key: string): number | null {
  if (key === 'ArrowRight') return Math.min(step + 1, TOUR_STEPS.length - 1);
  if (key === 'ArrowLeft') return Math.max(step - 1, 0);
  return null;
}

/** A box on screen (a DOMRect's numbers). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The tour card's width in pixels. */
export const CARD_WIDTH = 320;

/** Where the card goes beside a target box (right of it if it fits, else left, else inside its top-left). */
export function cardPlace(target: Box | null, view: { width: number; height: number }): { top: number; left: number } {
  if (!target) return { top: Math.max(16, view.height / 2 - 100), left: Math.max(16, view.width / 2 - CARD_WIDTH / 2) };
  const top = Math.min(Math.max(16, target.top + 16), Math.max(16, view.height - 240));
  if (target.left + target.width + CARD_WIDTH + 24 <= view.width) return { top, left: target.left + target.width + 12 };
  if (target.left - CARD_WIDTH - 12 >= 0) return { top, left: target.left - CARD_WIDTH - 12 };
  return { top, left: Math.max(16, Math.min(target.left + 16, view.width - CARD_WIDTH - 16)) };
}
