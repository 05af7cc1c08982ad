import { css } from 'lit';

/** Styles of `<rs-room-form>`. */
export const roomFormStyles = css`
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 10px;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 12px;
    color: var(--rs-muted);
  }
  input,
  select,
  textarea {
    width: 100%;
    box-sizing: border-box;
  }
  textarea {
    font: inherit;
    font-size: var(--rs-text-sm);
    color: var(--rs-text);
    background: var(--rs-bg);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 6px 8px;
    resize: vertical;
    min-height: 3.6em;
  }
  .names {
    display: grid;
    gap: 10px;
  }
  .add-language {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: end;
    gap: 8px;
  }
  .row {
    display: grid;
    grid-template-columns: 1fr 90px;
    gap: 8px;
  }
  .hint {
    color: var(--rs-faint);
    font-size: 11.5px;
  }
  .readonly {
    color: var(--rs-faint);
    font-size: 12px;
    margin: 0 0 8px;
  }
`;
