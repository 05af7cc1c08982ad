// `<rs-behaviour-form>`: a definition's triggers, their effects and its
// modifiers, picked from the behaviour vocabulary. The choices and each effect's parameter
// fields come from the vocabulary schemas' branches; every change is a
// minimal edit of the JSON text, sent as `rs-file-edit`.
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { parse, type JSONPath } from 'jsonc-parser';
import {
  describeBehaviour,
  describeEffects,
  holdsEffects,
  schemas,
  type Branch,
  type BranchParam,
} from '@roomsmith/schema';
import { FileEditEvent } from '../events/file-edit-event.ts';
import { controls, panelSection, stackedFields } from '../theme/theme.ts';
import type { FileRef } from '../workspace/pack.ts';
import type { EffectPickEvent } from '../effect-picker/effect-pick-event.ts';
import type { ValueChangeEvent } from '../expression-form/value-change-event.ts';
import { actionNames, boundNames, namesBoundBy, valueKind } from '../expression-form/value-model.ts';
import * as model from './behaviour-model.ts';
import { readEffects, readFields, valueAt, type EffectNode, type FieldNode } from './effect-tree.ts';
import { behaviourFormStyles } from './rs-behaviour-form.styles.ts';
import { NO_IDS, type IdChoices } from './pack-ids.ts';
import { boundsProblem, fieldShows, idList, numberValue, paramField, type ParamField } from './param-field.ts';

/** An effect list drawn above the triggers (a character's ability: its action's `do`). */
export interface EffectListRef {
  /** Heading of the list ("Sabotage (ability)"). */
  label: string;
  /** JSON path of the list in the file. */
  path: JSONPath;
  /** How controls name it for assistive tech ("ability 1"). */
  where: string;
}
/** A list of records drawn above the triggers (a mode's endings): each record's fields from a schema. */
export interface RecordListRef {
  /** Heading of the list ("Endings"). */
  label: string;
  /** The list's name in the JSON and on its buttons ("endings": "Add to endings"). */
  name: string;
  /** JSON path of the list in the file. */
  path: JSONPath;
  /** How controls name its owner for assistive tech ("the mode"). */
  where: string;
  /** The fields of one record, and the record "Add" starts from. */
  fields: BranchParam[];
  example: Record<string, unknown> | null;
}

