// Fired by the code editor when the text of the open file changes.

/** Details of `rs-file-edit`. */
export interface FileEditDetail {
  packId: string;
  path: string;
  text: string;
  /** The text's UTF-8 size when it was already counted (off the UI thread), so it is not counted again. */
  bytes?: number;
}

/** `rs-file-edit`: the author typed in a file. */
export class FileEditEvent extends CustomEvent<FileEditDetail> {
  static readonly eventName = 'rs-file-edit';
  constructor(detail: FileEditDetail) {
    super(FileEditEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-file-edit': FileEditEvent;
  }
}
