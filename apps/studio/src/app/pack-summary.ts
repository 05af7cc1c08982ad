// Turns a bundled pack's files into what the pack list shows. Bad JSON in a
// manifest is reported on the card, not thrown: the studio must still load.

/** What the pack list shows of one pack. */
export interface PackSummary {
  folder: string;
  id: string;
  name: string;
  version: string;
  description: string;
  fileCount: number;
  problem?: string;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'en' in value && typeof value.en === 'string') return value.en;
  return '';
}

/** Summarises one pack from its files as text. */
export function summarisePack(pack: { folder: string; files: Record<string, string> }): PackSummary {
  const fileCount = Object.keys(pack.files).length;
  const fallback = {
    folder: pack.folder,
    id: pack.folder,
    name: pack.folder,
    version: '?',
    description: '',
    fileCount,
  };
  try {
    const manifest: Record<string, unknown> = JSON.parse(pack.files['pack.json'] ?? '');
    return {
      ...fallback,
      id: text(manifest['id']) || pack.folder,
      name: text(manifest['name']) || pack.folder,
      version: text(manifest['version']) || '?',
      description: text(manifest['description']),
    };
  } catch (error) {
    return { ...fallback, problem: `pack.json is not valid JSON: ${(error as Error).message}` };
  }
}
