// `<rs-timeline>`: a slider over the sandbox's recorded decisions. After the
// content changed under a match, the answers are replayed as far as they
// remain legal; the track then shows the legal part (where the slider moves),
// the decision that no longer applies in red, and the answers dropped after it.
import { LitElement, html, nothing } from 'lit';
import type { Divergence } from '../engine/engine-protocol.ts';
import { TimelineJumpEvent } from '../events/timeline-jump-event.ts';
import { controls } from '../theme/theme.ts';
import { timelineStyles } from './rs-timeline.styles.ts';

/** `<rs-timeline>`: jump along the recorded decisions; shows where a replay diverged. */
export class RsTimeline extends LitElement {
  static override styles = [controls, timelineStyles];
  static override properties = {
    cursor: { attribute: false },
    recorded: { attribute: false },
    diverged: { attribute: false },
  };
  /** Recorded decisions applied now, and recorded in all. */
  declare cursor: number;
  declare recorded: number;
  declare diverged: Divergence | null;

  constructor() {
    super();
    this.cursor = 0;
    this.recorded = 0;
    this.diverged = null;
  }

  override render() {
    const d = this.diverged;
    return html`<label class="timeline"
        >Timeline
        <span class="track">
          <span class="legal" style="flex-grow: ${d ? Math.max(this.recorded, 0.5) : 1}">
            <input
              type="range"
              name="timeline"
              min="0"
              max=${this.recorded}
              .value=${String(this.cursor)}
              ?disabled=${!this.recorded}
              @change=${(e: Event) =>
                this.dispatchEvent(new TimelineJumpEvent(Number((e.target as HTMLInputElement).value)))}
            />
          </span>
          ${d
            ? html`<span class="bad" title="decision ${d.decision}: ${d.answer}">✕ ${d.decision}</span>${d.dropped
                  ? html`<span
                      class="dropped"
                      style="flex-grow: ${d.dropped}"
                      title="${d.dropped} later answer${d.dropped === 1 ? '' : 's'} dropped"
                    ></span>`
                  : nothing}`
            : nothing}
        </span>
        <span>decision ${this.cursor} of ${this.recorded}</span></label
      >
      ${d
        ? html`<p class="diverged" role="alert" data-decision=${d.decision}>
            Content changed: the replay diverged at decision ${d.decision} — <code>${d.answer}</code> is no longer legal
            (${d.reason}). The game stays at decision
            ${d.decision - 1}${d.dropped ? `; ${d.dropped} later answer${d.dropped === 1 ? '' : 's'} dropped` : ''}.
          </p>`
        : nothing}`;
  }
}
