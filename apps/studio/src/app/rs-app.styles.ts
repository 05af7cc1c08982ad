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
    font-size: 16px;
    margin: 0;
    letter-spacing: 0.01em;
  }
  .tagline {
    color: var(--rs-muted);
    font-size: var(--rs-text-sm);
  }
  .status {
    margin-left: auto;
    color: var(--rs-muted);
    font-size: var(--rs-text-sm);
  }
  .status[data-status='failed'] {
    color: var(--rs-danger);
  }
  .notice {
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
    gap: 4px;
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
  main {
    grid-area: main;
    display: flex;
    flex-direction: column;
    min-height: 0;
    min-width: 0;
  }
  .editor-bar {
    display: flex;
    align-items: center;
    gap: 10px;
    height: 34px;
    padding: 0 14px;
    border-bottom: 1px solid var(--rs-border);
    font-family: var(--rs-mono);
    font-size: 12.5px;
    color: var(--rs-muted);
  }
  .editor-bar strong {
    color: var(--rs-text);
    font-weight: 500;
  }
  rs-sandbox {
    flex: 1;
    min-height: 0;
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
