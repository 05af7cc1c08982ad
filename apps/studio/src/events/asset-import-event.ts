// Fired by a form when the author imports an image into a pack (an enigma card's picture).

/** Details of `rs-asset-import`. */
export interface AssetImportDetail {
  packId: string;
  /** Where it goes in the pack, e.g. "images/map.png" (see workspace/assets.ts). */
  path: string;
  /** The image as the studio keeps it: a `data:` URL. */
  dataUrl: string;
}

/** `rs-asset-import`: add this image to the pack. */
export class AssetImportEvent extends CustomEvent<AssetImportDetail> {
  static readonly eventName = 'rs-asset-import';
  constructor(detail: AssetImportDetail) {
    super(AssetImportEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-asset-import': AssetImportEvent;
  }
}
