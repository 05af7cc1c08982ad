// `<rs-pack-list>`: the packs of the workspace, bundled ones marked with a
// lock. Choosing one fires `rs-pack-select`.
import { LitElement, html } from 'lit';
import { PackSelectEvent } from '../events/pack-select-event.ts';
import { lockIcon } from '../theme/icons.ts';
import { controls } from '../theme/theme.ts';
import type { Pack } from '../workspace/pack.ts';
import { packEntries } from './pack-entries.ts';
import { packListStyles } from './rs-pack-list.styles.ts';

/** `<rs-pack-list>`: pick a pack. */
export class RsPackList extends LitElement {
  static override styles = [controls, packListStyles];
  static override properties = { packs: { attribute: false }, selectedId: { attribute: false } };
  declare packs: readonly Pack[];
  declare selectedId: string | null;

  constructor() {
    super();
    this.packs = [];
    this.selectedId = null;
  }

  override render() {
    const entries = packEntries(this.packs);
    if (entries.length === 0) return html`<p class="empty">No packs yet.</p>`;
    return html`<ul aria-label="Packs" data-testid="pack-list">
      ${entries.map(
        (e) =>
          html`<li data-pack=${e.id} data-readonly=${e.readOnly}>
            <button
              aria-current=${e.id === this.selectedId ? 'true' : 'false'}
              @click=${() => this.dispatchEvent(new PackSelectEvent(e.id))}
            >
              <span class="name">${e.name}</span>
              ${e.readOnly
                ? html`<span class="badge" title="Bundled with the studio: read-only">${lockIcon()} read-only</span>`
                : html`<span class="badge" title="Your pack: saved in this browser">editable</span>`}
              <span class="meta"
                >${e.id}${e.version ? ` · v${e.version}` : ''} · ${e.fileCount}
                file${e.fileCount === 1 ? '' : 's'}</span
              >
            </button>
          </li>`,
      )}
    </ul>`;
  }
}
