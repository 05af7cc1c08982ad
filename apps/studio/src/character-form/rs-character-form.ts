// `<rs-character-form>`: edit a character through a form beside its JSON — its names, portrait,
// origin, starting kit and abilities (name, text, and the effects of the action that carries each
// out, both sides of a two-sided one, through the behaviour form), with the generated effect text.
// Every change is a minimal edit of the file's text, sent as `rs-file-edit`, like the room form.
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { EffectListRef } from '../behaviour-form/rs-behaviour-form.ts';
import { roomFormStyles } from '../room-form/rs-room-form.styles.ts';
import { controls, panelSection } from '../theme/theme.ts';
import { notesAndIdFields, originSelect } from '../entity-form/entity-fields.ts';
import { entitiesIn, KIT_NAME, readAbilities, readKit, writeKit, writeText } from '../entity-form/entity-model.ts';
import { entityFormStyles } from '../entity-form/entity-form.styles.ts';
import { EntityFormElement } from '../entity-form/entity-form-element.ts';

/** `<rs-character-form>`: the Edit character form. */
export class RsCharacterForm extends EntityFormElement {
  static override styles = [controls, panelSection, roomFormStyles, entityFormStyles];
  /** Whether `text` holds a character (as an entity, not a selector's `kind`). */
  static canEdit(text: string): boolean {
    return entitiesIn(text, 'character').length > 0;
  }

  #addKit(index: number | null, e: Event): void {
    const row = (e.currentTarget as HTMLElement).closest('.add-kit');
    const name = row?.querySelector<HTMLInputElement>('input[name="kit-new-name"]');
    const count = row?.querySelector<HTMLInputElement>('input[name="kit-new-count"]');
    if (!name || !count) return;
    if (!KIT_NAME.test(name.value.trim())) {
      name.setCustomValidity('A name such as locks or empty-rooms');
      name.reportValidity();
      return;
    }
    name.setCustomValidity('');
    this.apply(writeKit(this.text, index, name.value.trim(), Number(count.value || '1')));
    name.value = '';
  }

  override render() {
    const picked = this.picked('character');
    if (!picked) return nothing;
    const { entities: characters, chosen, index, at, set } = picked;
    const kit = readKit(this.text, index);
    const abilities = readAbilities(this.text, index);
    const lists: EffectListRef[] = abilities.flatMap((a, i) =>
      a.effectsPath
        ? [
            {
              label: `${at(['abilities', a.at, 'name']) || a.id} (ability ${i + 1}): its effects`,
              path: a.effectsPath,
              where: `ability ${i + 1}`,
            },
          ]
        : [],
    );
    return html`<h2 id="character-form-heading">Edit character</h2>
      ${this.readOnly ? html`<p class="readonly">Bundled pack: the form is read-only.</p>` : nothing}
      <form aria-labelledby="character-form-heading" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset ?disabled=${this.readOnly}>
          ${this.pickerAndNames('Character in this file', characters, chosen, index)}
          <label>Portrait <textarea name="text" .value=${live(at(['text']))} @input=${set(['text'])}></textarea></label>
          ${originSelect(at(['origin', 'source']), (v) =>
            this.apply(writeText(this.text, index, ['origin', 'source'], v)),
          )}
          <fieldset class="group" aria-label="Starting kit">
            <legend>Starting kit</legend>
            ${kit.length === 0 ? html`<p class="hint">Starts with nothing extra.</p>` : nothing}
            ${kit.map(
              (k) =>
                html`<div class="kit-row">
                  <label
                    >${k.name}
                    <input
                      name="kit-${k.name}"
                      type="number"
                      min="0"
                      .value=${live(String(k.count))}
                      @input=${(e: Event) =>
                        this.apply(writeKit(this.text, index, k.name, Number((e.target as HTMLInputElement).value)))}
                    />
                  </label>
                  <button
                    type="button"
                    class="quiet"
                    aria-label="Remove ${k.name} from the kit"
                    @click=${() => this.apply(writeKit(this.text, index, k.name, null))}
                  >
                    Remove
                  </button>
                </div>`,
            )}
            <div class="add-kit">
              <label>New token <input name="kit-new-name" spellcheck="false" placeholder="locks" /></label>
              <label>How many <input name="kit-new-count" type="number" min="0" value="1" /></label>
              <button type="button" @click=${(e: Event) => this.#addKit(index, e)}>Add to kit</button>
            </div>
          </fieldset>
          ${abilities.map(
            (a, i) =>
              html`<fieldset class="group" data-ability=${i} aria-label="Ability ${i + 1}">
                <legend>
                  Ability ${i + 1}${at(['abilities', a.at, 'name']) ? `: ${at(['abilities', a.at, 'name'])}` : ''}
                </legend>
                <label
                  >Ability name
                  <input
                    name="ability-name"
                    .value=${live(at(['abilities', a.at, 'name']))}
                    @input=${set(['abilities', a.at, 'name'], true)}
                  />
                </label>
                <label
                  >Ability text
                  <textarea
                    name="ability-text"
                    .value=${live(at(['abilities', a.at, 'text']))}
                    @input=${set(['abilities', a.at, 'text'])}
                  ></textarea>
                </label>
                ${a.words
                  ? html`<p class="words" aria-label="Ability ${i + 1} in words, generated from its effects">
                      ${a.words}
                    </p>`
                  : html`<p class="hint">
                      No action carries this ability out (its "action" names none of the character's).
                    </p>`}
              </fieldset>`,
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
        .lists=${lists}
      ></rs-behaviour-form>`;
  }
}
