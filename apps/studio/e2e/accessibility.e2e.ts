// The studio is usable from the keyboard and every control says what it does.
import { describe, expect, it } from 'vitest';
import { useStudio } from './browser.ts';

/** Every button, input and select in the page, through shadow roots, with its accessible-name candidates. */
function controls(): Array<{ tag: string; name: string; hidden: boolean }> {
  const out: Array<{ tag: string; name: string; hidden: boolean }> = [];
  const visit = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (!['BUTTON', 'INPUT', 'SELECT'].includes(el.tagName) || el.closest('.monaco-editor')) continue;
      const labelled = el.closest('label')?.textContent ?? '';
      const name = (el.getAttribute('aria-label') ?? '') + (el.textContent ?? '') + labelled;
      out.push({
        tag: el.tagName.toLowerCase(),
        name: name.trim(),
        hidden: el.hidden || el.closest('dialog:not([open])') !== null,
      });
    }
  };
  visit(document);
  return out;
}

describe('the studio from the keyboard', () => {
  const studio = useStudio();

  it('labels every control', async () => {
    await studio.page.locator('rs-app li[data-pack]').first().waitFor();
    const unlabelled = (await studio.page.evaluate(controls)).filter((c) => !c.name);
    expect(unlabelled).toEqual([]);
  });

  it('reaches New pack, a pack and a file with Tab, and creates a pack without the mouse', async () => {
    const { page } = studio;
    const focusedText = () =>
      page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.textContent?.trim() ?? '';
      });
    const seen: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focusedText());
    }
    expect(seen.some((t) => t.includes('New pack'))).toBe(true);
    expect(seen.some((t) => t.includes('pack.json'))).toBe(true);

    await page.getByRole('button', { name: 'New pack' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('keyboard-pack');
    await page.keyboard.press('Enter');
    await page.locator('rs-pack-list li[data-pack="keyboard-pack"]').waitFor();
    await page.getByRole('button', { name: 'New file' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('no-mouse');
    await studio.screenshot('keyboard-new-file-dialog');
    await page.keyboard.press('Enter');
    await page.locator('rs-file-tree li[data-path="rooms/no-mouse.json"]').waitFor();
  });

  it('completes property names from the room schema, with their descriptions', async () => {
    const { page } = studio;
    await page.locator('rs-code-editor .view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Space');
    const suggestions = page.locator('.suggest-widget .monaco-list-row');
    await suggestions.first().waitFor();
    const labels = await suggestions.evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? ''));
    expect(labels.some((l) => l.includes('origin'))).toBe(true);
    await studio.screenshot('editor-schema-completion');
    await page.keyboard.press('Escape');
  });
});
