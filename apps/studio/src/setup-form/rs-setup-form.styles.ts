import { css } from 'lit';

/** Styles of `<rs-setup-form>`. */
export const setupFormStyles = css`
  :host {
    display: block;
    padding: 12px 14px;
    border-top: 1px solid var(--rs-border);
  }
  h2 {
    margin: 0 0 10px;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--rs-muted);
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
