import { css } from 'lit';

/** Styles of `<rs-pack-tests>`. */
export const packTestsStyles = css`
  :host {
    display: block;
    font-size: var(--rs-text-sm);
    border-top: 1px solid var(--rs-border);
    padding: 6px 0;
  }
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 0 12px;
  }
  .summary,
  .none {
    color: var(--rs-muted);
    padding: 2px 12px;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 2px 0;
    max-height: 40vh;
    overflow: auto;
  }
  .mark {
    flex: none;
    width: 1em;
  }
  .pass .mark {
    color: var(--rs-success);
  }
  .fail .mark,
  .reason,
  .problem {
    color: var(--rs-danger);
  }
  .reason {
    display: block;
    font-size: 12px;
  }
`;
