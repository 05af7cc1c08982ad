import { css } from 'lit';

/** Styles of `<rs-pack-list>`. */
export const packListStyles = css`
  :host {
    display: block;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  button {
    width: 100%;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px 8px;
    text-align: left;
    padding: 7px 10px;
    background: transparent;
    border-color: transparent;
  }
  button[aria-current='true'] {
    background: var(--rs-selected);
    border-color: #3b5a8f;
  }
  .name {
    font-weight: 600;
    font-size: var(--rs-text-md);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    grid-column: 1 / -1;
    color: var(--rs-muted);
    font-family: var(--rs-mono);
    font-size: 12px;
  }
  .empty {
    color: var(--rs-faint);
    font-size: var(--rs-text-sm);
    margin: 4px 10px;
  }
`;
