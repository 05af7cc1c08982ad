// Fired by the sandbox's "Save this moment as a test": a pack-test file to add.

/** Details of `rs-save-test`. */
export interface SaveTestDetail {
  /** The mode the test plays (`pack:id`): the test goes into that pack when it is the author's. */
  mode: string;
  /** Where it goes in the pack, e.g. "tests/keyed-room-eliminates.json". */
  path: string;
  /** The pack-test file's text. */
  text: string;
}

/** `rs-save-test`: add this pack test to the author's pack. */
export class SaveTestEvent extends CustomEvent<SaveTestDetail> {
  static readonly eventName = 'rs-save-test';
  constructor(detail: SaveTestDetail) {
    super(SaveTestEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-save-test': SaveTestEvent;
  }
}
