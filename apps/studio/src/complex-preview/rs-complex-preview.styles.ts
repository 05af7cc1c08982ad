import { css } from 'lit';

/** Styles of `<rs-complex-preview>`. */
export const complexPreviewStyles = css`
  form {
    display: flex;
    gap: 8px;
    align-items: end;
    margin-bottom: 12px;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 12px;
    color: var(--rs-muted);
  }
  input {
    width: 80px;
  }
  .grid {
    display: grid;
    gap: 3px;
  }
  .cell {
    --tile: #8b93a1;
    aspect-ratio: 1;
    border-radius: 4px;
    padding: 3px;
    overflow: hidden;
    font-size: 9.5px;
    line-height: 1.15;
    color: #fff;
    background: color-mix(in srgb, var(--tile) 70%, #111);
    border: 1px solid color-mix(in srgb, var(--tile) 90%, #000);
    display: flex;
    flex-direction: column;
    justify-content: space-between;
  }
  .cell.down {
    background:
      repeating-linear-gradient(45deg, rgb(0 0 0 / 28%) 0 4px, transparent 4px 8px),
      color-mix(in srgb, var(--tile) 45%, #15171b);
    color: rgb(255 255 255 / 80%);
  }
  .cell.empty {
    background: transparent;
    border-style: dashed;
    border-color: var(--rs-border);
  }
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
  }
  .figure {
    background: rgb(0 0 0 / 55%);
    border-radius: 999px;
    padding: 0 4px;
    font-size: 9px;
  }
  .problems {
    color: var(--rs-danger);
    font-size: 12px;
    font-family: var(--rs-mono);
    white-space: pre-wrap;
    margin: 0;
  }
  .status {
    color: var(--rs-faint);
    font-size: 12px;
  }
  .packs {
    border: 0;
    padding: 0;
    margin: 0 0 12px;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    font-size: 12px;
    color: var(--rs-muted);
  }
  .packs legend {
    padding: 0;
    margin-bottom: 4px;
  }
  .packs .pack {
    display: flex;
    gap: 4px;
    align-items: center;
  }
  .packs input {
    width: auto;
  }
`;
