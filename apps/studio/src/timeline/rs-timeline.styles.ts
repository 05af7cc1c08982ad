import { css } from 'lit';

/** Styles of `<rs-timeline>`. */
export const timelineStyles = css`
  :host {
    display: block;
    border-bottom: 1px solid var(--rs-border);
  }
  .timeline {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 6px 14px;
    font-size: 12.5px;
    color: var(--rs-muted);
  }
  .track {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 2px;
  }
  .legal {
    display: flex;
    min-width: 24px;
  }
  .legal input {
    flex: 1;
    min-width: 0;
  }
  .bad {
    padding: 1px 6px;
    border-radius: 999px;
    background: var(--rs-danger-bg);
    color: #fff;
    font-size: 11px;
    font-weight: 600;
    white-space: nowrap;
  }
  .dropped {
    height: 6px;
    border-radius: 3px;
    background: repeating-linear-gradient(45deg, var(--rs-danger-bg) 0 3px, transparent 3px 6px);
    opacity: 0.6;
  }
  .diverged {
    margin: 0 14px 8px;
    padding: 6px 10px;
    border-radius: var(--rs-radius);
    border: 1px solid var(--rs-danger-bg);
    background: color-mix(in srgb, var(--rs-danger-bg) 18%, transparent);
    color: var(--rs-text);
    font-size: 12.5px;
  }
  code {
    font-family: var(--rs-mono);
    color: var(--rs-danger);
  }
`;
