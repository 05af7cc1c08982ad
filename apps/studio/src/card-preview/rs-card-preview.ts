// `<rs-card-preview>`: a card (or character sheet) drawn as players see it — its name, kind and
// rule text — with its effect text, generated from its effects, underneath for the author.
import { LitElement, css, html, nothing } from 'lit';
import type { CardFace } from './card-face.ts';

/** `<rs-card-preview>`: preview one card face. */
export class RsCardPreview extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    article {
      --card: #7c5cff;
      display: flex;
      flex-direction: column;
      min-height: 380px;
      max-width: 300px;
      border-radius: 14px;
      overflow: hidden;
      background: linear-gradient(170deg, color-mix(in srgb, var(--card) 28%, #1b1e24), #15171c 75%);
      border: 2px solid color-mix(in srgb, var(--card) 70%, #000);
      box-shadow: 0 6px 18px rgb(0 0 0 / 35%);
    }
    article[data-tone='mac'] {
      --card: #d33f6a;
    }
    article[data-tone='character'] {
      --card: #2f9e8f;
      min-height: 0;
    }
    header {
      padding: 10px 12px;
      background: color-mix(in srgb, var(--card) 80%, #000);
      color: #fff;
    }
    .kicker {
      font-size: 11px;
      letter-spacing: 0.06em;
      text-transform: uppercase;
      opacity: 0.85;
    }
    h3 {
      margin: 2px 0 0;
      font-size: 17px;
    }
    .text {
      margin: 12px;
      font-size: 13.5px;
      line-height: 1.45;
      color: var(--rs-text);
    }
    .none {
      color: var(--rs-faint);
      font-style: italic;
    }
    ul {
      margin: auto 12px 10px;
      padding: 0;
      list-style: none;
      display: grid;
      gap: 4px;
    }
    li {
      font-size: 11.5px;
      line-height: 1.35;
      padding: 3px 6px;
      border-radius: 4px;
      background: rgb(255 255 255 / 7%);
      color: var(--rs-muted);
    }
    footer {
      padding: 6px 12px;
      font-family: var(--rs-mono);
      font-size: 11px;
      color: var(--rs-faint);
      border-top: 1px solid rgb(255 255 255 / 6%);
    }
  `;
  static override properties = { face: { attribute: false } };
  declare face: CardFace | null;

  constructor() {
    super();
    this.face = null;
  }

  override render() {
    const f = this.face;
    if (!f) return nothing;
    return html`<article data-tone=${f.tone} aria-label="${f.title}, ${f.kicker}">
      <header>
        <div class="kicker">${f.kicker}</div>
        <h3>${f.title}</h3>
      </header>
      <p class="text">${f.text || html`<span class="none">No rule text yet: add "text".</span>`}</p>
      ${f.lines.length
        ? html`<ul aria-label="Effect text, generated from the effects" class="effect-text">
            ${f.lines.map((l) => html`<li>${l}</li>`)}
          </ul>`
        : nothing}
      <footer>${f.footer}</footer>
    </article>`;
  }
}
