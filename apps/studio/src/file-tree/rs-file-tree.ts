// `<rs-file-tree>`: the files of one pack, grouped by the kind of content
// they hold. Opening a file fires `rs-file-open`; the bin fires `rs-file-delete`.
import { LitElement, html, nothing } from 'lit';
import type { Problem } from '../diagnostics/problem.ts';
import { FileDeleteEvent } from '../events/file-delete-event.ts';
import { FileOpenEvent } from '../events/file-open-event.ts';
import { fileIcon, trashIcon } from '../theme/icons.ts';
import { controls } from '../theme/theme.ts';
import { groupFiles, groupLabels } from '../workspace/file-groups.ts';
import type { FileRef, Pack } from '../workspace/pack.ts';
import { fileTreeStyles } from './rs-file-tree.styles.ts';

/** `<rs-file-tree>`: browse a pack's files. */
export class RsFileTree extends LitElement {
  static override styles = [controls, fileTreeStyles];
  static override properties = {
    pack: { attribute: false },
    openFile: { attribute: false },
    problems: { attribute: false },
  };
  declare pack: Pack | null;
  declare openFile: FileRef | null;
  declare problems: readonly Problem[];

  constructor() {
    super();
    this.pack = null;
    this.openFile = null;
    this.problems = [];
  }

  /** The Delete button of a file. */
  #delete(pack: Pack, path: string) {
    return html`<button
      class="quiet delete"
      aria-label="Delete ${path}"
      title="Delete ${path}"
      @click=${() => this.dispatchEvent(new FileDeleteEvent({ packId: pack.id, path }))}
    >
      ${trashIcon()}
    </button>`;
  }

  /** An image asset: a thumbnail and its path (there is no text to edit), and Delete. */
  #image(pack: Pack, path: string) {
    return html`<li data-path=${path} class="image">
      <span class="file" title=${path}
        ><img class="thumb" src=${pack.files[path] ?? ''} alt="" /><span>${path}</span></span
      >
      ${pack.readOnly ? nothing : this.#delete(pack, path)}
    </li>`;
  }

  override render() {
    const pack = this.pack;
    if (!pack) return nothing;
    const errors = new Map<string, number>();
    for (const p of this.problems)
      if (p.packId === pack.id && p.severity === 'error') errors.set(p.path, (errors.get(p.path) ?? 0) + 1);
    return html`<nav aria-label="Files of ${pack.id}">
      ${groupFiles(pack.files).map(
        ({ group, paths }) =>
          html`<details open>
            <summary id="group-${group}">${groupLabels[group]} <span class="n">${paths.length}</span></summary>
            <ul aria-labelledby="group-${group}">
              ${paths.map((path) => {
                const open = this.openFile?.packId === pack.id && this.openFile.path === path;
                const count = errors.get(path) ?? 0;
                if (group === 'images') return this.#image(pack, path);
                return html`<li data-path=${path}>
                  <button
                    class="file"
                    aria-current=${open ? 'true' : 'false'}
                    title=${path}
                    @click=${() => this.dispatchEvent(new FileOpenEvent({ packId: pack.id, path }))}
                  >
                    ${fileIcon()}<span>${path}</span>
                    ${count
                      ? html`<span class="count" aria-label="${count} error${count === 1 ? '' : 's'}">${count}</span>`
                      : nothing}
                  </button>
                  ${pack.readOnly || path === 'pack.json' ? nothing : this.#delete(pack, path)}
                </li>`;
              })}
            </ul>
          </details>`,
      )}
    </nav>`;
  }
}
