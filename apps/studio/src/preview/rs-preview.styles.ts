import { css } from 'lit';

/** Styles of `<rs-preview>`. */
export const previewStyles = css`
  :host {
    display: block;
    padding: 12px 14px;
  }
  h2 {
    margin: 0 0 10px;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--rs-muted);
  }
  .tiles {
    display: grid;
    gap: 14px;
  }
`;
