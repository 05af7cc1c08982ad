// `<rs-card-form>`: edit a card (a M.A.C. card, or any `kind: card`) through a form beside its
// JSON — names, type, family, rule text, origin — and its effects through the behaviour form.
// Every change is a minimal edit of the file's text, sent as `rs-file-edit`, like the room form.
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { schemas } from '@roomsmith/schema';
import { roomFormStyles } from '../room-form/rs-room-form.styles.ts';
import { controls, panelSection } from '../theme/theme.ts';
import { SCHEMA_BASE, SchemaResolver, type Choice } from '../workspace/schema-resolver.ts';
import { notesAndIdFields, originSelect } from '../entity-form/entity-fields.ts';
import { entitiesIn, writeText } from '../entity-form/entity-model.ts';
import { entityFormStyles } from '../entity-form/entity-form.styles.ts';
import { EntityFormElement } from '../entity-form/entity-form-element.ts';

let types: Choice[] | null = null;
/** The card types the schema documents. */
const cardTypes = (): Choice[] =>
  (types ??= new SchemaResolver(schemas).choices(`${SCHEMA_BASE}card.schema.json`, ['type']));

/** `<rs-card-form>`: the Edit card form. */
export class RsCardForm extends EntityFormElement {
  static override styles = [controls, panelSection, roomFormStyles, entityFormStyles];
  /** Whether `text` holds a card (as an entity, not a selector's `kind`). */
  static canEdit(text: string): boolean {
    return entitiesIn(text, 'card').length > 0;
  }

  override render() {
    const picked = this.picked('card');
    if (!picked) return nothing;
    const { entities: cards, chosen, index, at, set } = picked;
    const type = at(['type']);
    return html`<h2 id="card-form-heading">Edit card</h2>
      ${this.readOnly ? html`<p class="readonly">Bundled pack: the form is read-only.</p>` : nothing}
      <form aria-labelledby="card-form-heading" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset ?disabled=${this.readOnly}>
          ${this.pickerAndNames('Card in this file', cards, chosen, index)}
          <div class="row">
            <label
              >Family <input name="family" spellcheck="false" .value=${live(at(['family']))} @input=${set(['family'])}
            /></label>
            <label
              >Type
              <select name="type" .value=${live(type)} @change=${set(['type'], true)}>
                ${type && !cardTypes().some((c) => c.value === type)
                  ? html`<option value=${type} selected>${type}</option>`
                  : nothing}
                ${cardTypes().map(
                  (c) =>
                    html`<option value=${c.value} title=${c.description} ?selected=${c.value === type}>
                      ${c.value}
                    </option>`,
                )}
              </select>
            </label>
          </div>
          <label
            >Rule text <textarea name="text" .value=${live(at(['text']))} @input=${set(['text'])}></textarea>
          </label>
          ${originSelect(at(['origin', 'source']), (v) =>
            this.apply(writeText(this.text, index, ['origin', 'source'], v)),
          )}
          ${notesAndIdFields(at(['description']), at(['id']), set(['description']), set(['id'], true))}
        </fieldset>
      </form>
      <rs-behaviour-form
        .file=${this.file}
        .text=${this.text}
        .index=${index}
        .readOnly=${this.readOnly}
        .ids=${this.ids}
      ></rs-behaviour-form>`;
  }
}
