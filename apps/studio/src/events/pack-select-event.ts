// Fired by the pack list when the author picks a pack.

/** Details of `rs-pack-select`. */
export interface PackSelectDetail {
  packId: string;
}

/** `rs-pack-select`: the author chose a pack in the sidebar. */
export class PackSelectEvent extends CustomEvent<PackSelectDetail> {
  static readonly eventName = 'rs-pack-select';
  constructor(packId: string) {
    super(PackSelectEvent.eventName, { detail: { packId }, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-pack-select': PackSelectEvent;
  }
}
