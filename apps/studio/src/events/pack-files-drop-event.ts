// Fired by the sidebar when zip files are dropped onto it.

/** Details of `rs-pack-files-drop`. */
export interface PackFilesDropDetail {
  files: File[];
}

/** `rs-pack-files-drop`: pack zips were dropped for import. */
export class PackFilesDropEvent extends CustomEvent<PackFilesDropDetail> {
  static readonly eventName = 'rs-pack-files-drop';
  constructor(files: File[]) {
    super(PackFilesDropEvent.eventName, { detail: { files }, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-pack-files-drop': PackFilesDropEvent;
  }
}
