// `<rs-preview>`: what the open file looks like in play. Today: its rooms as
// tiles, updated as the author types.
import { LitElement, html, nothing } from 'lit';
import { roomTiles } from './room-tiles.ts';
import { previewStyles } from './rs-preview.styles.ts';
import { panelSection } from '../theme/theme.ts';

/** `<rs-preview>`: the preview pane beside the editor. */
export class RsPreview extends LitElement {
  static override styles = [panelSection, previewStyles];
  static override properties = { text: { attribute: false } };
  /** The open file's text. */
  declare text: string;

  constructor() {
    super();
    this.text = '';
  }

  /** Whether `text` holds anything this pane can show. */
  static canPreview(text: string): boolean {
    return /"kind"\s*:\s*"room"/.test(text);
  }

  override render() {
    const tiles = roomTiles(this.text);
    if (tiles.length === 0) return nothing;
    return html`<h2 id="preview-heading">Tile preview</h2>
      <div class="tiles" role="list" aria-labelledby="preview-heading">
        ${tiles.map((t) => html`<rs-room-tile role="listitem" .tile=${t}></rs-room-tile>`)}
      </div>`;
  }
}
