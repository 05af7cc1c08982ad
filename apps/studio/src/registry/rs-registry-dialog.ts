// `<rs-registry-dialog>`: the pack registry from the studio. `browse()` searches
// it, shows a pack's rooms and cards (with their generated effect text) before
// anything is installed, and installs a pack with its dependencies — an update
// over the author's copy is shown as a diff and taken only when confirmed.
// `publish()` sends a pack's bundle with an API token kept in this browser's
// storage (never in a pack). The registry's address is remembered too.
import { LitElement, css, html, nothing } from 'lit';
import { controls } from '../theme/theme.ts';
import { dialogStyles } from '../dialogs/dialog.styles.ts';
import type { Pack } from '../workspace/pack.ts';
import { readManifest } from '../workspace/manifest.ts';
import { packNamed, planInstall, registryNameOfPack, type InstallStep } from './install-plan.ts';
import { describeDiff, diffPacks, unchanged } from './pack-diff.ts';
import { publishName } from './publish-name.ts';
import {
  defaultRegistryUrl,
  RegistryClient,
  RegistryError,
  registryUrl,
  type RegistryHit,
  type RegistryPack,
} from './registry-client.ts';

/** What browsing needs from the studio: the workspace's packs, and a way to apply an install. */
export interface BrowseEnv {
  packs(): readonly Pack[];
  install(steps: readonly InstallStep[]): void;
}

/** What publishing needs: the pack as it is now, its bundle (or why there is none), and a way to set its registryName. */
export interface PublishEnv {
  pack(): Pack;
  bundle(): { ok: true; bytes: Uint8Array } | { ok: false; error: string };
  /** Writes `registryName` into the pack's pack.json (undefined removes it: the pack is published as its id). */
  setRegistryName(name: string | undefined): void;
}

const URL_KEY = 'roomsmith.registry.url';
const TOKENS_KEY = 'roomsmith.registry.tokens';

