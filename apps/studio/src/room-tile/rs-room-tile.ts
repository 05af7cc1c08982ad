// `<rs-room-tile>`: one room drawn as the tile players see — its colour, name
// and rule text — with its behaviour summarised underneath for the author.
import { LitElement, html } from 'lit';
import type { RoomTile } from '../preview/room-tiles.ts';
import { tileColours } from '../theme/tile-colours.ts';
import { roomTileStyles } from './rs-room-tile.styles.ts';

/** `<rs-room-tile>`: preview one room. */
export class RsRoomTile extends LitElement {
  static override styles = roomTileStyles;
  static override properties = { tile: { attribute: false } };
  declare tile: RoomTile | null;

  constructor() {
    super();
    this.tile = null;
  }

  override render() {
    const t = this.tile;
    if (!t) return null;
    const colour = tileColours[t.colour] ?? tileColours['grey'];
    return html`<article style="--tile: ${colour}" aria-label="${t.name}, ${t.colour} room" data-colour=${t.colour}>
      <header>
        <h3>${t.name}</h3>
        ${t.copies !== null ? html`<span class="copies">×${t.copies}</span>` : null}
      </header>
      <p class="text">${t.text || html`<span class="none">No rule text yet: add "text".</span>`}</p>
      ${t.behaviour.length
        ? html`<ul aria-label="Effect text, generated from the effects" class="effect-text">
            ${t.behaviour.map((b) => html`<li>${b}</li>`)}
          </ul>`
        : null}
      <footer>${t.id} · ${t.colour}</footer>
    </article>`;
  }
}
