import { css } from 'lit';

/** Styles of `<rs-puzzle-form>`. */
export const puzzleFormStyles = css`
  label {
    display: grid;
    gap: 3px;
    font-size: 12px;
    color: var(--rs-muted);
    margin-bottom: 8px;
  }
  textarea {
    font: inherit;
    font-size: var(--rs-text-sm);
    color: var(--rs-text);
    background: var(--rs-bg);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 6px 8px;
    resize: vertical;
    min-height: 3.5em;
    width: 100%;
    box-sizing: border-box;
  }
  h3 {
    margin: 14px 0 6px;
    font-size: var(--rs-text-sm);
  }
  .hint,
  .readonly {
    color: var(--rs-faint);
    font-size: 11.5px;
  }
  .pattern,
  .board {
    display: grid;
    gap: 3px;
    width: max-content;
  }
  .pattern button {
    width: 46px;
    height: 46px;
    padding: 0;
    font-size: 10px;
    line-height: 1.1;
    border: 1px dashed var(--rs-border);
    border-radius: 4px;
    background: var(--rs-bg);
    color: var(--rs-muted);
    cursor: pointer;
    overflow: hidden;
  }
  .pattern button.set {
    border: 2px solid var(--rs-text);
    background: var(--tile, var(--rs-bg));
    color: #111;
    font-weight: 600;
  }
  .pattern button.anchor {
    outline: 2px solid var(--rs-accent, #6a5acd);
    outline-offset: 1px;
  }
  .pattern button.crossed {
    background: repeating-linear-gradient(45deg, #c33 0 3px, transparent 3px 9px);
    color: #fff;
    text-shadow: 0 0 2px #000;
  }
  .pattern button:disabled {
    cursor: default;
  }
  .axis {
    font-size: 10px;
    color: var(--rs-faint);
    display: grid;
    place-items: center;
  }
  .condition {
    font-size: var(--rs-text-sm);
    background: var(--rs-surface, transparent);
    border-left: 3px solid var(--rs-border);
    padding: 4px 8px;
    margin: 0;
  }
  .board div {
    width: 46px;
    height: 46px;
    box-sizing: border-box;
    border-radius: 4px;
    background: var(--tile, #ddd);
    color: #111;
    font-size: 9.5px;
    padding: 2px;
    overflow: hidden;
    border: 2px solid transparent;
    opacity: 0.55;
  }
  .board div.down {
    background: repeating-linear-gradient(135deg, #888 0 4px, #999 4px 8px);
    color: #fff;
  }
  .board div.empty {
    background: transparent;
    border: 1px dashed var(--rs-border);
  }
  .board div.holds {
    opacity: 1;
    border: 3px solid #f5c400;
    box-shadow:
      0 0 0 2px #000,
      0 0 8px #f5c400;
  }
  .problem {
    color: var(--rs-danger, #c33);
    font-size: 12px;
  }
`;
