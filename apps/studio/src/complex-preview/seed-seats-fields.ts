// The Seed and Players fields of a mode's panels (the dealt complex and Invite players): the
// players' count is bounded by the mode's seats and starts at its minimum.
import { html, type TemplateResult } from 'lit';

/** The Seed field: `change` receives the text typed. */
export function seedField(seed: string, change: (seed: string) => void): TemplateResult {
  return html`<label
    >Seed <input name="seed" .value=${seed} @input=${(e: Event) => change((e.target as HTMLInputElement).value)}
  /></label>`;
}

/** The Players field (named `name`): `change` receives the number typed, or null when it is empty or 0. */
export function seatsField(
  name: string,
  seats: { minSeats: number; maxSeats: number },
  value: number | null,
  change: (seats: number | null) => void,
): TemplateResult {
  return html`<label
    >Players
    <input
      name=${name}
      type="number"
      min=${seats.minSeats}
      max=${seats.maxSeats}
      .value=${String(value ?? seats.minSeats)}
      @input=${(e: Event) => change(Number((e.target as HTMLInputElement).value) || null)}
    />
  </label>`;
}
