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
