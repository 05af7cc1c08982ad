// Small inline SVG icons (no icon font to load, no emoji that a system may lack).
import { html, svg, type TemplateResult } from 'lit';

function icon(body: TemplateResult, label?: string): TemplateResult {
  return html`<svg
    class="icon"
    viewBox="0 0 16 16"
    width="14"
    height="14"
    fill="none"
    stroke="currentColor"
    stroke-width="1.5"
    stroke-linecap="round"
    stroke-linejoin="round"
    role=${label ? 'img' : 'presentation'}
    aria-label=${label ?? ''}
    aria-hidden=${label ? 'false' : 'true'}
  >
    ${body}
  </svg>`;
}

/** A padlock: read-only. */
export const lockIcon = (label?: string) =>
  icon(svg`<rect x="3.5" y="7" width="9" height="6.5" rx="1.2"/><path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2"/>`, label);
/** A circle with a cross: an error. */
export const errorIcon = (label?: string) =>
  icon(svg`<circle cx="8" cy="8" r="6"/><path d="M6 6l4 4M10 6l-4 4"/>`, label);
/** A triangle with a bang: a warning. */
export const warningIcon = (label?: string) => icon(svg`<path d="M8 2.5l6 11H2z"/><path d="M8 7v3M8 12v.01"/>`, label);
/** A circle with an i: information. */
export const infoIcon = (label?: string) =>
  icon(svg`<circle cx="8" cy="8" r="6"/><path d="M8 7.5V11M8 5v.01"/>`, label);
/** A page: a file. */
export const fileIcon = () => icon(svg`<path d="M4 1.8h5l3 3v9.4H4z"/><path d="M9 1.8v3h3"/>`);
/** A plus sign: create. */
export const plusIcon = () => icon(svg`<path d="M8 3v10M3 8h10"/>`);
/** An arrow into a tray: import. */
export const importIcon = () => icon(svg`<path d="M8 2v8M5 7l3 3 3-3"/><path d="M2.5 11v2.5h11V11"/>`);
/** An arrow out of a tray: export. */
export const exportIcon = () => icon(svg`<path d="M8 10V2M5 5l3-3 3 3"/><path d="M2.5 11v2.5h11V11"/>`);
/** A bin: delete. */
export const trashIcon = () =>
  icon(svg`<path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4"/><path d="M6.8 6.5v4.5M9.2 6.5v4.5"/>`);
/** Two overlapping pages: copy. */
export const copyIcon = () =>
  icon(svg`<rect x="5.5" y="5.5" width="8" height="8.5" rx="1"/><path d="M3.5 10.5h-1v-8.5h8v1"/>`);

/** A play triangle (back to the sandbox game). */
export const playIcon = () => icon(svg`<path d="M5 3l8 5-8 5z"/>`);
