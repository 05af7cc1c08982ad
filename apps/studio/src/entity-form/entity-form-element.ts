// What every "Edit …" form beside the JSON shares: the file it edits, its
// text, whether it is read-only, which entity of the file is selected, the
// languages added to names in this session, and how an edit goes out (a
// FileEditEvent with the whole new text, so undo and autosave treat it as
// any other edit).
import { LitElement, html, type TemplateResult } from 'lit';
import { readNames, writeName } from '../room-form/room-name.ts';
import { entityPicker, nameFields, namesOf } from './entity-fields.ts';
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

  /** The picker of the file's entities (`chosen` is the picked one's position) and the name fields of the entity at file `index`. */
  protected pickerAndNames(
    label: string,
    entities: Array<{ id: string }>,
    chosen: number,
    index: Parameters<typeof readNames>[1],
  ): TemplateResult {
    const remember = (lang: string) => {
      if (!this.added.includes(lang)) this.added = [...this.added, lang];
    };
    return html`${entityPicker(label, entities, chosen, (i) => {
      this.selected = i;
      this.added = [];
    })}
    ${nameFields({
      entries: namesOf(readNames(this.text, index), this.added),
      onName: (lang, value) => {
        remember(lang);
        this.apply(writeName(this.text, index, lang, value));
      },
      onAdd: remember,
    })}`;
  }
}
