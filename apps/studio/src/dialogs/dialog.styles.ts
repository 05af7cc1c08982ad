import { css } from 'lit';

/** Styles shared by the studio's modal dialogs. */
export const dialogStyles = css`
  dialog {
    background: var(--rs-panel);
    color: var(--rs-text);
    border: 1px solid var(--rs-border);
    border-radius: 10px;
    padding: 0;
    width: min(460px, calc(100vw - 32px));
    box-shadow: 0 20px 50px rgb(0 0 0 / 50%);
    font-family: var(--rs-font);
  }
  dialog::backdrop {
    background: rgb(5 7 10 / 65%);
  }
  form {
    display: grid;
    gap: 14px;
    padding: 20px 22px;
  }
  h2 {
    margin: 0;
    font-size: 17px;
  }
  p {
    margin: 0;
    color: var(--rs-muted);
    line-height: 1.45;
    font-size: var(--rs-text-md);
  }
  label {
    display: grid;
    gap: 5px;
    font-size: var(--rs-text-sm);
    color: var(--rs-muted);
  }
  fieldset {
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 8px 12px;
    margin: 0;
  }
  legend {
    font-size: var(--rs-text-sm);
    color: var(--rs-muted);
    padding: 0 4px;
  }
  fieldset label {
    display: flex;
    gap: 8px;
    align-items: center;
    color: var(--rs-text);
    padding: 3px 0;
  }
  .hint {
    font-size: 12px;
    color: var(--rs-faint);
  }
  .error {
    color: var(--rs-danger);
    font-size: var(--rs-text-sm);
    min-height: 1.2em;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 4px;
  }
`;
