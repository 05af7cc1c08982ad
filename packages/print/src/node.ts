// Node-only helpers of @roomsmith/print: the bundled fonts read from disk.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PrintFonts } from './render.ts';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-jp';

/** Noto Sans JP regular and bold (Latin and Japanese), from the font package this one depends on. */
export function readPrintFonts(): PrintFonts {
  const file = (weight: string) => readFileSync(require.resolve(`${FONT_PACKAGE}/${weight}/NotoSansJP_${weight}.ttf`));
  return { regular: file('400Regular'), bold: file('700Bold') };
}
