// `<rs-state-inspector>`: the match state as the viewer may see it, one
// collapsible section per part (zones, components, pieces, seats …), fetched
// from the engine worker when opened and after every step while open.
import { LitElement, html, nothing } from 'lit';
import type { SandboxSnapshot } from '../engine/engine-protocol.ts';
import type { SandboxEngine } from '../sandbox/sandbox-engine.ts';
import { stateInspectorStyles } from './rs-state-inspector.styles.ts';

/** `<rs-state-inspector>`: collapsible JSON of the sandbox's current view. */
export class RsStateInspector extends LitElement {
  static override styles = stateInspectorStyles;
  static override properties = {
    engine: { attribute: false },
    snapshot: { attribute: false },
    open: { state: true },
    parts: { state: true },
  };
  declare engine: SandboxEngine | null;
  /** The sandbox's snapshot: a new one means the state moved. */
  declare snapshot: SandboxSnapshot | null;
  declare open: boolean;
  /** Top-level parts of the view, as [key, JSON text]. */
  declare parts: Array<[string, string]>;

  constructor() {
    super();
    this.engine = null;
    this.snapshot = null;
    this.open = false;
    this.parts = [];
  }

  protected override updated(changed: Map<string, unknown>): void {
    if (this.open && (changed.has('snapshot') || changed.has('open'))) void this.#fetch();
  }

  async #fetch(): Promise<void> {
    if (!this.engine) return;
    const text = await this.engine.inspect().catch(() => '{}');
    const value = JSON.parse(text) as Record<string, unknown>;
    this.parts = Object.entries(value).map(([k, v]) => [k, JSON.stringify(v, null, 2)]);
  }

  override render() {
    return html`<details
      @toggle=${(e: Event) => (this.open = (e.target as HTMLDetailsElement).open)}
      aria-label="State inspector"
    >
      <summary>State inspector</summary>
      ${this.open
        ? this.parts.map(
            ([key, json]) =>
              html`<details class="part" data-part=${key}>
                <summary>${key} <span class="size">${json.length > 60 ? `${json.length} chars` : json}</span></summary>
                <pre>${json}</pre>
              </details>`,
          )
        : nothing}
    </details>`;
  }
}