/** `<rs-behaviour-form>`: edit the triggers, effects and modifiers of one definition of a file. */
export class RsBehaviourForm extends LitElement {
  static override styles = [controls, panelSection, stackedFields, behaviourFormStyles];
  static override properties = {
    file: { attribute: false },
    text: { attribute: false },
    index: { attribute: false },
    readOnly: { attribute: false },
    lists: { attribute: false },
    recordLists: { attribute: false },
    only: { type: Boolean },
    ids: { attribute: false },
  };
  /** The ids of the loaded packs, offered by the id fields. */
  declare ids: IdChoices;
  /** Record lists outside the triggers to edit too (a mode's endings). */
  declare recordLists: RecordListRef[];
  /** Only the given lists: no triggers and modifiers (a mode's setup steps and endings). */
  declare only: boolean;
  declare file: FileRef | null;
  /** Effect lists outside the triggers to edit too (e.g. a character's ability actions). */
  declare lists: EffectListRef[];
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
    this.lists = [];
    this.recordLists = [];
    this.only = false;
    this.ids = NO_IDS;
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
    const path: JSONPath = [...(this.index === null ? [] : [this.index]), 'modifiers', m];
    const where = `modifier ${m + 1}`;
    return html`<li class="trigger" data-modifier=${m} data-rule=${row.rule}>
      <div class="line">
        <rs-effect-picker
          name="modifier-rule"
          label="Standing rule"
          accessible-name="Standing rule of ${where}"
          path=${path.join('/')}
          placeholder="search standing rules: forbid, program…"
          .value=${row.rule}
          .branches=${model.modifierBranches()}
          .disabled=${this.readOnly}
          @rs-effect-pick=${(ev: EffectPickEvent) =>
            ev.detail.value !== row.rule &&
            this.#apply(model.setModifierKind(this.text, this.index, m, ev.detail.value))}
        ></rs-effect-picker>
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
      <div class="params">
        ${(row.branch?.params ?? []).map((p) =>
          valueKind(p.schema)
            ? this.#builderParam(path, row.value, p, where, [
                'self',
                ...boundNames(p.description).filter((n) => n !== 'self'),
              ])
            : this.#typedParam(path, row.value, p, where),
        )}
      </div>
      <p class="effect-text" aria-label="Modifier ${m + 1} reads">
        ${describeBehaviour(schemas, { modifiers: [row.value] })[0] ?? ''}
      </p>
    </li>`;
  }

  /**
   * The head of a typed field or a builder: its name, its description and the toggle to edit it as
   * JSON (`forced`: the field cannot show the value, so JSON it stays; `what` names the value in the
   * toggle's title).
   */
  #fieldHead(param: BranchParam, label: string, key: string, raw: boolean, forced: boolean, what = 'value') {
    const toggle = () => {
      if (raw) this.#raw.delete(key);
      else this.#raw.add(key);
      this.requestUpdate();
    };
    return html`<div class="builder-head">
      <span title=${param.description}
        >${param.name}${param.required ? ' *' : ''} <span class="hint">${param.description}</span></span
      >
      <button
        type="button"
        class="quiet small"
        aria-pressed=${raw ? 'true' : 'false'}
        aria-label="Edit ${label} as JSON"
        title=${forced
          ? 'This value is edited as JSON: the field cannot show it'
          : `Advanced: edit this ${what} as JSON`}
        ?disabled=${forced}
        @click=${toggle}
      >
        JSON
      </button>
    </div>`;
  }

  /**
   * A plain parameter with a field of its schema's shape: a choice of constants, yes/no, a number
   * within bounds, an id (or list of ids) of what the packs declare; text and other values as before.
   */
  #typedParam(ownerPath: JSONPath, owner: Record<string, unknown>, param: BranchParam, where: string) {
    const field = paramField(param);
    const write = (p: BranchParam, text: string) => model.setParamAt(this.text, ownerPath, p, text);
    if (field.kind === 'json' || field.kind === 'text') return this.#param(owner, param, write);
    const value = owner[param.name];
    const key = [...ownerPath, param.name].join('/');
    const forced = !fieldShows(field, value);
    const raw = forced || this.#raw.has(key);
    const label = `${param.name} of ${where}`;
    const set = (next: unknown) => this.#apply(model.setValueAt(this.text, ownerPath, param.name, next));
    return html`<div class="builder typed" data-param=${param.name} data-field=${field.kind} data-path=${key}>
      ${this.#fieldHead(param, label, key, raw, forced)}
      ${raw ? this.#param(owner, param, write) : this.#control(field, param, value, label, key, set)}
    </div>`;
  }

  #control(
    field: Exclude<ParamField, { kind: 'json' | 'text' }>,
    param: BranchParam,
    value: unknown,
    label: string,
    key: string,
    set: (next: unknown) => void,
  ): TemplateResult {
    const unset = html`<option value="" ?selected=${value === undefined}>(not set)</option>`;
    switch (field.kind) {
      case 'enum': {
        const chosen = field.values.find((v) => v.value === value);
        return html`<select
            name="param-${param.name}"
            data-param=${param.name}
            aria-label=${label}
            @change=${(ev: Event) => set((ev.target as HTMLSelectElement).value || undefined)}
          >
            ${param.required && value !== undefined ? nothing : unset}
            ${field.values.map(
              (v) =>
                html`<option value=${v.value} title=${v.description} ?selected=${v.value === value}>
                  ${v.value}
                </option>`,
            )}
          </select>
          ${chosen?.description ? html`<p class="hint">${chosen.description}</p>` : nothing}`;
      }
      case 'boolean':
        return html`<select
          name="param-${param.name}"
          data-param=${param.name}
          aria-label=${label}
          @change=${(ev: Event) => {
            const v = (ev.target as HTMLSelectElement).value;
            set(v === '' ? undefined : v === 'true');
          }}
        >
          ${unset}
          <option value="true" ?selected=${value === true}>yes</option>
          <option value="false" ?selected=${value === false}>no</option>
        </select>`;
      case 'number': {
        const problem = boundsProblem(field, value);
        return html`<input
            type="number"
            name="param-${param.name}"
            data-param=${param.name}
            aria-label=${label}
            min=${field.min ?? nothing}
            max=${field.max ?? nothing}
            step=${field.integer ? 1 : 'any'}
            .value=${live(typeof value === 'number' ? String(value) : '')}
            @change=${(ev: Event) => set(numberValue(field, (ev.target as HTMLInputElement).value))}
          />
          ${problem ? html`<p class="hint problem" role="status">${param.name} should be ${problem}</p>` : nothing}`;
      }
      case 'id':
        return this.#idInput(field.refs, param, label, key, typeof value === 'string' ? value : '', (id) =>
          set(id || undefined),
        );
      case 'ids': {
        const list = idList(value);
        const write = (next: string[]) =>
          set(next.length === 0 ? undefined : next.length === 1 && typeof value === 'string' ? next[0] : next);
        return html`<ul class="chips" aria-label=${label}>
            ${list.map(
              (id, i) =>
                html`<li class="chip">
                  ${id}
                  <button
                    type="button"
                    class="quiet icon"
                    aria-label="Remove ${id} from ${label}"
                    @click=${() => write(list.filter((_, j) => j !== i))}
                  >
                    ✕
                  </button>
                </li>`,
            )}
          </ul>
          ${this.#idInput(field.refs, param, `Add to ${label}`, key, '', (id) => {
            if (id && !list.includes(id)) write([...list, id]);
            else this.requestUpdate();
          })}`;
      }
    }
  }

  /** A text field offering the ids of the given kinds (a searchable list), flagging one nothing declares. */
  #idInput(refs: string[], param: BranchParam, label: string, key: string, value: string, pick: (id: string) => void) {
    const offered = this.ids.of(refs);
    const listId = `ids-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
    const unknown = value !== '' && offered.length > 0 && !offered.includes(value);
    return html`<input
        name="param-${param.name}"
        data-param=${param.name}
        aria-label=${label}
        spellcheck="false"
        autocomplete="off"
        list=${listId}
        placeholder=${offered.length > 0
          ? `${refs.join(' or ')}: ${offered.slice(0, 3).join(', ')}…`
          : refs.join(' or ')}
        .value=${live(value)}
        @change=${(ev: Event) => {
          const input = ev.target as HTMLInputElement;
          const id = input.value.trim();
          if (!value) input.value = '';
          pick(id);
        }}
      />
      <datalist id=${listId}>${offered.map((id) => html`<option value=${id}></option>`)}</datalist>
      ${unknown
        ? html`<p class="hint problem" role="status">No ${refs.join(' or ')} "${value}" in the loaded packs</p>`
        : nothing}`;
  }

  /** A select that adds an item of a union and resets itself; `where` names the list for assistive tech. */
  #adder(name: string, label: string, branches: Branch[], add: (value: string) => string, where = '', path = '') {
    return html`<label class="add"
      >${label}
      <select
        name=${name}
        data-path=${path || nothing}
        aria-label=${where ? `${label} to ${where}` : nothing}
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

  /** The selector and expression fields shown as raw JSON ("advanced"), by JSON path. */
  readonly #raw = new Set<string>();

  /** A selector or expression field: built with pickers, or as raw JSON when the author asks. */
  #builderParam(
    ownerPath: JSONPath,
    owner: Record<string, unknown>,
    param: BranchParam,
    where: string,
    names: string[],
  ) {
    const kind = valueKind(param.schema);
    if (!kind) return nothing;
    const key = [...ownerPath, param.name].join('/');
    const raw = this.#raw.has(key);
    const label = `${param.name} of ${where}`;
    return html`<div class="builder" data-param=${param.name} data-path=${key}>
      ${this.#fieldHead(param, label, key, raw, false, kind)}
      ${raw
        ? this.#param(owner, param, (p, text) => model.setParamAt(this.text, ownerPath, p, text))
        : html`<rs-value-builder
            .kind=${kind}
            .value=${owner[param.name]}
            .names=${names}
            .label=${label}
            .disabled=${this.readOnly}
            @rs-value-change=${(e: ValueChangeEvent) =>
              this.#apply(model.setValueAt(this.text, ownerPath, param.name, e.value))}
          ></rs-value-builder>`}
    </div>`;
  }

  /** Buttons to focus after the next render (a moved item's, first enabled one wins), by aria-label. */
  #focusAfter: string[] = [];

  override updated(): void {
    if (this.#focusAfter.length === 0) return;
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button')].filter((b) => !b.disabled);
    for (const label of this.#focusAfter) {
      const button = buttons.find((b) => b.getAttribute('aria-label') === label);
      if (button) {
        this.#focusAfter = [];
        button.focus();
        return;
      }
    }
  }

  /** Move up, Move down and Remove for item `i` of `count` in the list at `listPath`. */
  #itemButtons(listPath: JSONPath, i: number, count: number, itemWhere: (i: number) => string) {
    const move = (to: number, dir: 'up' | 'down') => {
      const other = dir === 'up' ? 'down' : 'up';
      this.#focusAfter = [`Move ${itemWhere(to)} ${dir}`, `Move ${itemWhere(to)} ${other}`];
      this.#apply(model.moveAt(this.text, listPath, i, to));
    };
    return html`<button
        type="button"
        class="quiet icon"
        aria-label="Move ${itemWhere(i)} up"
        title="Move up"
        ?disabled=${i === 0}
        @click=${() => move(i - 1, 'up')}
      >
        ↑
      </button>
      <button
        type="button"
        class="quiet icon"
        aria-label="Move ${itemWhere(i)} down"
        title="Move down"
        ?disabled=${i === count - 1}
        @click=${() => move(i + 1, 'down')}
      >
        ↓
      </button>
      <button
        type="button"
        class="quiet icon"
        aria-label="Remove ${itemWhere(i)}"
        title="Remove"
        @click=${() => this.#apply(model.removeAt(this.text, [...listPath, i]))}
      >
        ✕
      </button>`;
  }

  /** The fields of an effect or record: plain values as text fields, nested lists drawn recursively. */
  #fields(
    ownerPath: JSONPath,
    owner: Record<string, unknown>,
    fields: FieldNode[],
    where: string,
    names: string[],
    inner: string[] = names,
  ): TemplateResult {
    return html`<div class="params">
      ${fields.map((field): TemplateResult | typeof nothing => {
        if (field.kind === 'value')
          return valueKind(field.param.schema)
            ? this.#builderParam(ownerPath, owner, field.param, where, names)
            : this.#typedParam(ownerPath, owner, field.param, where);
        if (field.kind === 'effects') return this.#nestedEffects(field, `${field.param.name} of ${where}`, inner);
        return this.#records(field, where, inner);
      })}
    </div>`;
  }

  /** A nested effect list (`then`, `run`, an option's `do`) under its name. */
  #nestedEffects(field: Extract<FieldNode, { kind: 'effects' }>, where: string, names: string[]): TemplateResult {
    return html`<fieldset class="nested" data-list=${field.param.name} data-path=${field.path.join('/')}>
      <legend title=${field.param.description}>
        ${field.param.name}${field.param.required ? ' *' : ''}
        <span class="hint">${field.param.description}</span>
      </legend>
      ${this.#effectList(field.path, field.effects, where, names)}
    </fieldset>`;
  }

  /** A list of records that nest effects (`choose-option`'s `options`): each record's fields, add and remove. */
  #records(field: Extract<FieldNode, { kind: 'records' }>, ownerWhere: string, names: string[]): TemplateResult {
    const name = field.param.name;
    const recordWhere = (r: number) => `${name} ${r + 1} of ${ownerWhere}`;
    return html`<fieldset class="nested records" data-list=${name} data-path=${field.path.join('/')}>
      <legend title=${field.param.description}>
        ${name}${field.param.required ? ' *' : ''} <span class="hint">${field.param.description}</span>
      </legend>
      <div class="effects">
        <ol class="items">
          ${field.records.map((record, r): TemplateResult => {
            return html`<li class="record" data-record=${r}>
              <div class="line">
                <span class="item-name">${name} ${r + 1}</span>
                ${this.#itemButtons(field.path, r, field.records.length, recordWhere)}
              </div>
              ${this.#fields(record.path, record.value, record.fields, recordWhere(r), names)}
            </li>`;
          })}
        </ol>
        <button
          type="button"
          class="add-record"
          aria-label="Add to ${name} of ${ownerWhere}"
          @click=${() => this.#apply(model.addRecordAt(this.text, field.path, field.fields, field.example))}
        >
          Add to ${name}
        </button>
      </div>
    </fieldset>`;
  }

  /** The effects of a list at `listPath`, each with its kind, buttons and fields, then "Add effect". */
  #effectList(listPath: JSONPath, effects: EffectNode[], where: string, names: string[]): TemplateResult {
    const effectWhere = (e: number) => `effect ${e + 1} of ${where}`;
    return html`<div class="effects">
      <ol class="items" data-path=${listPath.join('/')}>
        ${effects.map((node, e) => this.#effect(listPath, node, e, effects.length, effectWhere, names))}
      </ol>
      <rs-effect-picker
        class="add"
        name="add-effect"
        label="Add effect"
        accessible-name="Add effect to ${where}"
        path=${listPath.join('/')}
        placeholder="search effects: move, reveal, counter…"
        .branches=${model.effectBranches()}
        .disabled=${this.readOnly}
        @rs-effect-pick=${(ev: EffectPickEvent) => this.#apply(model.addEffectAt(this.text, listPath, ev.detail.value))}
      ></rs-effect-picker>
    </div>`;
  }

  #effect(
    listPath: JSONPath,
    node: EffectNode,
    e: number,
    count: number,
    effectWhere: (e: number) => string,
    names: string[],
  ): TemplateResult {
    const doValue = typeof node.value['do'] === 'string' ? node.value['do'] : '';
    return html`<li class="effect" data-effect=${e} data-do=${doValue}>
      <div class="line">
        <rs-effect-picker
          name="effect-do"
          label="Effect"
          accessible-name="Effect ${effectWhere(e).replace(/^effect /, '')}"
          path=${node.path.join('/')}
          .value=${doValue}
          .branches=${model.effectBranches()}
          .disabled=${this.readOnly}
          @rs-effect-pick=${(ev: EffectPickEvent) =>
            ev.detail.value !== doValue && this.#apply(model.setEffectKindAt(this.text, node.path, ev.detail.value))}
        ></rs-effect-picker>
        ${this.#itemButtons(listPath, e, count, effectWhere)}
      </div>
      ${node.branch ? html`<p class="hint">${node.branch.description}</p>` : nothing}
      ${this.#fields(node.path, node.value, node.fields, effectWhere(e), names, [
        ...names,
        ...namesBoundBy(node.value, node.branch).filter((n) => !names.includes(n)),
      ])}
      <p class="effect-text" aria-label="Effect ${effectWhere(e).replace(/^effect /, '')} reads">
        ${describeEffects(schemas, node.value)}
      </p>
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
      ${this.#effectList(row.path, row.effects, `trigger ${t + 1}`, [
        'self',
        ...boundNames(row.branch?.description ?? '').filter((n) => n !== 'self'),
      ])}
    </li>`;
  }

  /** The extra effect lists, each under its heading. */
  #lists(): TemplateResult | typeof nothing {
    if (this.lists.length === 0) return nothing;
    const doc: unknown = parse(this.text, [], { allowTrailingComma: true });
    return html`${this.lists.map(
      (l) =>
        html`<section class="trigger" data-list-path=${l.path.join('/')}>
          <h3>${l.label}</h3>
          ${this.#effectList(l.path, readEffects(valueAt(doc, l.path), l.path), l.where, actionNames())}
        </section>`,
    )}`;
  }

  /** The extra record lists, each under its heading, its records' fields from its schema. */
  #recordLists(): TemplateResult | typeof nothing {
    if (this.recordLists.length === 0) return nothing;
    const doc: unknown = parse(this.text, [], { allowTrailingComma: true });
    return html`${this.recordLists.map((l) => {
      const items = valueAt(doc, l.path);
      const records = (Array.isArray(items) ? items : []).map((r: unknown, i) => {
        const value = typeof r === 'object' && r !== null && !Array.isArray(r) ? (r as Record<string, unknown>) : {};
        const path = [...l.path, i];
        return { path, value, fields: readFields(l.fields, value, path) };
      });
      const param = { name: l.name, description: '', required: false, schema: {} };
      return html`<section class="trigger" data-list-path=${l.path.join('/')}>
        <h3>${l.label}</h3>
        ${this.#records(
          { kind: 'records', param, path: l.path, fields: l.fields, example: l.example, records },
          l.where,
          [],
        )}
      </section>`;
    })}`;
  }

  override render() {
    if (this.only)
      return html`<form aria-label="Setup steps and endings" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset ?disabled=${this.readOnly}>${this.#lists()} ${this.#recordLists()}</fieldset>
      </form>`;
    const triggers = model.readTriggers(this.text, this.index);
    return html`<h2 id="behaviour-heading">Triggers, effects and modifiers</h2>
      <form aria-labelledby="behaviour-heading" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset ?disabled=${this.readOnly}>
          ${this.#lists()}
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
          <rs-effect-picker
            class="add"
            name="add-modifier"
            label="Add modifier"
            accessible-name="Add modifier"
            placeholder="search standing rules: forbid, program…"
            .branches=${model.modifierBranches()}
            .disabled=${this.readOnly}
            @rs-effect-pick=${(ev: EffectPickEvent) =>
              this.#apply(model.addModifier(this.text, this.index, ev.detail.value))}
          ></rs-effect-picker>
        </fieldset>
      </form>`;
  }
}
