import { css } from 'lit';

/** Styles of `<rs-setup-form>`. */
export const setupFormStyles = css`
  :host {
    border-top: 1px solid var(--rs-border);
  }
  form {
    display: grid;
    gap: 8px;
  }
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
  .hint {
    color: var(--rs-faint);
    font-size: 12px;
  }
`;
