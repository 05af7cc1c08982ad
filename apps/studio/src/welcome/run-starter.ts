// Applies a starter plan to the workspace: creates the author's pack when
// they have none, adds the template's files and opens the last one.
import { packClosure } from '../workspace/pack-closure.ts';
import type { WorkspaceStore } from '../workspace/workspace-store.ts';
import { starterFiles, starterPack, type StarterKind } from './starter-plan.ts';

const what: Record<StarterKind, string> = { room: 'room', scenario: 'enigma scenario', mode: 'mode' };

/** Starts a new room, scenario or mode from its template; says what it did through `notify`. */
export async function runStarter(store: WorkspaceStore, kind: StarterKind, notify: (message: string) => void) {
  const { schemaFileText } = await import('../workspace/schema-templates.ts');
  const where = starterPack(store.state.packs, store.state.selectedPackId);
  const packId = where.kind === 'existing' ? where.id : store.createPack(where.input).id;
  const closure = packClosure(store.state.packs, packId);
  const files = starterFiles(kind, packId, closure, (id) => schemaFileText('room', id));
  for (const f of files) store.addFile(packId, f.path, f.text);
  const opened = files.at(-1)?.path ?? '';
  const created = where.kind === 'create' ? `Created your pack ${packId} and ` : '';
  notify(`${created}${created ? 'a' : 'A'} new ${what[kind]} in ${packId}: ${opened}.`);
}
