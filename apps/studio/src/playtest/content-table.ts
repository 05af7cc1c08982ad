// The per-content table ("What fired") and a game's why trace, as the
// Playtest dashboard draws them — shared with the remote playtest panel
// (`../invite`), which shows a played session's analytics the same way.
import { css, html, nothing, type TemplateResult } from 'lit';
import type { ContentRow, WhyTrace } from '@roomsmith/sim';
import { sortContent, type ContentSort } from './chart-data.ts';
import { withInterval } from './playtest-format.ts';

/** What the table needs besides its rows. */
export interface ContentTableOptions {
  sortBy: ContentSort;
  onSort: (by: ContentSort) => void;
  /** A definition's display name. */
  name: (id: string) => string;
  /** Content that could fire and never did. */
  neverFired?: readonly string[];
}

/** The per-content table: fired, deaths, share of games it fired in and decided, sortable by column. */
export function contentTable(rows: readonly ContentRow[], o: ContentTableOptions): TemplateResult {
  const never = o.neverFired ?? [];
  return html`<section class="content" aria-labelledby="content-heading">
    <h3 id="content-heading">What fired</h3>
    <table class="content-table" data-testid="content-table">
      <thead>
        <tr>
          ${(
            [
              ['content', 'Content'],
              ['fired', 'Fired / game'],
              ['deaths', 'Deaths / game'],
              ['games', 'In games'],
              ['decided', 'Decided games'],
            ] as const
          ).map(
            ([key, label]) =>
              html`<th
                scope="col"
                aria-sort=${o.sortBy === key ? (key === 'content' ? 'ascending' : 'descending') : 'none'}
              >
                <button class="sort" @click=${() => o.onSort(key)}>${label}</button>
              </th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${sortContent(rows, o.sortBy, o.name).map(
          (c) =>
            html`<tr data-content=${c.content}>
              <th scope="row" title=${c.content}>${o.name(c.content)}</th>
              <td>${c.firedPerGame.toFixed(2)}</td>
              <td>${c.deathsPerGame.toFixed(2)}</td>
              <td>${withInterval(c.gamesShare)}</td>
              <td>${withInterval(c.decidedShare)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${never.length
      ? html`<details class="never">
          <summary>Never fired (${never.length})</summary>
          <p>${never.map(o.name).join(', ')}</p>
        </details>`
      : nothing}
  </section>`;
}

/** A game's why traces: each death, escape and the ending, with the chain of caused events up to it. */
export function whyTraceList(traces: readonly WhyTrace[], label: string): TemplateResult {
  return html`<div class="trace" aria-label=${label}>
    ${traces.map(
      (t) =>
        html`<p><strong>${t.what}</strong> of ${t.subject || 'the game'} at step ${t.step}</p>
          <ol>
            ${t.chain.map(
              (link) =>
                html`<li>
                  <code>${link.type}</code> ${link.text}
                  ${link.def
                    ? html`<span class="muted">(${link.def}${link.path ? ` ${link.path}` : ''})</span>`
                    : nothing}
                </li>`,
            )}
          </ol>`,
    )}
  </div>`;
}

/** The table's and trace's styles, for a component other than the dashboard (which has them in its own sheet). */
export const contentTableStyles = css`
  .content-table {
    border-collapse: collapse;
    width: 100%;
    font-size: var(--rs-text-sm);
  }
  .content-table th,
  .content-table td {
    text-align: left;
    padding: 3px 8px;
    border-bottom: 1px solid var(--rs-border);
    vertical-align: top;
  }
  .content-table thead th {
    color: var(--rs-muted);
  }
  .content-table td {
    font-variant-numeric: tabular-nums;
  }
  button.sort {
    background: none;
    border: none;
    padding: 0;
    color: inherit;
    font-weight: 600;
  }
  th[aria-sort='descending'] button.sort::after {
    content: ' ▾';
  }
  th[aria-sort='ascending'] button.sort::after {
    content: ' ▴';
  }
  .trace ol {
    margin: 2px 0 8px;
  }
  .muted {
    color: var(--rs-muted);
  }
`;
