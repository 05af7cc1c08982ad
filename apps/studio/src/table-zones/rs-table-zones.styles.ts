import { css } from 'lit';

/** Styles of `<rs-table-zones>`. */
export const tableZonesStyles = css`
  :host {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
    gap: 12px;
    font-size: 12px;
  }
  .area[data-seat=''] {
    grid-column: 1 / -1;
  }
  .area {
    border: 1px solid var(--rs-border);
    border-radius: 8px;
    background: var(--rs-panel);
    padding: 8px 10px 10px;
  }
  .area[data-seat=''] {
    background: color-mix(in srgb, var(--rs-panel) 80%, #1f3a2c);
  }
  h3 {
    margin: 0 0 8px;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--rs-muted);
  }
  .zones {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 8px;
  }
  .zone {
    min-width: 120px;
    padding: 6px 8px 8px;
    border-radius: 6px;
    background: var(--rs-bg);
    border: 1px solid var(--rs-border);
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .zone.set,
  .zone.hand {
    flex: 1 1 260px;
  }
  .zone.target {
    border-color: var(--rs-accent);
    box-shadow: 0 0 0 1px var(--rs-accent);
  }
  header {
    display: flex;
    align-items: center;
    gap: 6px;
    flex-wrap: wrap;
  }
  .name {
    font-weight: 600;
    color: var(--rs-text);
    font-family: var(--rs-mono);
  }
  .kind {
    color: var(--rs-faint);
  }
  .count {
    margin-left: auto;
    min-width: 18px;
    text-align: center;
    padding: 0 6px;
    border-radius: 999px;
    background: var(--rs-raised);
    color: var(--rs-text);
    font-variant-numeric: tabular-nums;
  }
  .closed,
  .empty {
    margin: 0;
    padding: 8px;
    border: 1px dashed var(--rs-border);
    border-radius: 6px;
    color: var(--rs-faint);
    text-align: center;
  }
  .closed {
    background: repeating-linear-gradient(45deg, rgb(255 255 255 / 4%) 0 6px, transparent 6px 12px);
  }
  .pile {
    --depth: 0;
    align-self: flex-start;
    margin: 0 calc(var(--depth) * 3px) calc(var(--depth) * 3px) 0;
  }
  .pile .card {
    box-shadow:
      3px 3px 0 -1px var(--rs-bg),
      3px 3px 0 0 var(--rs-border),
      6px 6px 0 -1px var(--rs-bg),
      6px 6px 0 0 var(--rs-border);
  }
  .spread {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .strip {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    max-width: 200px;
  }
  .card {
    --tile: #4a5260;
    font: inherit;
    text-align: left;
    position: relative;
    width: 92px;
    height: 128px;
    padding: 6px;
    border-radius: 7px;
    color: #fff;
    border: 1px solid color-mix(in srgb, var(--tile) 80%, #000);
    background: color-mix(in srgb, var(--tile) 22%, #15171b);
    display: flex;
    flex-direction: column;
    gap: 6px;
    overflow: hidden;
  }
  .card strong {
    margin: -6px -6px 0;
    padding: 4px 6px;
    background: var(--tile);
    font-size: 11.5px;
    line-height: 1.15;
  }
  .card .picture {
    width: 100%;
    max-height: 52px;
    object-fit: contain;
    border-radius: 3px;
    background: rgb(255 255 255 / 8%);
  }
  .card small {
    font-size: 10px;
    line-height: 1.25;
    color: rgb(255 255 255 / 80%);
    display: -webkit-box;
    -webkit-line-clamp: 5;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .card.full.face.down::after {
    content: 'face down';
    position: absolute;
    right: 4px;
    bottom: 3px;
    font-size: 9px;
    color: rgb(255 255 255 / 55%);
  }
  .card.back {
    background:
      repeating-linear-gradient(45deg, rgb(255 255 255 / 7%) 0 5px, transparent 5px 10px),
      linear-gradient(160deg, #2d3442, #1b2029);
    border-color: #3d4656;
    align-items: center;
    justify-content: center;
  }
  .back-mark {
    font-size: 26px;
    color: rgb(255 255 255 / 22%);
    font-weight: 700;
  }
  .card.mini {
    width: 14px;
    height: 20px;
    padding: 0;
    border-radius: 3px;
    background: var(--tile);
    box-shadow: none;
  }
  .card.mini::after {
    content: none;
  }
  .card.mini.back {
    background: repeating-linear-gradient(45deg, rgb(255 255 255 / 12%) 0 3px, transparent 3px 6px), #262c37;
  }
  .card.target {
    cursor: pointer;
    outline: 2px solid var(--rs-accent);
    outline-offset: 1px;
  }
  .card.target:hover,
  .card.target:focus-visible {
    outline-color: var(--rs-focus);
    transform: translateY(-2px);
  }
  .figures {
    margin-top: auto;
    display: flex;
    flex-wrap: wrap;
  }
  .figure {
    background: rgb(0 0 0 / 55%);
    color: #fff;
    border-radius: 999px;
    padding: 0 6px;
    font-size: 10px;
    margin: 1px;
  }
  .in-zone .figure {
    background: var(--rs-selected);
    font-size: 11.5px;
    padding: 2px 8px;
  }
  .zone-pick {
    font: inherit;
    cursor: pointer;
    padding: 4px 8px;
    border-radius: var(--rs-radius);
    border: 1px solid var(--rs-accent);
    background: var(--rs-accent-bg);
    color: #fff;
  }
`;
