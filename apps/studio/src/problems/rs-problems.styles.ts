import { css } from 'lit';

/** Styles of `<rs-problems>`. */
export const problemsStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-height: 0;
    font-size: var(--rs-text-sm);
  }
  header {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 6px 12px;
    border-bottom: 1px solid var(--rs-border);
  }
  .counts {
    display: flex;
    gap: 10px;
    color: var(--rs-muted);
  }
  .counts span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 2px 0;
    overflow: auto;
    flex: 1;
  }
  .where {
    font-family: var(--rs-mono);
    font-size: 12px;
    color: var(--rs-muted);
    white-space: nowrap;
  }
  .hint {
    color: var(--rs-muted);
  }
  .hint::before {
    content: '— ';
  }
  .error {
    color: var(--rs-danger);
  }
  .warning {
    color: var(--rs-warning);
  }
  .info {
    color: var(--rs-info);
  }
  .icon {
    align-self: center;
    flex: none;
  }
  .none {
    color: var(--rs-faint);
    padding: 8px 12px;
    margin: 0;
  }
`;
