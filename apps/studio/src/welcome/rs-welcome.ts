// `<rs-welcome>`: the studio's first screen, shown while no file is open:
// start a room, an enigma scenario or a mode from a template (in the
// author's own pack, created on the spot when they have none), or take the
// guided tour — offered until taken or skipped once.
import { LitElement, css, html, nothing } from 'lit';
import { controls } from '../theme/theme.ts';
import { WelcomeEvent, type WelcomeDetail } from './welcome-event.ts';

const starters: Array<{ start: WelcomeDetail['start']; label: string; text: string }> = [
  {
    start: 'room',
    label: 'New room',
    text: 'A room tile: its name, colour and what happens to who enters — picked from lists.',
  },
  {
    start: 'scenario',
    label: 'New scenario',
    text: 'An enigma scenario for the Escape Room: eight cards and the codes they lead to.',
  },
  {
    start: 'mode',
    label: 'New mode',
    text: 'A way to play, started from an existing mode: change its setup, turns and endings.',
  },
];

/** `<rs-welcome>`: what to start with. */
export class RsWelcome extends LitElement {
  static override styles = [
    controls,
    css`
      :host {
        display: block;
        overflow: auto;
        background: var(--rs-bg);
        padding: 48px 32px;
      }
      .inner {
        max-width: 640px;
        margin: 0 auto;
        display: grid;
        gap: 18px;
      }
      h2 {
        margin: 0;
        font-size: 22px;
      }
      p {
        margin: 0;
        color: var(--rs-muted);
        line-height: 1.45;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
        gap: 12px;
      }
      li button {
        width: 100%;
        height: 100%;
        text-align: left;
        display: grid;
        align-content: start;
        gap: 6px;
        padding: 14px;
      }
      li button strong {
        font-size: 15px;
        color: var(--rs-accent);
      }
      li button span {
        color: var(--rs-muted);
        line-height: 1.4;
      }
      .tour {
        display: flex;
        gap: 10px;
        align-items: center;
        flex-wrap: wrap;
        padding: 12px 14px;
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        background: var(--rs-panel);
      }
      .tour p {
        flex: 1 1 240px;
      }
    `,
  ];
  static override properties = { tourOffered: { attribute: false } };
  /** Whether the tour is still offered (not taken or skipped yet). */
  declare tourOffered: boolean;

  constructor() {
    super();
    this.tourOffered = true;
  }

  #start(start: WelcomeDetail['start']): void {
    this.dispatchEvent(new WelcomeEvent({ start }));
  }

  override render() {
    return html`<section class="inner" aria-labelledby="welcome-heading">
      <h2 id="welcome-heading">Start something</h2>
      <p>
        Make a room, a scenario or a mode from a template — in your own pack (one is created for you if you have none),
        on top of the bundled games. Or open any file from the sidebar.
      </p>
      <ul>
        ${starters.map(
          (s) =>
            html`<li>
              <button data-start=${s.start} @click=${() => this.#start(s.start)}>
                <strong>${s.label}</strong><span>${s.text}</span>
              </button>
            </li>`,
        )}
      </ul>
      ${this.tourOffered
        ? html`<div class="tour" role="group" aria-label="Guided tour">
            <p>
              New here? A one-minute tour shows where things are: packs, editor, forms, sandbox, Problems and Tests.
            </p>
            <button class="primary" data-start="tour" @click=${() => this.#start('tour')}>Take the tour</button>
          </div>`
        : html`<p>
            <button class="quiet" data-start="tour" @click=${() => this.#start('tour')}>Replay the tour</button>
          </p>`}
      ${nothing}
    </section>`;
  }
}
