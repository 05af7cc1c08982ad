// `<rs-problems>`: every problem of the workspace, one row each. Activating a
// row (click, Enter or Space) fires `rs-file-open` at the problem's position.
import { LitElement, html, nothing } from 'lit';
import { compareProblems, countProblems, type Problem } from '../diagnostics/problem.ts';
import { FileOpenEvent } from '../events/file-open-event.ts';
import { errorIcon, infoIcon, warningIcon } from '../theme/icons.ts';
import { controls, sectionHeading, listRows } from '../theme/theme.ts';
import { problemsStyles } from './rs-problems.styles.ts';

const icons = { error: errorIcon, warning: warningIcon, info: infoIcon };

/** `<rs-problems>`: the Problems panel. */
export class RsProblems extends LitElement {
  static override styles = [controls, sectionHeading, listRows, problemsStyles];
  static override properties = { problems: { attribute: false } };
  declare problems: readonly Problem[];

  constructor() {
    super();
    this.problems = [];
  }

  override render() {
    const counts = countProblems(this.problems);
    const sorted = [...this.problems].sort(compareProblems);
    return html`<header>
        <h2 id="problems-heading">Problems</h2>
        <div class="counts" aria-live="polite">
          <span class="error">${errorIcon()} ${counts.error}<span class="visually-hidden">errors</span></span>
          <span class="warning">${warningIcon()} ${counts.warning}<span class="visually-hidden">warnings</span></span>
        </div>
      </header>
      ${sorted.length === 0
        ? html`<p class="none">No problems found.</p>`
        : html`<ul aria-labelledby="problems-heading" data-testid="problems">
            ${sorted.map(
              (p) =>
                html`<li data-severity=${p.severity} data-file="${p.packId}/${p.path}" data-line=${p.line}>
                  <button @click=${() => this.dispatchEvent(new FileOpenEvent(p))}>
                    <span class=${p.severity}>${icons[p.severity](p.severity)}</span>
                    <span class="where">${p.packId}/${p.path}:${p.line}:${p.column}</span>
                    <span class="message">${p.message}</span>
                    ${p.hint ? html`<span class="hint">${p.hint}</span>` : nothing}
                  </button>
                </li>`,
            )}
          </ul>`}`;
  }
}
