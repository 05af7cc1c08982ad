// What the shell asks of the engine worker: deal a mode's preview, open a
// sandbox match, qualify a copied file. Each runs over the mode's pack and
// what it depends on; the worker starts on first use.
import type { DealFn } from '../complex-preview/rs-complex-preview.ts';
import { EngineClient } from '../engine/engine-client.ts';
import type { PackTestsFn } from '../pack-tests/rs-pack-tests.ts';
import type { TestAnswersFn } from '../pack-test-form/rs-pack-test-form.ts';
import type { CopiedFile } from '../engine/qualify-copy.ts';
import { bindSandbox } from '../sandbox/engine-binding.ts';
import type { SandboxEngine } from '../sandbox/sandbox-engine.ts';
import type { Pack } from '../workspace/pack.ts';
import { packClosure } from '../workspace/pack-closure.ts';

/** A sandbox match ready to show: what it plays, and the engine bound to it. */
export interface SandboxMatch {
  heading: string;
  engine: SandboxEngine;
  /** The packs the match plays on, as the workspace holds them now (an edit gives new objects). */
  packs: () => Pack[];
}

const packOf = (mode: string) => mode.slice(0, mode.indexOf(':'));

/** Engine requests over the packs the workspace holds now. */
export class EngineActions {
  #client: EngineClient | null = null;

  constructor(private readonly packs: () => readonly Pack[]) {}

  get #engine(): EngineClient {
    return (this.#client ??= new EngineClient());
  }

  /** The mode's pack, its dependencies, and the extra packs with theirs; each once, dependencies first. */
  packsFor(mode: string, extra: readonly string[] = []): Pack[] {
    const all = this.packs();
    const out: Pack[] = [];
    for (const id of [...extra, packOf(mode)])
      for (const pack of packClosure(all, id)) if (!out.includes(pack)) out.push(pack);
    return out;
  }

  /** Deals a mode with its pack, what it depends on, and the extra packs. */
  deal: DealFn = (mode, seed, seats, extra) =>
    this.#engine.request({ type: 'deal', ...EngineClient.spec(this.packsFor(mode, extra), mode, seed, seats) });

  /** A sandbox match of a mode, with its pack, its dependencies and the extra packs. */
  sandbox(
    mode: string,
    seed: number | string,
    seats: number,
    extra: readonly string[] = [],
    options?: Record<string, string>,
  ): SandboxMatch {
    const spec = () => EngineClient.spec(this.packsFor(mode, extra), mode, seed, seats, options);
    const more = extra.length ? ` · with ${extra.join(', ')}` : '';
    const opts = Object.entries(options ?? {})
      .map(([k, v]) => ` · ${k}=${v}`)
      .join('');
    return {
      heading: `${mode} · seed ${seed} · ${seats} player${seats === 1 ? '' : 's'}${more}${opts}`,
      engine: bindSandbox(this.#engine, spec),
      packs: () => this.packsFor(mode, extra),
    };
  }

  /** Lists (and, if `run`, runs) the tests of a pack, loaded with what it depends on. */
  packTests: PackTestsFn = (packId, run) => {
    const packs = this.packsFor(`${packId}:`).map((p) => ({ id: p.id, files: p.files }));
    return this.#engine.request({ type: 'pack-tests', packs, pack: packId, run });
  };

  /** Replays a pack test's answers against the engine and offers the next decision's options (the pack test form). */
  testAnswers: TestAnswersFn = (packId, file, id) => {
    const packs = this.packsFor(`${packId}:`).map((p) => ({ id: p.id, files: p.files }));
    return this.#engine.request({ type: 'pack-test-answers', packs, pack: packId, file, test: id });
  };

  /** The text of a file copied into `packs` (which already hold it), with references to its old pack qualified. */
  qualifyCopy(packs: readonly Pack[], copied: CopiedFile): Promise<string> {
    const snapshots = packs.map((p) => ({ id: p.id, files: p.files }));
    return this.#engine.request({ type: 'qualify-copy', packs: snapshots, copied });
  }

  /** Stops the worker, if it started. */
  close(): void {
    this.#client?.close();
    this.#client = null;
  }
}
