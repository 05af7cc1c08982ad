import { css } from 'lit';

/** Styles of `<rs-preview>`. */
export const previewStyles = css`
  .tiles {
    display: grid;
    gap: 14px;
  }
`;
