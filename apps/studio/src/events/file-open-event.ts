// Fired when a file should open in the editor, optionally at a position
// (the file tree opens at the top; the Problems panel at the problem).

/** Details of `rs-file-open`. */
export interface FileOpenDetail {
  packId: string;
  path: string;
  /** 1-based position to reveal, if any. */
  line?: number;
  column?: number;
}

/** `rs-file-open`: open a pack file in the editor. */
export class FileOpenEvent extends CustomEvent<FileOpenDetail> {
  static readonly eventName = 'rs-file-open';
  constructor(detail: FileOpenDetail) {
    super(FileOpenEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-file-open': FileOpenEvent;
  }
}
