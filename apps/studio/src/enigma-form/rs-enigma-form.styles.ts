import { css } from 'lit';

/** Styles of `<rs-enigma-form>`. */
export const enigmaFormStyles = css`
  h3 {
    margin: 16px 0 6px;
    font-size: var(--rs-text-sm);
  }
  label {
    display: grid;
    gap: 3px;
    font-size: 12px;
    color: var(--rs-muted);
  }
  input,
  select,
  textarea {
    box-sizing: border-box;
    max-width: 100%;
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
    min-height: 4.5em;
    width: 100%;
  }
  .hint,
  .readonly {
    color: var(--rs-faint);
    font-size: 11.5px;
    font-weight: normal;
  }
  .readonly {
    margin: 0 0 8px;
  }
  .ok {
    color: var(--rs-muted);
    font-size: 12px;
    margin: 0 0 8px;
  }
  ul.problems {
    list-style: none;
    margin: 0 0 8px;
    padding: 6px 8px;
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    font-size: 12px;
    display: grid;
    gap: 4px;
  }
  ul.problems li.error {
    color: var(--rs-danger, #b3261e);
  }
  button.link {
    background: none;
    border: 0;
    padding: 0;
    color: inherit;
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
  }
  form.play,
  form.test {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 8px;
  }
  form.play input[name='seats'] {
    width: 4.5em;
  }
  form.test output {
    flex-basis: 100%;
    font-size: 12px;
    min-height: 1.2em;
  }
  ol.codes,
  ol.cards {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  form.code {
    display: grid;
    gap: 6px;
    padding: 6px 8px;
  }
  form.code .entry {
    display: flex;
    align-items: flex-end;
    gap: 8px;
  }
  form.code .entry button {
    white-space: nowrap;
  }
  form.code .entry label {
    flex: 1 1 auto;
    min-width: 0;
  }
  form.code select,
  form.code input {
    width: 100%;
    min-width: 0;
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
  }
  form.code .error {
    font-size: 12px;
    color: var(--rs-danger, #b3261e);
  }
  form.code .error:empty {
    display: none;
  }
  .state {
    font-size: 11.5px;
    font-weight: 600;
    padding: 2px 8px;
    border-radius: 999px;
    align-self: center;
    white-space: nowrap;
  }
  .state.set {
    background: color-mix(in srgb, #2e7d32 18%, transparent);
    color: #2e7d32;
  }
  .state.unset {
    background: color-mix(in srgb, #b26a00 18%, transparent);
    color: #b26a00;
  }
  .cards-head {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
  }
  .langs {
    display: flex;
    gap: 4px;
  }
  li.card {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    align-items: flex-start;
    padding: 8px;
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
  }
  li.card.missing {
    display: block;
    font-size: 12px;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 6px;
    min-width: 0;
    flex: 1 1 200px;
  }
  legend {
    font-size: 12px;
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
  fieldset input,
  fieldset select {
    width: 100%;
  }
  figure.preview {
    margin: 0;
    flex: 0 0 150px;
    aspect-ratio: 63 / 88;
    border-radius: 8px;
    border: 1px solid var(--rs-border);
    background: #fbf7ee;
    color: #2b2b2b;
    box-shadow: 0 1px 3px rgb(0 0 0 / 18%);
    overflow: hidden;
    display: flex;
    flex-direction: column;
    font-size: 11px;
  }
  figure.preview .band {
    background: #5b3f8c;
    color: #fff;
    font-weight: 600;
    padding: 5px 7px;
    display: flex;
    gap: 6px;
    align-items: baseline;
  }
  figure.preview .number {
    background: #fff;
    color: #5b3f8c;
    border-radius: 999px;
    padding: 0 5px;
    font-size: 10px;
  }
  figure.preview .image {
    margin: 6px 7px 0;
    padding: 10px 4px;
    border: 1px dashed #b9a98a;
    text-align: center;
    font-size: 10px;
    overflow-wrap: anywhere;
  }
  figure.preview img.image {
    display: block;
    width: calc(100% - 14px);
    max-height: 120px;
    object-fit: contain;
    padding: 0;
    border-style: solid;
    background: #fff;
  }
  .import-image input[type='file'] {
    font-size: var(--rs-text-sm);
  }
  figure.preview .clue {
    padding: 7px;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  figure.preview .empty {
    color: #8a8a8a;
    font-style: italic;
  }
`;
