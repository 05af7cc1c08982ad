import { css } from 'lit';

/** Styles of `<rs-behaviour-form>`. */
export const behaviourFormStyles = css`
  :host {
    padding: 0;
    margin-top: 14px;
  }
  h3 {
    margin: 6px 0 0;
    font-size: 12px;
    font-weight: 600;
    color: var(--rs-muted);
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 10px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .trigger {
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 8px;
    display: grid;
    gap: 6px;
  }
  .effects {
    padding-left: 10px;
    border-left: 2px solid var(--rs-border);
  }
  .effect {
    display: grid;
    gap: 4px;
  }
  .line {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: end;
    gap: 6px;
  }
  .params {
    display: grid;
    gap: 4px;
  }
  .param input {
    font-family: var(--rs-mono);
    font-size: 12px;
  }
  .hint {
    margin: 0;
    color: var(--rs-faint);
    font-size: 11.5px;
  }
`;
