// Print-and-play sheets of one pack, made in the browser with the same code
// as `roomsmith print`. Loaded on demand (the PDF library and the fonts are
// only fetched when someone prints), with the pack's dependencies loaded
// beside it so its references resolve, but only its own tiles and cards printed.
import { formatDiagnostic } from '@roomsmith/schema';
import { printPacks, type Paper } from '@roomsmith/print';
import regularUrl from '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf?url';
import { loadWorkspacePacks } from '../diagnostics/load-workspace.ts';
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';

/** What to print. */
export interface StudioPrintOptions {
  paper: Paper;
  lang: string;
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not load the print font (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The PDF of `packId`'s sheets; `packs` is the pack and its dependencies. Throws with the first load error. */
export async function printPackPdf(
  packs: readonly PackSnapshot[],
  packId: string,
  options: StudioPrintOptions,
): Promise<{ pdf: Uint8Array; pages: number }> {
  const { packs: loaded, diagnostics } = loadWorkspacePacks(packs);
  const error = diagnostics.find((d) => d.severity === 'error');
  if (error) throw new Error(`fix the pack's problems first: ${formatDiagnostic(error)}`);
  const own = loaded.filter((p) => p.manifest.id === packId);
  const [regular, bold] = await Promise.all([fetchBytes(regularUrl), fetchBytes(boldUrl)]);
  const { pdf, pages } = await printPacks(own, { ...options, fonts: { regular, bold } });
  return { pdf, pages };
}
