import { css } from 'lit';

/** Styles the character and card forms add to the room form's. */
export const entityFormStyles = css`
  fieldset.group {
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 8px 10px 10px;
  }
  legend {
    font-size: 12px;
    color: var(--rs-muted);
    padding: 0 4px;
  }
  .kit-row,
  .add-kit {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: end;
    gap: 8px;
  }
  .add-kit {
    grid-template-columns: minmax(0, 1fr) 64px auto;
  }
  .words {
    margin: 0;
    font-size: 12px;
    line-height: 1.4;
    color: var(--rs-muted);
    background: rgb(255 255 255 / 5%);
    border-radius: 4px;
    padding: 4px 6px;
  }
`;
