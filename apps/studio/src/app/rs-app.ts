// The studio shell. For now: the bundled packs, read-only.
import { LitElement, html } from 'lit';
import bundled from 'virtual:roomsmith/bundled-packs';
import { summarisePack, type PackSummary } from './pack-summary.ts';
import { appStyles } from './rs-app.styles.ts';

/** `<rs-app>`: the top-level studio element. */
export class RsApp extends LitElement {
  static override styles = appStyles;
  static override properties = { packs: { attribute: false } };
  declare packs: PackSummary[];

  constructor() {
    super();
    this.packs = bundled.map(summarisePack);
  }

  override render() {
    return html`
      <header>
        <h1>Roomsmith Studio</h1>
        <span class="tagline">author, preview and playtest Room 25 content</span>
      </header>
      <section aria-labelledby="packs-heading">
        <h2 id="packs-heading">Bundled packs (${this.packs.length})</h2>
        <ul data-testid="pack-list">
          ${this.packs.map(
            (p) =>
              html`<li data-pack=${p.id}>
                <div class="name">${p.name}</div>
                <div class="meta">${p.id} · v${p.version} · ${p.fileCount} file${p.fileCount === 1 ? '' : 's'}</div>
                ${p.description ? html`<div class="description">${p.description}</div>` : null}
                ${p.problem ? html`<div class="problem">${p.problem}</div>` : null}
              </li>`,
          )}
        </ul>
      </section>
    `;
  }
}
