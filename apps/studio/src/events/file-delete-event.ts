// Fired by the file tree when the author asks to delete a file (the app asks
// for confirmation before anything is removed).

/** Details of `rs-file-delete`. */
export interface FileDeleteDetail {
  packId: string;
  path: string;
}

/** `rs-file-delete`: the author asked to delete a file. */
export class FileDeleteEvent extends CustomEvent<FileDeleteDetail> {
  static readonly eventName = 'rs-file-delete';
  constructor(detail: FileDeleteDetail) {
    super(FileDeleteEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-file-delete': FileDeleteEvent;
  }
}
