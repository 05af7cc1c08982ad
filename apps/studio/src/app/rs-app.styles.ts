import { css } from 'lit';

/** Styles of the studio shell. */
export const appStyles = css`
  :host {
    display: grid;
    grid-template-columns: 300px minmax(0, 1fr);
    grid-template-rows: 48px minmax(0, 1fr) 200px;
    grid-template-areas:
      'top top'
      'side main'
      'side problems';
    height: 100vh;
    background: var(--rs-bg);
    color: var(--rs-text);
    font-family: var(--rs-font);
    font-size: var(--rs-text-md);
  }
  .top {
    grid-area: top;
    display: flex;
    align-items: center;
    gap: 14px;
    padding: 0 16px;
    background: var(--rs-panel);
    border-bottom: 1px solid var(--rs-border);
  }
  h1 {
    white-space: nowrap;
    font-size: 16px;
    margin: 0;
    letter-spacing: 0.01em;
  }
  .tagline {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: var(--rs-muted);
    font-size: var(--rs-text-sm);
  }
  .status {
    flex: none;
    white-space: nowrap;
    margin-left: auto;
    color: var(--rs-muted);
    font-size: var(--rs-text-sm);
  }
  .status[data-status='failed'] {
    color: var(--rs-danger);
  }
  .notice {
    flex: 0 1 auto;
    min-width: 0;
    color: var(--rs-text);
    font-size: var(--rs-text-sm);
    max-width: 50%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  aside {
    grid-area: side;
    position: relative;
    display: flex;
    flex-direction: column;
    min-height: 0;
    overflow: auto;
    background: var(--rs-panel);
    border-right: 1px solid var(--rs-border);
  }
  aside.dropping {
    outline: 2px dashed var(--rs-accent);
    outline-offset: -6px;
  }
  section {
    padding: 10px 8px;
  }
  section + section {
    border-top: 1px solid var(--rs-border);
  }
  .section-head {
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 0 2px 8px 10px;
    flex-wrap: wrap;
  }
  h2 {
    flex: 1;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .tools button {
    white-space: nowrap;
  }
  .pack-head .section-head {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 8px;
    padding-bottom: 0;
  }
  .pack-head h2 {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .tools button {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    padding: 4px 8px;
    font-size: 12px;
  }
  .drop-hint {
    margin: auto 12px 12px;
    padding: 10px;
    border: 1px dashed var(--rs-border);
    border-radius: var(--rs-radius);
    color: var(--rs-faint);
    font-size: 12px;
    text-align: center;
  }
  .layout-switch {
    display: inline-flex;
    flex: none;
    margin-left: auto;
  }
  .layout-switch + .status {
    margin-left: 0;
  }
  .layout-switch button {
    padding: 3px 10px;
    font-size: 12px;
    border-radius: 0;
  }
  .layout-switch button:first-child {
    border-radius: var(--rs-radius) 0 0 var(--rs-radius);
  }
  .layout-switch button:last-child {
    border-radius: 0 var(--rs-radius) var(--rs-radius) 0;
  }
  .layout-switch button + button {
    margin-left: -1px;
  }
  .layout-switch button[aria-pressed='true'] {
    background: var(--rs-selected);
    border-color: var(--rs-accent);
    color: var(--rs-text);
    position: relative;
  }
  .resolve {
    flex: none;
    padding: 3px 10px;
    font-size: 12px;
    border-color: var(--rs-warning);
    color: var(--rs-warning);
  }
  .status[data-status='conflict'] {
    color: var(--rs-warning);
  }
  main {
    grid-area: main;
    display: flex;
    min-height: 0;
    min-width: 0;
  }
  .editor-pane {
    flex: 1;
    display: flex;
    flex-direction: column;
    min-height: 0;
    min-width: 0;
    container: editor-pane / inline-size;
  }
  .editor-pane[hidden] {
    display: none;
  }
  main.split .editor-pane {
    flex: 0 0 calc(var(--editor-share) - 4px);
  }
  .divider {
    flex: none;
    width: 8px;
    cursor: col-resize;
    touch-action: none;
    background: linear-gradient(var(--rs-border), var(--rs-border)) center / 2px 100% no-repeat;
  }
  .divider:hover,
  .divider:focus-visible {
    background-image: linear-gradient(var(--rs-accent), var(--rs-accent));
    outline: none;
  }
  .editor-bar {
    display: flex;
    align-items: center;
    gap: 10px;
    height: 34px;
    flex: none;
    padding: 0 14px;
    white-space: nowrap;
    overflow: hidden;
    border-bottom: 1px solid var(--rs-border);
    font-family: var(--rs-mono);
    font-size: 12.5px;
    color: var(--rs-muted);
  }
  .editor-bar strong {
    color: var(--rs-text);
    font-weight: 500;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .editor-bar > * {
    flex: none;
  }
  .editor-bar > strong {
    flex: 0 1 auto;
  }
  rs-sandbox {
    flex: 1;
    min-height: 0;
    min-width: 0;
  }
  main.split rs-sandbox {
    border-left: 1px solid var(--rs-border);
  }
  .editor-bar .to-sandbox {
    margin-left: auto;
    font-family: var(--rs-font);
    border-color: var(--rs-accent);
    color: var(--rs-accent);
    padding: 2px 10px;
    font-size: 12.5px;
  }
  .work {
    flex: 1;
    min-height: 0;
    display: flex;
    position: relative;
  }
  /* The first screen covers the empty editor until a file is open. */
  .work rs-welcome {
    position: absolute;
    inset: 0;
  }
  ::slotted(rs-code-editor) {
    flex: 1;
    min-width: 0;
  }
  .side {
    flex: none;
    width: 300px;
    overflow: auto;
    border-left: 1px solid var(--rs-border);
    background: var(--rs-panel);
  }
  .side rs-room-form {
    border-top: 1px solid var(--rs-border);
  }
  /* A narrow editor pane (side by side with the game): the form and preview go under the JSON. */
  @container editor-pane (max-width: 720px) {
    .work {
      flex-direction: column;
    }
    ::slotted(rs-code-editor) {
      min-height: 0;
    }
    .side {
      width: auto;
      height: 45%;
      border-left: 0;
      border-top: 1px solid var(--rs-border);
    }
  }
  @media (max-width: 999px) {
    :host {
      grid-template-columns: 240px minmax(0, 1fr);
    }
    .tagline {
      display: none;
    }
  }
  .problems {
    grid-area: problems;
    display: flex;
    flex-direction: column;
    min-height: 0;
    background: var(--rs-panel);
    border-top: 1px solid var(--rs-border);
  }
  rs-problems {
    flex: 1;
  }
`;
