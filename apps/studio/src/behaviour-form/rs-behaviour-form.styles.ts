import { css } from 'lit';

/** Styles of `<rs-behaviour-form>`. */
export const behaviourFormStyles = css`
  :host {
    padding: 0;
    margin-top: 14px;
  }
  h3 {
    margin: 6px 0 0;
    font-size: 12px;
    font-weight: 600;
    color: var(--rs-muted);
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 10px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .trigger {
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 8px;
    display: grid;
    gap: 6px;
  }
  /* An effect list and its "Add effect": indented, with a rule down its left. */
  .effects {
    display: grid;
    gap: 6px;
    padding-left: 10px;
    border-left: 2px solid var(--rs-border);
  }
  .effects > .add-record {
    justify-self: start;
  }
  .effects .effects {
    border-left-color: var(--rs-accent-bg, var(--rs-border));
  }
  .effect {
    display: grid;
    gap: 4px;
  }
  .line {
    display: grid;
    grid-template-columns: 1fr;
    grid-auto-flow: column;
    grid-auto-columns: auto;
    align-items: end;
    gap: 4px;
  }
  button.icon {
    padding: 5px 6px;
    min-width: 26px;
  }
  /* A nested effect list (then, else, run, an option's do): indented under its name. */
  fieldset.nested {
    gap: 6px;
    margin-top: 2px;
  }
  fieldset.nested > legend {
    padding: 0;
    margin-bottom: 4px;
    font-size: 12px;
    font-weight: 600;
    color: var(--rs-muted);
  }
  fieldset.nested > legend .hint {
    font-weight: 400;
    margin-left: 4px;
  }
  .record {
    display: grid;
    gap: 4px;
    padding: 6px;
    border: 1px dashed var(--rs-border);
    border-radius: var(--rs-radius);
  }
  .item-name {
    font-size: 12px;
    color: var(--rs-muted);
    align-self: center;
  }
  .params {
    display: grid;
    gap: 4px;
  }
  .param input {
    font-family: var(--rs-mono);
    font-size: 12px;
  }
  .hint {
    margin: 0;
    color: var(--rs-faint);
    font-size: 11.5px;
  }
  /* A selector or expression built with pickers, its JSON one toggle away. */
  .builder {
    display: grid;
    gap: 3px;
  }
  .builder-head {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 6px;
    font-size: 12px;
    color: var(--rs-muted);
  }
  button.small {
    padding: 1px 6px;
    font-size: 11px;
  }
  /* The whole effect in words, as the tile will print it: follows every pick. */
  .effect-text {
    margin: 2px 0 0;
    padding: 4px 6px;
    font-size: 12px;
    color: var(--rs-text);
    background: var(--rs-bg);
    border-radius: 4px;
  }
  /* A list of ids: each a chip with its ✕, then the field that adds one. */
  ul.chips {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  ul.chips:empty {
    display: none;
  }
  li.chip {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 0 0 0 6px;
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    font-family: var(--rs-mono, monospace);
    font-size: 12px;
  }
  .hint.problem {
    color: var(--rs-warning);
  }
`;
