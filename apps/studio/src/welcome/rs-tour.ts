// `<rs-tour>`: the guided tour, one step at a time, in a small non-modal
// card beside the part of the studio it is about (outlined). Next, Back and
// "Skip tour" buttons, arrow keys to move and Escape to skip; finishing or
// skipping fires `rs-tour-end` (the shell remembers it). It looks its
// targets up in the shadow root it is rendered in (the shell's).
import { LitElement, css, html, nothing } from 'lit';
import { controls } from '../theme/theme.ts';
import { CARD_WIDTH, cardPlace, stepAfterKey, TOUR_STEPS, type Box, type TourStep } from './tour.ts';

/** `rs-tour-end`: the tour was finished or skipped. */
export class TourEndEvent extends Event {
  static readonly eventName = 'rs-tour-end';
  constructor(readonly finished: boolean) {
    super(TourEndEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-tour-end': TourEndEvent;
  }
}

/** `<rs-tour>`: the guided tour over the shell. */
export class RsTour extends LitElement {
  static override styles = [
    controls,
    css`
      .outline {
        position: fixed;
        z-index: 50;
        pointer-events: none;
        border: 2px solid var(--rs-focus);
        border-radius: var(--rs-radius);
        box-shadow: 0 0 0 4px rgb(138 184 255 / 25%);
      }
      .card {
        position: fixed;
        z-index: 51;
        width: ${CARD_WIDTH}px;
        box-sizing: border-box;
        display: grid;
        gap: 8px;
        padding: 14px;
        background: var(--rs-raised);
        border: 1px solid var(--rs-focus);
        border-radius: var(--rs-radius);
        box-shadow: 0 10px 30px rgb(0 0 0 / 50%);
      }
      h2 {
        margin: 0;
        font-size: 15px;
      }
      p {
        margin: 0;
        line-height: 1.45;
        color: var(--rs-text);
      }
      .count {
        font-size: 12px;
        color: var(--rs-muted);
      }
      .buttons {
        display: flex;
        gap: 6px;
        justify-content: flex-end;
      }
      .buttons .skip {
        margin-right: auto;
      }
    `,
  ];
  static override properties = { step: { state: true } };
  declare step: number;
  #onResize = () => this.requestUpdate();

  constructor() {
    super();
    this.step = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('resize', this.#onResize);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('resize', this.#onResize);
  }

  override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLButtonElement>('button.next')?.focus();
  }

  #target(step: TourStep): Box | null {
    const root = this.getRootNode() as Document | ShadowRoot;
    for (const selector of step.targets) {
      const el = root.querySelector(selector);
      const box = el?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) return box;
    }
    return null;
  }

  #end(finished: boolean): void {
    this.dispatchEvent(new TourEndEvent(finished));
  }

  #go(step: number): void {
    this.step = step;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('button.next')?.focus());
  }

  #key = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') {
      e.preventDefault();
      this.#end(false);
      return;
    }
    const next = stepAfterKey(this.step, e.key);
    if (next === null) return;
    e.preventDefault();
    this.step = next;
  };

  override render() {
    const step = TOUR_STEPS[this.step] ?? TOUR_STEPS[0];
    if (!step) return nothing;
    const last = this.step === TOUR_STEPS.length - 1;
    const target = this.#target(step);
    const place = cardPlace(target, { width: window.innerWidth, height: window.innerHeight });
    return html`${target
        ? html`<div
            class="outline"
            style="top:${target.top}px;left:${target.left}px;width:${target.width}px;height:${target.height}px"
          ></div>`
        : nothing}
      <section
        class="card"
        role="dialog"
        aria-modal="false"
        aria-labelledby="tour-title"
        aria-describedby="tour-text"
        data-step=${step.id}
        style="top:${place.top}px;left:${place.left}px"
        @keydown=${this.#key}
      >
        <span class="count">Tour · ${this.step + 1} of ${TOUR_STEPS.length}</span>
        <h2 id="tour-title">${step.title}</h2>
        <p id="tour-text">${step.text}</p>
        <div class="buttons">
          <button class="quiet skip" @click=${() => this.#end(false)}>Skip tour</button>
          <button ?disabled=${this.step === 0} @click=${() => this.#go(this.step - 1)}>Back</button>
          <button class="primary next" @click=${() => (last ? this.#end(true) : this.#go(this.step + 1))}>
            ${last ? 'Done' : 'Next'}
          </button>
        </div>
      </section>`;
  }
}
