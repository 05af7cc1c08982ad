import { css } from 'lit';

/** Styles of `<rs-file-tree>`. */
export const fileTreeStyles = css`
  :host {
    display: block;
    font-size: var(--rs-text-sm);
  }
  summary {
    cursor: pointer;
    padding: 3px 10px;
    border-radius: var(--rs-radius);
    margin: 8px 0 2px;
    list-style-position: inside;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--rs-muted);
  }
  summary:hover {
    color: var(--rs-text);
  }
  summary .n {
    color: var(--rs-faint);
    font-weight: 400;
    margin-left: 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
  }
  .file {
    flex: 1;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: 6px;
    text-align: left;
    background: transparent;
    border-color: transparent;
    font-family: var(--rs-mono);
    font-size: 12.5px;
    padding: 4px 10px;
  }
  .file span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .file[aria-current='true'] {
    background: var(--rs-selected);
  }
  .count {
    margin-left: auto;
    color: var(--rs-danger);
    font-family: var(--rs-font);
    font-size: 11px;
  }
  li {
    position: relative;
  }
  .delete {
    position: absolute;
    right: 4px;
    opacity: 0;
    padding: 3px 6px;
    color: var(--rs-muted);
  }
  li:hover .delete,
  .delete:focus-visible {
    opacity: 1;
  }
  li:hover .count {
    visibility: hidden;
  }
  .icon {
    flex: none;
    color: var(--rs-faint);
  }
  .thumb {
    width: 20px;
    height: 20px;
    object-fit: cover;
    border-radius: 3px;
    flex: none;
  }
`;
