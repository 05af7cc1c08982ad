// Fired when the author picks a decision option by clicking what it targets
// (a tile, a card, a zone) instead of its button.

/** Details of `rs-option-pick`. */
export interface OptionPickDetail {
  seat: string;
  option: string;
}

/** `rs-option-pick`: answer the pending decision for `seat` with `option`. */
export class OptionPickEvent extends CustomEvent<OptionPickDetail> {
  static readonly eventName = 'rs-option-pick';
  constructor(detail: OptionPickDetail) {
    super(OptionPickEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-option-pick': OptionPickEvent;
  }
}
