// `<rs-seat-tokens>`: what each seat holds, as the viewing seat may know it — every piece's token
// counts (a spent token, count 0, is struck through), its programmed actions (another seat's as a
// count of face-down tokens), its special ability — then the neutral pieces (robots) and the
// marked rooms (locks). Drawn from the snapshot's `tokens`, which the worker reads from the view.
import { LitElement, css, html, nothing } from 'lit';
import type { TokenPanels } from '../engine/seat-tokens.ts';

/** `<rs-seat-tokens>`: the sandbox's tokens, robots and locks panel. */
export class RsSeatTokens extends LitElement {
  static override styles = css`
    :host {
      display: block;
      font-size: var(--rs-text-sm, 13px);
    }
    h3 {
      margin: 8px 0 4px;
      font-size: 12px;
      color: var(--rs-muted);
      text-transform: uppercase;
      letter-spacing: 0.05em;
    }
    ul {
      margin: 0;
      padding: 0;
      list-style: none;
      display: grid;
      gap: 6px;
    }
    .piece {
      border: 1px solid var(--rs-border);
      border-radius: var(--rs-radius, 6px);
      padding: 6px 8px;
    }
    .piece[data-status='eliminated'] strong {
      text-decoration: line-through;
    }
    .chips {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
      margin-top: 4px;
    }
    .chip {
      font-family: var(--rs-mono);
      font-size: 11px;
      padding: 1px 6px;
      border-radius: 999px;
      background: rgb(255 255 255 / 8%);
      color: var(--rs-text);
    }
    .chip.spent {
      text-decoration: line-through;
      color: var(--rs-faint);
    }
    .chip.plan {
      background: color-mix(in srgb, #3b82f6 30%, transparent);
    }
    .chip.ability {
      background: color-mix(in srgb, #2f9e8f 35%, transparent);
    }
    .chip.robot {
      background: color-mix(in srgb, #d33f6a 35%, transparent);
    }
    .chip.marker {
      background: color-mix(in srgb, #d9a413 35%, transparent);
    }
    .none {
      color: var(--rs-faint);
    }
  `;
  static override properties = { panels: { attribute: false } };
  declare panels: TokenPanels | null;

  constructor() {
    super();
    this.panels = null;
  }

  override render() {
    const p = this.panels;
    if (!p) return nothing;
    return html`${p.seats.map(
        (seat) =>
          html`<h3>Seat ${seat.seat}</h3>
            <ul aria-label="Tokens of ${seat.seat}" data-seat=${seat.seat}>
              ${seat.pieces.map(
                (piece) =>
                  html`<li class="piece" data-holder=${piece.id} data-status=${piece.status}>
                    <strong>${piece.name}</strong> <span class="none">${piece.id} · ${piece.status}</span>
                    <div class="chips" aria-label="Tokens">
                      ${piece.tokens.map(
                        (t) =>
                          html`<span
                            class="chip ${t.count === 0 ? 'spent' : ''}"
                            data-token=${t.name}
                            title=${t.count === 0 ? `${t.name}: spent` : `${t.name}: ${t.count}`}
                            >${t.name} ×${t.count}</span
                          >`,
                      )}
                      ${piece.abilities.map(
                        (a) =>
                          html`<span class="chip ability" data-ability=${a} title="Special ability token"
                            >★ ${a}</span
                          >`,
                      )}
                    </div>
                    <div class="chips" aria-label="Programme">
                      ${typeof piece.plan === 'number'
                        ? piece.plan
                          ? html`<span class="chip plan">${piece.plan} programmed (face down)</span>`
                          : nothing
                        : piece.plan
                            .filter((a) => a !== '')
                            .map((a) => html`<span class="chip plan" data-plan=${a}>${a}</span>`)}
                      ${piece.done.map((a) => html`<span class="chip spent" title="done">${a}</span>`)}
                    </div>
                  </li>`,
              )}
            </ul>`,
      )}
      <h3>Robots and other neutral pieces</h3>
      ${p.neutral.length
        ? html`<ul aria-label="Neutral pieces">
            ${p.neutral.map(
              (n) =>
                html`<li data-neutral=${n.id} data-status=${n.status}>
                  <span class="chip robot">⬢ ${n.name}</span> ${n.id} · ${n.status}${n.on ? ` · on ${n.on}` : ''}
                </li>`,
            )}
          </ul>`
        : html`<p class="none">None on the table.</p>`}
      <h3>Marked rooms (locks)</h3>
      ${p.marked.length
        ? html`<ul aria-label="Marked rooms">
            ${p.marked.map(
              (m) =>
                html`<li data-marked=${m.component}>
                  ${m.name}
                  ${m.markers.map(
                    (k) => html`<span class="chip marker" data-marker=${k.name}>${k.name} ×${k.count}</span>`,
                  )}
                </li>`,
            )}
          </ul>`
        : html`<p class="none">No markers on the table.</p>`}`;
  }
}
