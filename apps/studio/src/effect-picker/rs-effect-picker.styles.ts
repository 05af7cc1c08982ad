import { css } from 'lit';

/** Styles of `<rs-effect-picker>`. */
export const effectPickerStyles = css`
  :host {
    display: block;
    position: relative;
  }
  label {
    display: grid;
    gap: 2px;
    font-size: 12px;
    color: var(--rs-muted);
  }
  input {
    width: 100%;
    box-sizing: border-box;
  }
  input:not(:focus) {
    font-family: var(--rs-mono);
  }
  [role='listbox'] {
    position: absolute;
    z-index: 20;
    left: 0;
    right: 0;
    top: 100%;
    margin-top: 2px;
    max-height: 340px;
    overflow-y: auto;
    background: var(--rs-panel);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    box-shadow: 0 8px 24px rgb(0 0 0 / 45%);
    padding: 4px;
  }
  .group-name {
    margin: 6px 6px 2px;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: var(--rs-faint);
  }
  [role='option'] {
    display: grid;
    gap: 1px;
    padding: 4px 6px;
    border-radius: 4px;
    cursor: pointer;
  }
  [role='option']:hover {
    background: var(--rs-hover);
  }
  [role='option'][aria-selected='true'] {
    background: var(--rs-selected);
    outline: 1px solid var(--rs-focus);
  }
  .name {
    font-family: var(--rs-mono);
    font-size: 12.5px;
    color: var(--rs-text);
  }
  /* One short description: two lines at most, the whole text in the option's tooltip. */
  .summary {
    font-size: 12px;
    color: var(--rs-muted);
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  code {
    font-family: var(--rs-mono);
    font-size: 11px;
    color: var(--rs-faint);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .empty {
    padding: 6px;
    font-size: 12px;
    color: var(--rs-muted);
  }
`;
