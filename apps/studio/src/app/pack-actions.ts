// The commands of the sidebar: each asks what it needs through a dialog,
// then changes the workspace. Nothing is deleted without a confirmation.
import type { RsChoiceDialog } from '../dialogs/rs-choice-dialog.ts';
import type { RsNewFileDialog } from '../dialogs/rs-new-file-dialog.ts';
import type { RsNewPackDialog } from '../dialogs/rs-new-pack-dialog.ts';
import type { RsRegistryDialog } from '../registry/rs-registry-dialog.ts';
import { registryNameOfPack } from '../registry/install-plan.ts';
import { packEntries } from '../pack-list/pack-entries.ts';
import { packFromZip, packToZip, zipName } from '../zip/pack-zip.ts';
import type { FileRef } from '../workspace/pack.ts';
import type { WorkspaceStore } from '../workspace/workspace-store.ts';
import { downloadBytes } from './download.ts';
import { copyPlacement, copyTargets } from './copy-plan.ts';
import { planImport } from './import-plan.ts';
import type { CopiedFile } from '../engine/qualify-copy.ts';
import type { Pack } from '../workspace/pack.ts';
import { packClosure } from '../workspace/pack-closure.ts';
import { withRegistryName } from '../workspace/manifest.ts';
import { modeIds } from '../workspace/file-templates.ts';
import { newScenarioFiles } from '../enigma-form/enigma-template.ts';

/** How often a copy is qualified again when the author keeps editing it meanwhile. */
const QUALIFY_ATTEMPTS = 5;

/** The dialogs the commands use. */
export interface ActionDialogs {
  choice: RsChoiceDialog;
  newPack: RsNewPackDialog;
  newFile: RsNewFileDialog;
  registry: RsRegistryDialog;
}

/** Where the commands find their dialogs, and where they say what happened. */
export interface ActionUi {
  dialogs(): ActionDialogs;
  notify(message: string): void;
  /** A copied file's text with references to its old pack qualified (asked of the engine worker). */
  qualifyCopy(packs: readonly Pack[], copied: CopiedFile): Promise<string>;
}

/** Sidebar commands bound to one workspace and one set of dialogs. */
export class PackActions {
  constructor(
    private readonly store: WorkspaceStore,
    private readonly ui: ActionUi,
  ) {}

  /** Asks for an id, name and dependencies, then creates the pack. */
  async newPack(): Promise<void> {
    const options = packEntries(this.store.state.packs).map(({ id, name, version }) => ({ id, name, version }));
    const input = await this.ui.dialogs().newPack.open(options);
    if (!input) return;
    this.store.createPack(input);
    this.ui.notify(`Created pack ${input.id}.`);
  }

  /** Asks for a kind and id, then adds the file to the pack and opens it. */
  async newFile(packId: string): Promise<void> {
    const pack = this.store.pack(packId);
    if (!pack || pack.readOnly) return;
    const file = await this.ui.dialogs().newFile.open(Object.keys(pack.files));
    if (!file) return;
    if (file.kind === 'enigma-scenario') return this.#newScenario(packId, file.id, file.path);
    const { schemaFileText } = await import('../workspace/schema-templates.ts');
    this.store.addFile(packId, file.path, schemaFileText(file.kind, file.id, modeIds(pack.files)));
  }

