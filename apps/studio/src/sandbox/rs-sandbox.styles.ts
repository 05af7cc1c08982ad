import { css } from 'lit';

/** Styles of `<rs-sandbox>`. */
export const sandboxStyles = css`
  :host {
    display: block;
    height: 100%;
    min-height: 0;
    container: sandbox / inline-size;
  }
  :host([hidden]) {
    display: none;
  }
  .frame {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-rows: auto auto minmax(0, 1fr);
    height: 100%;
    min-height: 0;
  }
  .bar {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
    padding: 8px 14px;
    border-bottom: 1px solid var(--rs-border);
    font-size: var(--rs-text-sm);
    color: var(--rs-muted);
  }
  .bar strong {
    color: var(--rs-text);
    font-family: var(--rs-mono);
  }
  .bar .spacer {
    flex: 1;
  }
  rs-timeline {
    grid-column: 1 / -1;
  }
  rs-table-zones {
    margin-top: 14px;
    max-width: 980px;
  }
  .cell.target {
    font: inherit;
    font-size: 11px;
    text-align: left;
    cursor: pointer;
    outline: 2px solid var(--rs-accent);
    outline-offset: 1px;
  }
  .cell.target:hover,
  .cell.target:focus-visible {
    outline-color: var(--rs-focus);
  }
  rs-state-inspector {
    margin-top: 14px;
  }
  .board {
    padding: 14px;
    overflow: auto;
  }
  .grid {
    display: grid;
    gap: 4px;
    max-width: 560px;
  }
  .cell {
    --tile: #8b93a1;
    aspect-ratio: 1;
    border-radius: 6px;
    padding: 4px;
    font-size: 11px;
    color: #fff;
    background: color-mix(in srgb, var(--tile) 70%, #111);
    border: 1px solid color-mix(in srgb, var(--tile) 90%, #000);
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    overflow: hidden;
  }
  .cell.down {
    background:
      repeating-linear-gradient(45deg, rgb(0 0 0 / 28%) 0 4px, transparent 4px 8px),
      color-mix(in srgb, var(--tile) 45%, #15171b);
  }
  .cell.hidden {
    --tile: #3a404b;
  }
  .seat-mode {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .cell.empty {
    background: transparent;
    border: 1px dashed var(--rs-border);
  }
  .figure {
    background: rgb(0 0 0 / 55%);
    border-radius: 999px;
    padding: 0 5px;
    font-size: 10px;
    margin: 1px;
  }
  .figure.neutral {
    background: color-mix(in srgb, #d33f6a 55%, #000);
    border-radius: 3px;
  }
  .markers {
    display: flex;
    gap: 3px;
    font-size: 11px;
  }
  .marker {
    padding: 0 4px;
    border-radius: 3px;
    background: color-mix(in srgb, #d9a413 45%, #000);
    color: #fff;
  }
  .panel {
    border-left: 1px solid var(--rs-border);
    background: var(--rs-panel);
    display: flex;
    flex-direction: column;
    min-height: 0;
    overflow: auto;
  }
  section.tokens {
    flex: none;
  }
  section {
    padding: 12px 14px;
  }
  section + section {
    border-top: 1px solid var(--rs-border);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--rs-muted);
  }
  .prompt {
    margin: 0 0 8px;
  }
  .seat {
    margin: 8px 0 4px;
    font-size: 12px;
    color: var(--rs-muted);
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .log {
    flex: 1;
    overflow: auto;
    min-height: 160px;
  }
  ol {
    margin: 0;
    padding-left: 22px;
    font-size: 12.5px;
    line-height: 1.5;
  }
  .problems {
    margin: 0 0 12px;
    color: var(--rs-danger);
    font-family: var(--rs-mono);
    font-size: 12px;
    white-space: pre-wrap;
  }
  .pieces {
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 12.5px;
    display: grid;
    gap: 2px;
  }
  .pieces li[data-status='eliminated'] strong {
    text-decoration: line-through;
    color: var(--rs-danger);
  }
  .status.eliminated {
    color: var(--rs-danger);
    font-weight: 600;
  }
  .status.escaped {
    color: var(--rs-accent);
  }
  .result {
    color: var(--rs-warning);
    font-weight: 600;
  }
  /* Beside the editor: a narrower decision panel, then everything in one scrolling column. */
  @container sandbox (max-width: 760px) {
    .frame {
      grid-template-columns: minmax(0, 1fr) 250px;
    }
  }
  @container sandbox (max-width: 520px) {
    .frame {
      display: flex;
      flex-direction: column;
      overflow: auto;
    }
    .frame > * {
      flex: none;
    }
    .panel {
      display: contents;
    }
    .panel section {
      flex: none;
      background: var(--rs-panel);
      border-top: 1px solid var(--rs-border);
    }
    .bar,
    rs-timeline {
      order: -2;
    }
    .panel section.decision {
      order: -1;
    }
    .log ol {
      max-height: 220px;
      overflow: auto;
    }
    .board {
      overflow: visible;
    }
  }
  .eyes {
    margin: 0 0 10px;
    padding: 6px 10px;
    border-radius: 6px;
    font-size: var(--rs-text-sm);
    border: 1px solid var(--rs-border);
  }
  .eyes.omniscient {
    border-color: var(--rs-accent);
    font-weight: 600;
  }
  .roles {
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: var(--rs-text-sm);
  }
  .role.hidden {
    color: var(--rs-muted);
    font-style: italic;
  }
  .seat.other {
    color: var(--rs-muted);
  }
`;
