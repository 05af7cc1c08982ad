import { css } from 'lit';

/** Styles of `<rs-room-tile>`. */
export const roomTileStyles = css`
  :host {
    display: block;
  }
  article {
    --tile: #8b93a1;
    aspect-ratio: 5 / 4;
    display: flex;
    flex-direction: column;
    border-radius: 12px;
    overflow: hidden;
    background: linear-gradient(160deg, color-mix(in srgb, var(--tile) 30%, #1b1e24), #17191e 70%);
    border: 2px solid color-mix(in srgb, var(--tile) 75%, #000);
    box-shadow: 0 6px 18px rgb(0 0 0 / 35%);
  }
  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 12px;
    background: color-mix(in srgb, var(--tile) 80%, #000);
    color: #fff;
  }
  h3 {
    margin: 0;
    font-size: 16px;
    letter-spacing: 0.02em;
  }
  .copies {
    font-size: 12px;
    opacity: 0.85;
    white-space: nowrap;
  }
  .text {
    margin: 12px;
    font-size: 14px;
    line-height: 1.45;
    color: var(--rs-text);
  }
  .none {
    color: var(--rs-faint);
    font-style: italic;
  }
  ul {
    margin: auto 12px 12px;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  li {
    font-family: var(--rs-mono);
    font-size: 11px;
    padding: 2px 6px;
    border-radius: 4px;
    background: rgb(255 255 255 / 8%);
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
