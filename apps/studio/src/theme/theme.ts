// The studio's design tokens and shared control styles. Tokens are custom
// properties on the shell's host; they inherit through every shadow root.
import { css } from 'lit';

/** Colours, type and spacing of the dark theme. */
export const tokens = css`
  :host {
    --rs-bg: #14161a;
    --rs-panel: #1a1d23;
    --rs-raised: #232830;
    --rs-hover: #2a303a;
    --rs-selected: #2b3a55;
    --rs-border: #2e333d;
    --rs-text: #e6e8ec;
    --rs-muted: #a0a8b6;
    --rs-faint: #6f7785;
    --rs-accent: #7cb0ff;
    --rs-accent-bg: #2f6fd6;
    --rs-danger: #ff8a80;
    --rs-danger-bg: #b3362c;
    --rs-warning: #e8bb4a;
    --rs-info: #7fc4ff;
    --rs-success: #7ddc8a;
    --rs-focus: #8ab8ff;
    --rs-radius: 6px;
    --rs-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    --rs-mono: ui-monospace, 'SFMono-Regular', 'JetBrains Mono', Menlo, Consolas, monospace;
    --rs-text-sm: 13px;
    --rs-text-md: 14px;
  }
`;

/** Buttons, inputs and focus rings shared by every component. */
export const controls = css`
  button,
  input,
  select {
    font: inherit;
    font-size: var(--rs-text-sm);
    color: var(--rs-text);
  }
  button {
    background: var(--rs-raised);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 5px 10px;
    cursor: pointer;
    line-height: 1.3;
  }
  button:hover {
    background: var(--rs-hover);
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  button.primary {
    background: var(--rs-accent-bg);
    border-color: var(--rs-accent-bg);
    color: #fff;
  }
  button.danger {
    background: var(--rs-danger-bg);
    border-color: var(--rs-danger-bg);
    color: #fff;
  }
  button.quiet {
    background: transparent;
    border-color: transparent;
  }
  button.quiet:hover {
    background: var(--rs-hover);
  }
  input,
  select {
    background: var(--rs-bg);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 6px 8px;
  }
  :focus-visible {
    outline: 2px solid var(--rs-focus);
    outline-offset: 1px;
  }
  .badge {
    display: inline-flex;
    align-items: center;
    gap: 3px;
    font-size: 11px;
    padding: 1px 6px;
    border-radius: 999px;
    border: 1px solid var(--rs-border);
    color: var(--rs-muted);
    white-space: nowrap;
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

/** The small uppercase heading (`h2`) of every panel and sidebar section. */
export const sectionHeading = css`
  h2 {
    margin: 0;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--rs-muted);
  }
`;

/** A side panel section: padded block with a section heading above its content. */
export const panelSection = css`
  ${sectionHeading}
  :host {
    display: block;
    padding: 12px 14px;
  }
  h2 {
    margin: 0 0 10px;
  }
`;

/** Form fields stacked under their labels, filling the panel's width. */
export const stackedFields = css`
  label {
    display: grid;
    gap: 3px;
    font-size: 12px;
    color: var(--rs-muted);
  }
  input,
  select {
    width: 100%;
    box-sizing: border-box;
  }
`;

/** Rows of a panel's list: full-width flat buttons, highlighted under the pointer. */
export const listRows = css`
  li button {
    width: 100%;
    display: flex;
    align-items: baseline;
    gap: 8px;
    text-align: left;
    background: transparent;
    border: 0;
    border-radius: 0;
    padding: 3px 12px;
  }
  li button:hover {
    background: var(--rs-hover);
  }
`;
