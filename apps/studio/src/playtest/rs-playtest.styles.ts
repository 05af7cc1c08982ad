// Styles of the Playtest dashboard: a large dialog, the batch form in a row,
// charts in a responsive grid, the heat map as the complex's grid.
import { css } from 'lit';

export const playtestStyles = css`
  :host {
    display: contents;
  }
  dialog {
    width: min(1200px, 94vw);
    height: 90vh;
    padding: 0;
    background: var(--rs-panel);
    color: var(--rs-text);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    font-family: var(--rs-font);
    font-size: var(--rs-text-md);
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 55%);
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 10px 16px;
    border-bottom: 1px solid var(--rs-border);
  }
  h2 {
    margin: 0;
    font-size: 16px;
  }
  h3 {
    margin: 18px 0 8px;
    font-size: 14px;
  }
  .body {
    overflow: auto;
    padding: 12px 16px 24px;
  }
  form.setup {
    display: flex;
    flex-wrap: wrap;
    gap: 10px 16px;
    align-items: flex-end;
  }
  label {
    display: inline-flex;
    flex-direction: column;
    gap: 3px;
    font-size: var(--rs-text-sm);
    color: var(--rs-muted);
  }
  label.check {
    flex-direction: row;
    align-items: center;
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 4px 10px 8px;
    margin: 0;
  }
  legend {
    font-size: var(--rs-text-sm);
    color: var(--rs-muted);
  }
  input,
  select {
    background: var(--rs-raised);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 4px 6px;
  }
  input[type='number'] {
    width: 7em;
  }
  .progress {
    display: flex;
    gap: 10px;
    align-items: center;
    margin: 12px 0;
  }
  progress {
    width: 280px;
    accent-color: var(--rs-accent-bg);
  }
  .error {
    color: var(--rs-danger);
    white-space: pre-wrap;
  }
  .summary {
    margin: 16px 0 8px;
    color: var(--rs-muted);
  }
  .summary strong {
    color: var(--rs-text);
  }
  .cancelled {
    color: var(--rs-warning) !important;
  }
  .sides {
    display: flex;
    gap: 6px;
    margin: 10px 0;
  }
  .sides button[aria-pressed='true'] {
    background: var(--rs-selected);
    border-color: var(--rs-accent);
  }
  .charts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(440px, 1fr));
    gap: 8px 24px;
    align-items: start;
  }
  figure.chart {
    margin: 8px 0;
  }
  figcaption {
    font-size: var(--rs-text-sm);
    font-weight: 600;
    margin-bottom: 4px;
  }
  svg {
    width: 100%;
    height: auto;
    font-size: 12px;
  }
  svg .grid {
    stroke: var(--rs-border);
  }
  svg .grid.zero {
    stroke: var(--rs-muted);
    stroke-width: 1.5;
  }
  svg .tick {
    fill: var(--rs-faint);
    font-size: 11px;
  }
  svg .label {
    fill: var(--rs-text);
  }
  svg .bar {
    fill: var(--rs-accent-bg);
  }
  svg .row:hover .bar,
  svg .bin:hover .bar {
    fill: var(--rs-accent);
  }
  svg .whisker {
    stroke: var(--rs-text);
    stroke-width: 1.5;
  }
  svg .dot {
    fill: var(--rs-accent);
  }
  .note,
  .muted {
    color: var(--rs-muted);
    font-size: var(--rs-text-sm);
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(var(--cols), minmax(70px, 110px));
    gap: 4px;
    margin-top: 8px;
  }
  .cell {
    min-height: 54px;
    border-radius: 4px;
    padding: 4px 6px;
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    font-size: 11px;
    color: #fff;
    border: 1px solid rgb(255 255 255 / 8%);
  }
  .cell strong {
    font-size: 13px;
  }
  .cell.empty {
    background: transparent;
    border-color: transparent;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: var(--rs-text-sm);
  }
  th,
  td {
    text-align: left;
    padding: 3px 8px;
    border-bottom: 1px solid var(--rs-border);
    vertical-align: top;
  }
  thead th {
    color: var(--rs-muted);
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  tr.differs {
    background: rgb(232 187 74 / 8%);
  }
  .row-actions {
    white-space: nowrap;
  }
  .row-actions button {
    padding: 2px 8px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
