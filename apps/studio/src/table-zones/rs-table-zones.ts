// `<rs-table-zones>`: the stacks, sets and hands of the sandbox's view, for
// the card games. Shared zones first ("Table"), then each seat's own zones.
// A stack is a pile (its top card, how many, and a strip of every card top
// first); a set or hand is a spread of cards. Cards the viewer may not know
// show their backs; a zone the viewer may not look into shows as closed.
// A card or zone that a pending option targets is a button that answers it.
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import type { SandboxDecision, TableCard, TableZone } from '../engine/engine-protocol.ts';
import { OptionPickEvent } from '../events/option-pick-event.ts';
import { pickFor, type OptionPick } from '../sandbox/option-picks.ts';
import { tileColours } from '../theme/tile-colours.ts';
import { tableZonesStyles } from './rs-table-zones.styles.ts';

/** Zones grouped by the seat they belong to (null: the table). */
function bySeat(zones: readonly TableZone[]): Array<[string | null, TableZone[]]> {
  const groups = new Map<string | null, TableZone[]>();
  for (const z of zones) groups.set(z.seat, [...(groups.get(z.seat) ?? []), z]);
  return [...groups].sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)));
}

/** `<rs-table-zones>`: generic views of stack, set and hand zones. */
export class RsTableZones extends LitElement {
  static override styles = tableZonesStyles;
  static override properties = {
    zones: { attribute: false },
    decision: { attribute: false },
  };
  declare zones: TableZone[];
  /** The pending decision: cards and zones its options target become clickable. */
  declare decision: SandboxDecision | null;

  constructor() {
    super();
    this.zones = [];
    this.decision = null;
  }

  #pick(pick: OptionPick): void {
    this.dispatchEvent(new OptionPickEvent({ seat: pick.seat, option: pick.option }));
  }

  #card(c: TableCard, size: 'full' | 'mini' = 'full'): TemplateResult {
    const pick = pickFor(this.decision, { component: c.component });
    const colour = c.face ? (tileColours[c.face.colour] ?? tileColours['grey']) : undefined;
    const label = c.face ? c.face.name : 'face-down card';
    const body =
      size === 'mini'
        ? nothing
        : c.face
          ? html`<strong>${c.face.name}</strong>${c.face.image
                ? html`<img class="picture" src=${c.face.image} alt="" />`
                : nothing}${c.face.text ? html`<small>${c.face.text}</small>` : nothing}`
          : html`<span class="back-mark">?</span>`;
    const figures = c.figures.length
      ? html`<span class="figures">${c.figures.map((f) => html`<span class="figure">${f}</span>`)}</span>`
      : nothing;
    const cls = `card ${size} ${c.face ? 'face' : 'back'} ${c.faceUp ? 'up' : 'down'} ${pick ? 'target' : ''}`;
    const style = colour ? `--tile: ${colour}` : '';
    const title = c.face?.text ? `${c.face.name} — ${c.face.text}` : label;
    return pick
      ? html`<button
          class=${cls}
          style=${style}
          data-component=${c.component}
          data-card=${c.face?.id ?? ''}
          data-option=${pick.option}
          title="${title} (${pick.seat}: ${pick.label})"
          aria-label="${label}: ${pick.label} (${pick.seat})"
          @click=${() => this.#pick(pick)}
        >
          ${body}${figures}
        </button>`
      : html`<div
          class=${cls}
          style=${style}
          data-component=${c.component}
          data-card=${c.face?.id ?? ''}
          title=${title}
          role="img"
          aria-label=${label}
        >
          ${body}${figures}
        </div>`;
  }

  #zone(z: TableZone): TemplateResult {
    const pick = pickFor(this.decision, { zone: z.zone });
    const count = z.shown === 'nothing' ? '?' : String(z.cards.length);
    const head = html`<header>
      <span class="name">${z.name}</span><span class="kind">${z.kind}</span>
      <span class="count" title="cards">${count}</span>
    </header>`;
    const figures = z.figures.length
      ? html`<div class="figures in-zone">${z.figures.map((f) => html`<span class="figure">${f}</span>`)}</div>`
      : nothing;
    const cards =
      z.shown === 'nothing'
        ? html`<p class="closed">closed — its cards are hidden from this seat</p>`
        : !z.cards.length
          ? z.figures.length
            ? nothing
            : html`<p class="empty">empty</p>`
          : z.kind === 'stack'
            ? html`<div class="pile" style="--depth: ${Math.min(z.cards.length - 1, 4)}">
                  ${this.#card(z.cards[0] as TableCard)}
                </div>
                ${z.cards.length > 1
                  ? html`<div class="strip" aria-label="${z.zone}, top first">
                      ${z.cards.map((c) => this.#card(c, 'mini'))}
                    </div>`
                  : nothing}`
            : html`<div class="spread">${z.cards.map((c) => this.#card(c))}</div>`;
    return html`<section class="zone ${z.kind} ${pick ? 'target' : ''}" data-zone=${z.zone} aria-label=${z.zone}>
      ${head}${figures}${cards}
      ${pick
        ? html`<button class="zone-pick" data-option=${pick.option} @click=${() => this.#pick(pick)}>
            ${pick.label} (${pick.seat})
          </button>`
        : nothing}
    </section>`;
  }

  override render() {
    return bySeat(this.zones).map(
      ([seat, zones]) =>
        html`<div class="area" data-seat=${seat ?? ''}>
          <h3>${seat === null ? 'Table' : `Seat ${seat}`}</h3>
          <div class="zones">${zones.map((z) => this.#zone(z))}</div>
        </div>`,
    );
  }
}
