import { css } from 'lit';

/** Styles of `<rs-state-inspector>`. */
export const stateInspectorStyles = css`
  :host {
    display: block;
    font-size: 12.5px;
  }
  summary {
    cursor: pointer;
    color: var(--rs-muted);
    padding: 2px 0;
  }
  .part {
    margin-left: 12px;
  }
  .size {
    color: var(--rs-faint);
    font-family: var(--rs-mono);
    font-size: 11.5px;
  }
  pre {
    margin: 4px 0 8px;
    padding: 6px 8px;
    max-height: 320px;
    overflow: auto;
    background: var(--rs-bg);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    font-family: var(--rs-mono);
    font-size: 11.5px;
  }
`;
