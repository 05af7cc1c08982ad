// `<rs-behaviour-form>`: a definition's triggers, their effects and its
// modifiers, picked from the behaviour vocabulary. The choices and each effect's parameter
// fields come from the vocabulary schemas' branches; every change is a
// minimal edit of the JSON text, sent as `rs-file-edit`.
import { LitElement, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Branch, BranchParam } from '../effect-text/vocabulary.ts';
import { holdsEffects } from '../effect-text/vocabulary.ts';
import { FileEditEvent } from '../events/file-edit-event.ts';
import { controls, panelSection, stackedFields } from '../theme/theme.ts';
import type { FileRef } from '../workspace/pack.ts';
import * as model from './behaviour-model.ts';
import { behaviourFormStyles } from './rs-behaviour-form.styles.ts';

/** `<rs-behaviour-form>`: edit the triggers, effects and modifiers of one definition of a file. */
export class RsBehaviourForm extends LitElement {
  static override styles = [controls, panelSection, stackedFields, behaviourFormStyles];
  static override properties = {
    file: { attribute: false },
    text: { attribute: false },
    index: { attribute: false },
    readOnly: { attribute: false },
  };
  declare file: FileRef | null;
  declare text: string;
  /** Which entity of the file (null: the file is one entity). */
  declare index: number | null;
  declare readOnly: boolean;

  constructor() {
    super();
    this.file = null;
    this.text = '';
    this.index = null;
    this.readOnly = false;
  }

  #apply(next: string): void {
    if (!this.file || this.readOnly || next === this.text) return;
    this.dispatchEvent(new FileEditEvent({ ...this.file, text: next }));
  }

  #options(branches: Branch[], selected: string) {
    return html`${selected && !branches.some((b) => b.value === selected)
      ? html`<option value=${selected} selected>${selected}</option>`
      : nothing}
    ${branches.map(
      (b) =>
        html`<option value=${b.value} title=${b.description} ?selected=${b.value === selected}>${b.value}</option>`,
    )}`;
  }

  #param(value: Record<string, unknown>, param: BranchParam, write: (param: BranchParam, raw: string) => string) {
    return html`<label class="param" title=${param.description}
      >${param.name}${param.required ? ' *' : ''}
      <input
        name="param-${param.name}"
        data-param=${param.name}
        spellcheck="false"
        placeholder=${holdsEffects(param) ? '[ effects as JSON ]' : param.description}
        .value=${live(model.paramText(value[param.name]))}
        @change=${(ev: Event) => this.#apply(write(param, (ev.target as HTMLInputElement).value))}
      />
    </label>`;
  }

  #modifier(m: number, row: model.ModifierRow) {
    const write = (param: BranchParam, raw: string) => model.setModifierParam(this.text, this.index, m, param, raw);
    return html`<li class="trigger" data-modifier=${m} data-rule=${row.rule}>
      <div class="line">
        <label
          >Standing rule
          <select
            name="modifier-rule"
            @change=${(ev: Event) =>
              this.#apply(model.setModifierKind(this.text, this.index, m, (ev.target as HTMLSelectElement).value))}
          >
            ${this.#options(model.modifierBranches(), row.rule)}
          </select>
        </label>
        <button
          type="button"
          class="quiet"
          aria-label="Remove modifier ${m + 1}"
          @click=${() => this.#apply(model.removeModifier(this.text, this.index, m))}
        >
          Remove
        </button>
      </div>
      ${row.branch ? html`<p class="hint">${row.branch.description}</p>` : nothing}
      <div class="params">${(row.branch?.params ?? []).map((p) => this.#param(row.value, p, write))}</div>
    </li>`;
  }

  /** A select that adds an item of a union and resets itself. */
  #adder(name: string, label: string, branches: Branch[], add: (value: string) => string) {
    return html`<label class="add"
      >${label}
      <select
        name=${name}
        @change=${(ev: Event) => {
          const select = ev.target as HTMLSelectElement;
          const value = select.value;
          select.value = '';
          if (value) this.#apply(add(value));
        }}
      >
        <option value="" selected>choose…</option>
        ${branches.map((b) => html`<option value=${b.value} title=${b.description}>${b.value}</option>`)}
      </select>
    </label>`;
  }

  #effect(t: number, e: number, row: model.EffectRow) {
    const doValue = typeof row.value['do'] === 'string' ? row.value['do'] : '';
    return html`<li class="effect" data-effect=${e}>
      <div class="line">
        <label
          >Effect
          <select
            name="effect-do"
            @change=${(ev: Event) =>
              this.#apply(model.setEffectKind(this.text, this.index, t, e, (ev.target as HTMLSelectElement).value))}
          >
            ${this.#options(model.effectBranches(), doValue)}
          </select>
        </label>
        <button
          type="button"
          class="quiet"
          aria-label="Remove effect ${e + 1} of trigger ${t + 1}"
          @click=${() => this.#apply(model.removeEffect(this.text, this.index, t, e))}
        >
          Remove
        </button>
      </div>
      ${row.branch ? html`<p class="hint">${row.branch.description}</p>` : nothing}
      <div class="params">
        ${(row.branch?.params ?? []).map((p) =>
          this.#param(row.value, p, (param, raw) =>
            model.setEffectParam(this.text, this.index, { trigger: t, effect: e }, param, raw),
          ),
        )}
      </div>
    </li>`;
  }

  #trigger(t: number, row: model.TriggerRow) {
    return html`<li class="trigger" data-trigger=${t} data-on=${row.on}>
      <div class="line">
        <label
          >When
          <select
            name="trigger-on"
            @change=${(ev: Event) =>
              this.#apply(model.setTriggerKind(this.text, this.index, t, (ev.target as HTMLSelectElement).value))}
          >
            ${this.#options(model.triggerBranches(), row.on)}
          </select>
        </label>
        <button
          type="button"
          class="quiet"
          aria-label="Remove trigger ${t + 1}"
          @click=${() => this.#apply(model.removeTrigger(this.text, this.index, t))}
        >
          Remove
        </button>
      </div>
      ${row.branch ? html`<p class="hint">${row.branch.description}</p>` : nothing}
      <ol class="effects">
        ${row.effects.map((effect, e) => this.#effect(t, e, effect))}
      </ol>
      ${this.#adder('add-effect', 'Add effect', model.effectBranches(), (v) =>
        model.addEffect(this.text, this.index, t, v),
      )}
    </li>`;
  }

  override render() {
    const triggers = model.readTriggers(this.text, this.index);
    return html`<h2 id="behaviour-heading">Triggers, effects and modifiers</h2>
      <form aria-labelledby="behaviour-heading" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset ?disabled=${this.readOnly}>
          <ol class="triggers">
            ${triggers.map((row, t) => this.#trigger(t, row))}
          </ol>
          ${this.#adder('add-trigger', 'Add trigger', model.triggerBranches(), (v) =>
            model.addTrigger(this.text, this.index, v),
          )}
          <h3 id="modifiers-heading">Standing rules (modifiers)</h3>
          <ol class="triggers" aria-labelledby="modifiers-heading">
            ${model.readModifiers(this.text, this.index).map((row, m) => this.#modifier(m, row))}
          </ol>
          ${this.#adder('add-modifier', 'Add modifier', model.modifierBranches(), (v) =>
            model.addModifier(this.text, this.index, v),
          )}
        </fieldset>
      </form>`;
  }
}