  /** A new enigma scenario: its file and its 8 empty cards beside it, the codes not set yet (the builder sets them). */
  #newScenario(packId: string, id: string, path: string): void {
    const files = newScenarioFiles(id, packId, packClosure(this.store.state.packs, packId), path);
    const taken = files.find((f) => f.path in (this.store.pack(packId)?.files ?? {}));
    if (taken) {
      this.ui.notify(`${taken.path} already exists: choose another id for the scenario.`);
      return;
    }
    for (const f of files) this.store.addFile(packId, f.path, f.text);
    this.ui.notify(
      `Created scenario ${id} with ${files.length - 1} empty enigma cards: fill them in and set its codes.`,
    );
  }

  /** Deletes one of the author's packs after confirmation. */
  async deletePack(packId: string): Promise<void> {
    const pack = this.store.pack(packId);
    if (!pack || pack.readOnly) return;
    const count = Object.keys(pack.files).length;
    const answer = await this.ui.dialogs().choice.ask({
      title: `Delete ${packId}?`,
      message: `The pack and its ${count} file${count === 1 ? '' : 's'} are removed from this browser. Export it first to keep a copy.`,
      choices: [{ id: 'delete', label: 'Delete pack', variant: 'danger' }],
    });
    if (answer !== 'delete') return;
    this.store.deletePack(packId);
    this.ui.notify(`Deleted pack ${packId}.`);
  }

  /** Deletes a file after confirmation. */
  async deleteFile(ref: FileRef): Promise<void> {
    const answer = await this.ui.dialogs().choice.ask({
      title: `Delete ${ref.path}?`,
      message: `The file is removed from ${ref.packId}.`,
      choices: [{ id: 'delete', label: 'Delete file', variant: 'danger' }],
    });
    if (answer === 'delete') this.store.deleteFile(ref.packId, ref.path);
  }

  /** Copies a bundled file into one of the author's packs that depends on its pack, and opens the copy. */
  async copyIntoPack(ref: FileRef): Promise<void> {
    const text = this.store.pack(ref.packId)?.files[ref.path];
    const targets = copyTargets(this.store.state.packs, ref.packId);
    if (text === undefined) return;
    if (targets.length === 0) {
      this.ui.notify(`Create a pack that depends on ${ref.packId} first, then copy ${ref.path} into it.`);
      return;
    }
    const answer = await this.ui.dialogs().choice.ask({
      title: `Copy ${ref.path} into…`,
      message: `A copy you can edit. Its references to ${ref.packId}'s rooms and characters get the "${ref.packId}:" prefix.`,
      choices: targets.map((t, i) => ({
        id: t.id,
        label: `Copy into ${t.id}`,
        ...(i === 0 ? { variant: 'primary' as const } : {}),
      })),
    });
    const target = targets.find((t) => t.id === answer);
    if (!target) return;
    const copy = copyPlacement(target, ref.path, text);
    this.store.addFile(target.id, copy.path, copy.text);
    this.store.openFile({ packId: target.id, path: copy.path });
    const copied = { packId: target.id, path: copy.path, from: ref.packId };
    // Qualifying runs in the worker: an edit the author makes meanwhile is qualified in turn
    // (qualifying is idempotent) rather than overwritten or left unqualified.
    for (let attempt = 0; attempt < QUALIFY_ATTEMPTS; attempt += 1) {
      const asked = this.store.pack(target.id)?.files[copy.path];
      if (asked === undefined) return;
      const qualified = await this.ui.qualifyCopy(packClosure(this.store.state.packs, target.id), copied);
      if (this.store.pack(target.id)?.files[copy.path] !== asked) continue;
      if (qualified !== asked) this.store.updateFile(target.id, copy.path, qualified);
      break;
    }
    this.ui.notify(`Copied ${ref.packId}/${ref.path} into ${target.id}/${copy.path}.`);
  }

  /** Opens the pack registry: search, look at a pack's contents, install it with its dependencies. */
  browseRegistry(): Promise<void> {
    return this.ui.dialogs().registry.browse({
      packs: () => this.store.state.packs,
      install: (steps) => {
        for (const step of steps) {
          if (step.replaces) this.store.replacePack(step.pack);
          else this.store.addPack(step.pack);
        }
        const root = steps[steps.length - 1];
        if (root) {
          this.store.selectPack(root.pack.id);
          this.ui.notify(
            `Installed ${steps.map((s) => `${registryNameOfPack(s.pack)} ${s.version}`).join(', ')} from the registry.`,
          );
        }
      },
    });
  }

  /** Publishes one of the author's packs to a registry (asks for the registry and a token). */
  publishPack(packId: string): Promise<void> {
    const first = this.store.pack(packId);
    if (!first) return Promise.resolve();
    const current = () => this.store.pack(packId) ?? first;
    return this.ui.dialogs().registry.publish({
      pack: current,
      bundle: () => packToZip(current()),
      setRegistryName: (name) => {
        const text = current().files['pack.json'];
        if (text !== undefined) this.store.updateFile(packId, 'pack.json', withRegistryName(text, name));
      },
    });
  }

  /** Downloads a pack as a zip. */
  exportPack(packId: string): void {
    const pack = this.store.pack(packId);
    if (!pack) return;
    const bundle = packToZip(pack);
    if (bundle.ok) downloadBytes(bundle.bytes, zipName(pack));
    else this.ui.notify(`${packId}: ${bundle.error}`);
  }

  /** Downloads print-and-play sheets (PDF) of a pack's tiles and cards, after asking for the paper. */
  async printPack(packId: string): Promise<void> {
    const pack = this.store.pack(packId);
    if (!pack) return;
    const answer = await this.ui.dialogs().choice.ask({
      title: `Print ${packId}`,
      message:
        'Every room tile (70 mm squares) and card (poker size) of the pack, fronts then mirrored backs for double-sided printing, with cut marks. Enigma codes are not printed.',
      choices: [
        { id: 'a4', label: 'A4 sheets', variant: 'primary' },
        { id: 'letter', label: 'Letter sheets' },
      ],
    });
    if (answer !== 'a4' && answer !== 'letter') return;
    this.ui.notify(`Printing ${packId}…`);
    try {
      const { printPackPdf } = await import('../print/print-pack.ts');
      const closure = packClosure(this.store.state.packs, packId).map((p) => ({ id: p.id, files: p.files }));
      const lang = navigator.language.split('-')[0] ?? 'en';
      const { pdf, pages } = await printPackPdf(closure, packId, { paper: answer, lang });
      downloadBytes(pdf, `${packId}-print.pdf`, 'application/pdf');
      this.ui.notify(`Printed ${packId}: ${pages} pages (${answer.toUpperCase()}).`);
    } catch (error) {
      this.ui.notify(`Could not print ${packId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Imports pack zips one by one, asking about id clashes. */
  async importFiles(files: readonly File[]): Promise<void> {
    for (const file of files) {
      const result = packFromZip(new Uint8Array(await file.arrayBuffer()), file.name.replace(/\.zip$/i, ''));
      if (!result.ok) {
        this.ui.notify(`${file.name}: ${result.error}`);
        continue;
      }
      const plan = planImport(result.pack, this.store.state.packs);
      let id = result.pack.id;
      if (plan.kind === 'add') this.store.addPack(plan.pack);
      else {
        const answer = await this.ui.dialogs().choice.ask({
          title: `${plan.existing.id} already exists`,
          message: plan.canReplace
            ? `Replace your pack ${plan.existing.id} with the one in ${file.name}, or import it as ${plan.renamed.id}?`
            : `${plan.existing.id} is a bundled pack. Import ${file.name} as ${plan.renamed.id}?`,
          choices: [
            ...(plan.canReplace ? [{ id: 'replace', label: 'Replace', variant: 'danger' as const }] : []),
            { id: 'rename', label: `Import as ${plan.renamed.id}`, variant: 'primary' },
          ],
        });
        if (answer === 'replace') this.store.replacePack(result.pack);
        else if (answer === 'rename') {
          this.store.addPack(plan.renamed);
          id = plan.renamed.id;
        } else continue;
      }
      this.store.selectPack(id);
      this.ui.notify(`Imported ${id} from ${file.name}.`);
    }
  }
}
