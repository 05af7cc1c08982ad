// The Seed and Players fields of a mode's panels (the dealt complex and Invite players): the
// players' count is bounded by the mode's seats and starts at its minimum.
import { html, type TemplateResult } from 'lit';
import { seatsFor, type ModeInfo } from './mode-info.ts';

/** The Seed field: `change` receives the text typed. */
export function seedField(seed: string, change: (seed: string) => void): TemplateResult {
  return html`<label
    >Seed <input name="seed" .value=${seed} @input=${(e: Event) => change((e.target as HTMLInputElement).value)}
  /></label>`;
}

/** The Players field (named `name`): `change` receives the count chosen, or null when it is empty or 0. A mode that
 * plays only with some counts of its range (Team: 4 or 6) offers just those, in a list. */
export function seatsField(
  name: string,
  seats: ModeInfo,
  value: number | null,
  change: (seats: number | null) => void,
): TemplateResult {
  const picked = (e: Event) => change(Number((e.target as HTMLInputElement | HTMLSelectElement).value) || null);
  if (seats.seatCounts.length < seats.maxSeats - seats.minSeats + 1)
    return html`<label
      >Players
      <select name=${name} @change=${picked}>
        ${seats.seatCounts.map((n) => html`<option value=${n} ?selected=${n === seatsFor(seats, value)}>${n}</option>`)}
      </select>
    </label>`;
  return html`<label
    >Players
    <input
      name=${name}
      type="number"
      min=${seats.minSeats}
      max=${seats.maxSeats}
      .value=${String(value ?? seats.minSeats)}
      @input=${picked}
    />
  </label>`;
}
