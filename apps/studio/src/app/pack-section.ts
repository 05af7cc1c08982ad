// The selected pack's heading in the sidebar, with its commands.
import { html, nothing } from 'lit';
import { exportIcon, lockIcon, plusIcon, trashIcon } from '../theme/icons.ts';
import type { PackActions } from './pack-actions.ts';

/** The heading and commands (new file, export, delete) of the selected pack. */
export function packSection(actions: PackActions, id: string, readOnly: boolean, name = id) {
  return html`<section class="pack-head" aria-label="Selected pack">
    <div class="section-head">
      <h2 title=${id}>${name}</h2>
      <div class="tools">
        ${readOnly
          ? html`<span class="badge">${lockIcon()} bundled</span>`
          : html`<button @click=${() => void actions.newFile(id)}>${plusIcon()} New file</button>`}
        <button aria-label="Export ${id} as zip" title="Export as zip" @click=${() => actions.exportPack(id)}>
          ${exportIcon()} Export
        </button>
        <button
          aria-label="Print ${id} (print-and-play PDF)"
          title="Print-and-play sheets (PDF)"
          @click=${() => void actions.printPack(id)}
        >
          Print
        </button>
        ${readOnly
          ? nothing
          : html`<button
              aria-label="Publish ${id} to a registry"
              title="Publish to a pack registry"
              @click=${() => void actions.publishPack(id)}
            >
              Publish
            </button>`}
        ${readOnly
          ? nothing
          : html`<button
              class="quiet"
              aria-label="Delete pack ${id}"
              title="Delete pack"
              @click=${() => void actions.deletePack(id)}
            >
              ${trashIcon()}
            </button>`}
      </div>
    </div>
  </section>`;
}