/** The tokens kept in `storage`, by registry URL (none when the entry is missing or unreadable). */
function readTokens(storage: Storage): Record<string, unknown> {
  try {
    const tokens: unknown = JSON.parse(storage.getItem(TOKENS_KEY) ?? '{}');
    return tokens && typeof tokens === 'object' ? (tokens as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The token kept for a registry, if any. */
export function storedToken(storage: Storage, url: string): string {
  const token = readTokens(storage)[url];
  return typeof token === 'string' ? token : '';
}

/** Keeps (or, with an empty token, forgets) the token of a registry. */
export function storeToken(storage: Storage, url: string, token: string): void {
  const tokens = readTokens(storage);
  if (token) tokens[url] = token;
  else delete tokens[url];
  storage.setItem(TOKENS_KEY, JSON.stringify(tokens));
}

type View = { mode: 'browse'; env: BrowseEnv } | { mode: 'publish'; env: PublishEnv };

/** `<rs-registry-dialog>`: browse, install from and publish to a pack registry. */
export class RsRegistryDialog extends LitElement {
  static override styles = [
    controls,
    dialogStyles,
    css`
      dialog {
        width: min(760px, calc(100vw - 32px));
      }
      .row {
        display: flex;
        gap: 8px;
      }
      .row input {
        flex: 1;
      }
      .columns {
        display: grid;
        grid-template-columns: minmax(200px, 1fr) 2fr;
        gap: 14px;
        min-height: 220px;
        max-height: 52vh;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        overflow: auto;
      }
      .results button {
        width: 100%;
        text-align: left;
        display: grid;
        gap: 2px;
        margin-bottom: 4px;
      }
      .results button[aria-current='true'] {
        border-color: var(--rs-accent);
      }
      .details {
        overflow: auto;
        display: grid;
        gap: 8px;
        align-content: start;
      }
      h3 {
        margin: 0;
        font-size: 15px;
      }
      .contents li {
        padding: 4px 0;
        border-bottom: 1px solid var(--rs-border);
        font-size: var(--rs-text-sm);
      }
      .contents .kind {
        color: var(--rs-faint);
      }
      .diff li,
      .diagnostics li {
        font-size: var(--rs-text-sm);
        color: var(--rs-text);
      }
      .status {
        min-height: 1.2em;
        font-size: var(--rs-text-sm);
      }
    `,
  ];
  static override properties = {
    view: { state: true },
    url: { state: true },
    hits: { state: true },
    chosen: { state: true },
    pending: { state: true },
    status: { state: true },
    error: { state: true },
    diagnostics: { state: true },
    busy: { state: true },
  };
  declare view: View | null;
  declare url: string;
  declare hits: RegistryHit[] | null;
  declare chosen: RegistryPack | null;
  /** An update waiting for the author's confirmation. */
  declare pending: InstallStep[] | null;
  declare status: string;
  declare error: string;
  declare diagnostics: readonly string[];
  declare busy: boolean;

  constructor() {
    super();
    this.view = null;
    this.url = '';
    this.hits = null;
    this.chosen = null;
    this.pending = null;
    this.status = '';
    this.error = '';
    this.diagnostics = [];
    this.busy = false;
  }

  /** Opens the registry browser. */
  browse(env: BrowseEnv): Promise<void> {
    return this.#open({ mode: 'browse', env });
  }

  /** Opens the publish form for a pack. */
  publish(env: PublishEnv): Promise<void> {
    return this.#open({ mode: 'publish', env });
  }

  async #open(view: View): Promise<void> {
    this.view = view;
    this.url = localStorage.getItem(URL_KEY) ?? defaultRegistryUrl(location);
    this.hits = null;
    this.chosen = null;
    this.pending = null;
    this.status = '';
    this.error = '';
    this.diagnostics = [];
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
    if (view.mode === 'browse') await this.#search('');
  }

  #close(): void {
    this.renderRoot.querySelector('dialog')?.close();
    this.view = null;
  }

  /** The client of the address typed, remembered; null (with the reason shown) when it is not an address. */
  #client(): RegistryClient | null {
    const typed = this.renderRoot.querySelector<HTMLInputElement>('input[name=registry]')?.value ?? this.url;
    const url = registryUrl(typed);
    if (!url) {
      this.error = `"${typed}" is not an http(s) address.`;
      return null;
    }
    this.url = url;
    localStorage.setItem(URL_KEY, url);
    return new RegistryClient(url);
  }

  /** Runs `work`, showing its failure (and the registry's diagnostics) instead of throwing. */
  async #run(work: (client: RegistryClient) => Promise<void>): Promise<void> {
    const client = this.#client();
    if (!client) return;
    this.busy = true;
    this.error = '';
    this.diagnostics = [];
    try {
      await work(client);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      if (error instanceof RegistryError) this.diagnostics = error.diagnostics;
    } finally {
      this.busy = false;
    }
  }

  #search(query: string): Promise<void> {
    return this.#run(async (client) => {
      this.hits = await client.search(query);
      this.status = this.hits.length
        ? `${this.hits.length} pack${this.hits.length === 1 ? '' : 's'}${query ? ` for "${query}"` : ''}.`
        : query
          ? `No pack matches "${query}".`
          : 'Nothing is published on this registry yet.';
    });
  }

  #choose(name: string): Promise<void> {
    return this.#run(async (client) => {
      this.pending = null;
      this.chosen = await client.pack(name);
    });
  }

  #install(env: BrowseEnv, name: string): Promise<void> {
    return this.#run(async (client) => {
      const steps = await planInstall(client, name, '*', env.packs());
      const updates = steps.filter((s) => s.replaces);
      const root = steps[steps.length - 1];
      if (root?.replaces && updates.length === 1 && unchanged(diffPacks(root.replaces, root.pack))) {
        this.status = `${name} ${root.version} is already installed.`;
        return;
      }
      if (updates.length) {
        this.pending = steps;
        this.status = 'An update replaces your copy: check what it changes, then take it.';
        return;
      }
      this.#apply(env, steps);
    });
  }

  #apply(env: BrowseEnv, steps: readonly InstallStep[]): void {
    env.install(steps);
    this.pending = null;
    this.status = `Installed ${steps.map((s) => `${registryNameOfPack(s.pack)} ${s.version}`).join(', ')}.`;
  }

  #publish(env: PublishEnv): Promise<void> {
    return this.#run(async (client) => {
      const token = this.renderRoot.querySelector<HTMLInputElement>('input[name=token]')?.value.trim() ?? '';
      if (!token) throw new RegistryError('Give an API token (or get one below) to publish.');
      storeToken(localStorage, client.base, token);
      const typed = this.renderRoot.querySelector<HTMLInputElement>('input[name=publish-as]')?.value ?? '';
      const wanted = publishName(typed || registryNameOfPack(env.pack()), env.pack().id);
      if ('error' in wanted) throw new RegistryError(wanted.error);
      // The name travels in the bundle (pack.json's registryName), so it is written into the pack first.
      if (wanted.registryName !== readManifest(env.pack().files['pack.json'])?.registryName)
        env.setRegistryName(wanted.registryName);
      const pack = env.pack();
      const built = env.bundle();
      if (!built.ok) throw new RegistryError(built.error);
      const version = readManifest(pack.files['pack.json'])?.version ?? '';
      const published = await client.publish(registryNameOfPack(pack), version, built.bytes, token);
      this.status = `Published ${published.name} ${published.version} to ${client.base}.`;
    });
  }

  #getToken(): Promise<void> {
    return this.#run(async (client) => {
      const user = this.renderRoot.querySelector<HTMLInputElement>('input[name=user]')?.value.trim() ?? '';
      if (!user) throw new RegistryError('Give a user name to get a token for.');
      const { token } = await client.createToken(user, 'studio');
      storeToken(localStorage, client.base, token);
      const field = this.renderRoot.querySelector<HTMLInputElement>('input[name=token]');
      if (field) field.value = token;
      this.status = `A token for ${user} is kept in this browser for ${client.base}.`;
    });
  }

  #registryField() {
    return html`<label
      >Registry
      <input name="registry" .value=${this.url} autocomplete="url" spellcheck="false" ?disabled=${this.busy} />
    </label>`;
  }

  #messages() {
    return html`<p class="status" role="status" aria-live="polite">${this.status}</p>
      <div class="error" role="alert">${this.error}</div>
      ${this.diagnostics.length
        ? html`<ul class="diagnostics" aria-label="What the registry found">
            ${this.diagnostics.map((d) => html`<li>${d}</li>`)}
          </ul>`
        : nothing}`;
  }

  #details(env: BrowseEnv) {
    const pack = this.chosen;
    if (!pack) return html`<p>Pick a pack to see its rooms and cards before installing it.</p>`;
    const latest = pack.latest;
    const installed = packNamed(env.packs(), pack.name);
    const installedVersion = installed ? readManifest(installed.files['pack.json'])?.version : undefined;
    const deps = Object.entries(latest?.manifest.dependencies ?? {});
    const label = !installed
      ? `Install ${pack.name}`
      : installed.readOnly
        ? ''
        : installedVersion === latest?.version
          ? `Reinstall ${pack.name}`
          : `Update ${pack.name} to ${latest?.version}`;
    return html`<h3>${latest?.title || pack.name}</h3>
      <p>
        ${pack.name} ${latest?.version}${pack.id && pack.id !== pack.name ? ` · pack id ${pack.id}` : ''} · by
        ${pack.owner}${installed
          ? ` · installed: ${installedVersion || 'no version'}${installed.readOnly ? ' (bundled)' : ''}`
          : ''}
      </p>
      <p>${latest?.description}</p>
      ${deps.length ? html`<p>Needs ${deps.map(([d, r]) => `${d} ${r}`).join(', ')}</p>` : nothing}
      ${this.pending ? this.#pendingUpdate(env) : nothing}
      ${label && !this.pending
        ? html`<div class="actions">
            <button class="primary" ?disabled=${this.busy} @click=${() => void this.#install(env, pack.name)}>
              ${label}
            </button>
          </div>`
        : nothing}
      <ul class="contents" aria-label="Contents of ${pack.name}">
        ${(latest?.contents ?? []).map(
          (c) =>
            html`<li data-entity=${c.id}>
              <span class="kind">${c.kind}</span> <strong>${c.name}</strong>
              ${c.text.length ? html`<div>${c.text.join(' ')}</div>` : nothing}
            </li>`,
        )}
      </ul>`;
  }

  #pendingUpdate(env: BrowseEnv) {
    const steps = this.pending ?? [];
    return html`<div class="diff">
      ${steps.map((s) => {
        if (!s.replaces) return html`<p>Installs ${s.pack.id} ${s.version}.</p>`;
        const was = readManifest(s.replaces.files['pack.json'])?.version || 'your copy';
        const lines = describeDiff(diffPacks(s.replaces, s.pack));
        return html`<p>Replaces ${s.pack.id} ${was} with ${s.version}:</p>
          <ul aria-label="What the update of ${s.pack.id} changes">
            ${lines.length ? lines.map((l) => html`<li>${l}</li>`) : html`<li>No change.</li>`}
          </ul>`;
      })}
      <div class="actions">
        <button type="button" @click=${() => (this.pending = null)}>Keep mine</button>
        <button type="button" class="primary" @click=${() => this.#apply(env, steps)}>Take the update</button>
      </div>
    </div>`;
  }

  #browse(env: BrowseEnv) {
    return html`<form
      @submit=${(e: SubmitEvent) => {
        e.preventDefault();
        const q = new FormData(e.target as HTMLFormElement).get('q');
        void this.#search(String(q ?? ''));
      }}
    >
      <h2 id="registry-title">Pack registry</h2>
      ${this.#registryField()}
      <div class="row">
        <input name="q" type="search" aria-label="Search packs" placeholder="rooms, cards, words of a description" />
        <button type="submit" ?disabled=${this.busy}>Search</button>
      </div>
      ${this.#messages()}
      <div class="columns">
        <ul class="results" aria-label="Packs found">
          ${(this.hits ?? []).map(
            (h) =>
              html`<li data-pack=${h.name}>
                <button
                  type="button"
                  aria-current=${this.chosen?.name === h.name ? 'true' : 'false'}
                  @click=${() => void this.#choose(h.name)}
                >
                  <strong>${h.title || h.name}</strong>
                  <span class="hint"
                    >${h.name} ${h.version} · ${h.downloads} download${h.downloads === 1 ? '' : 's'}</span
                  >
                </button>
              </li>`,
          )}
        </ul>
        <div class="details">${this.#details(env)}</div>
      </div>
      <div class="actions"><button type="button" @click=${() => this.#close()}>Close</button></div>
    </form>`;
  }

  #publishForm(env: PublishEnv) {
    const pack = env.pack();
    const version = readManifest(pack.files['pack.json'])?.version ?? '';
    const name = registryNameOfPack(pack);
    return html`<form
      @submit=${(e: SubmitEvent) => {
        e.preventDefault();
        void this.#publish(env);
      }}
    >
      <h2 id="registry-title">Publish ${name} ${version}</h2>
      <p>
        Published versions cannot be changed: to publish again, raise the version in pack.json. The token stays in this
        browser, never in the pack.
      </p>
      ${this.#registryField()}
      <label
        >Publish as
        <input name="publish-as" .value=${name} spellcheck="false" autocomplete="off" ?disabled=${this.busy} />
        <span class="hint"
          >${pack.id}, or a scoped name such as @your-name/${pack.id} (kept in pack.json as registryName; references
          still say ${pack.id}:…)</span
        >
      </label>
      <label
        >API token
        <input name="token" type="password" autocomplete="off" .value=${storedToken(localStorage, this.url)} />
      </label>
      <details>
        <summary>No token yet?</summary>
        <div class="row">
          <input name="user" aria-label="User name" placeholder="your-name" autocomplete="username" />
          <button type="button" ?disabled=${this.busy} @click=${() => void this.#getToken()}>Get a token</button>
        </div>
      </details>
      ${this.#messages()}
      <div class="actions">
        <button type="button" @click=${() => this.#close()}>Close</button>
        <button type="submit" class="primary" ?disabled=${this.busy}>Publish</button>
      </div>
    </form>`;
  }

  override render() {
    const view = this.view;
    return html`<dialog aria-labelledby="registry-title" @close=${() => (this.view = null)}>
      ${view?.mode === 'browse'
        ? this.#browse(view.env)
        : view?.mode === 'publish'
          ? this.#publishForm(view.env)
          : nothing}
    </dialog>`;
  }
}
