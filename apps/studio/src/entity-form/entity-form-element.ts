// What every "Edit …" form beside the JSON shares: the file it edits, its
// text, whether it is read-only, which entity of the file is selected, the
// languages added to names in this session, and how an edit goes out (a
// FileEditEvent with the whole new text, so undo and autosave treat it as
// any other edit).
import { LitElement, html, type TemplateResult } from 'lit';
import type { JSONPath } from 'jsonc-parser';
import { readNames, writeName } from '../room-form/room-name.ts';
import { entityPicker, nameFields, namesOf } from './entity-fields.ts';
import { entitiesIn, readText, writeText } from './entity-model.ts';
import { FileEditEvent } from '../events/file-edit-event.ts';
import type { FileRef } from '../workspace/pack.ts';
import { NO_IDS, type IdChoices } from '../behaviour-form/pack-ids.ts';

/** The base of the room, character and card forms. */
export class EntityFormElement extends LitElement {
  static override properties = {
    file: { attribute: false },
    text: { attribute: false },
    readOnly: { attribute: false },
    ids: { attribute: false },
    selected: { state: true },
    added: { state: true },
  };
  declare file: FileRef | null;
  declare text: string;
  declare readOnly: boolean;
  /** The ids of the loaded packs, offered by the behaviour form's id fields. */
  declare ids: IdChoices;
  /** Which entity of the file is edited (its position among the file's entities of the form's kind). */
  declare selected: number;
  /** Languages added to the name in this session, shown even while empty. */
  declare added: string[];

  constructor() {
    super();
    this.file = null;
    this.text = '';
    this.readOnly = false;
    this.ids = NO_IDS;
    this.selected = 0;
    this.added = [];
  }

  /**
   * The file's entities of `kind`, the picked one (`chosen`, its position; `index`, its place in the
   * file), `at` to read one of its text fields and `set` to write one from an input event; null when
   * the file holds none.
   */
  protected picked(kind: string): {
    entities: Array<{ index: number | null; id: string }>;
    chosen: number;
    index: number | null;
    at: (path: JSONPath) => string;
    set: (path: JSONPath, required?: boolean) => (e: Event) => void;
  } | null {
    const entities = entitiesIn(this.text, kind);
    if (entities.length === 0) return null;
    const chosen = Math.min(this.selected, entities.length - 1);
    const index = entities[chosen]?.index ?? null;
    return {
      entities,
      chosen,
      index,
      at: (path) => readText(this.text, index, path),
      set:
        (path, required = false) =>
        (e) =>
          this.apply(writeText(this.text, index, path, (e.target as HTMLInputElement).value, required)),
    };
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
