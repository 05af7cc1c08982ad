// Reads what Monaco shows, in line order. Monaco reuses line elements, so
// their order in the DOM is not the order on screen: sort by position.
import type { Page } from 'playwright-core';

/** The visible text of the studio's editor, lines joined with "\n", spaces as spaces. */
export function editorText(page: Page): Promise<string> {
  return page.locator('rs-code-editor .view-lines .view-line').evaluateAll((lines) =>
    lines
      .map((line) => ({ top: parseFloat((line as HTMLElement).style.top) || 0, text: line.textContent ?? '' }))
      .sort((a, b) => a.top - b.top)
      .map((l) => l.text.replace(/\u00a0/g, ' '))
      .join('\n'),
  );
}

/** A file's text as the workspace holds it (Monaco only renders the lines on screen). */
export function fileText(page: Page, packId: string, path: string): Promise<string | undefined> {
  return page.evaluate(
    ([p, f]) => document.querySelector('rs-app')?.workspace.state.packs.find((x) => x.id === p)?.files[f ?? ''],
    [packId, path],
  );
}

/** Cells next to the Central Room of a 5×5 complex, row by row. */
export const NEXT_TO_CENTRE = [7, 11, 13, 17];
