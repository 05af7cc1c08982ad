// Picking an effect in the behaviour form's searchable effect picker, as a
// keyboard user does: type its name in the field, press Enter.
import type { Locator, Page } from 'playwright-core';

/** Adds effect `name` to the list at `path` (a JSON path joined by `/`; the first list when omitted). */
export async function addEffect(scope: Page | Locator, name: string, path?: string): Promise<void> {
  const where = path === undefined ? '' : `[data-path="${path}"]`;
  const input = scope.locator(`input[name=add-effect]${where}`).first();
  await input.fill(name);
  await input.press('Enter');
}
