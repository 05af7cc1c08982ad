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
  .hint {
    color: var(--rs-faint);
    font-size: 12px;
  }
`;
