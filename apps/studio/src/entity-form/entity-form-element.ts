// What every "Edit …" form beside the JSON shares: the file it edits, its
// text, whether it is read-only, which entity of the file is selected, the
// languages added to names in this session, and how an edit goes out (a
// FileEditEvent with the whole new text, so undo and autosave treat it as
// any other edit).
import { LitElement } from 'lit';
import { FileEditEvent } from '../events/file-edit-event.ts';
import type { FileRef } from '../workspace/pack.ts';

/** The base of the room, character and card forms. */
export class EntityFormElement extends LitElement {
  static override properties = {
    file: { attribute: false },
    text: { attribute: false },
    readOnly: { attribute: false },
    selected: { state: true },
    added: { state: true },
  };
  declare file: FileRef | null;
  declare text: string;
  declare readOnly: boolean;
  /** Which entity of the file is edited (its position among the file's entities of the form's kind). */
  declare selected: number;
  /** Languages added to the name in this session, shown even while empty. */
  declare added: string[];

  constructor() {
    super();
    this.file = null;
    this.text = '';
    this.readOnly = false;
    this.selected = 0;
    this.added = [];
  }

  /** Sends `next` as the file's new text, unless read-only or unchanged. */
  protected apply(next: string): void {
    if (!this.file || this.readOnly || next === this.text) return;
    this.dispatchEvent(new FileEditEvent({ ...this.file, text: next }));
  }
}
