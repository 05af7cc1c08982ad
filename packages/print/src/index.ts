// Public API of @roomsmith/print: print-and-play sheets for a pack.
import type { LoadedPack } from '@roomsmith/schema';
import { collectPrintables, type PrintOptions } from './items.ts';
import { layoutSheets, type Paper } from './layout.ts';
import { renderSheets, type PrintFonts } from './render.ts';

export { collectPrintables, pickText } from './items.ts';
export type { Printable, PrintImage, PrintOptions, PrintShape, PrintSide } from './items.ts';
export { gridFor, layoutSheets, ITEM_SIZE, MARGIN, PAPER } from './layout.ts';
export type { Paper, Placed, Rect, Sheet, Size } from './layout.ts';
export { renderSheets } from './render.ts';
export type { PrintFonts, RenderOptions } from './render.ts';

/** What a print run produced. */
export interface PrintResult {
  pdf: Uint8Array;
  /** Pages in the PDF (fronts and backs). */
  pages: number;
  /** Distinct tiles and cards printed (before copies). */
  items: number;
}

/** Prints the packs' tiles and cards as a PDF of A4 or Letter sheets. */
export async function printPacks(
  packs: readonly LoadedPack[],
  options: PrintOptions & { paper?: Paper; fonts: PrintFonts },
): Promise<PrintResult> {
  const items = collectPrintables(packs, options);
  if (!items.length) throw new Error('nothing to print: the packs hold no rooms, characters or cards');
  const paper = options.paper ?? 'a4';
  const sheets = layoutSheets(items, paper);
  const title = packs.map((p) => p.manifest.id).join(', ');
  const pdf = await renderSheets(sheets, { paper, fonts: options.fonts, title: `${title} — print and play` });
  return { pdf, pages: sheets.length, items: items.length };
}
