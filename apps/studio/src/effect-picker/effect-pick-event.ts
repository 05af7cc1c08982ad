// Fired by `<rs-effect-picker>` when the author picks an item.

/** Details of `rs-effect-pick`. */
export interface EffectPickDetail {
  /** The picked branch's discriminator value (`move-piece`). */
  value: string;
}

/** `rs-effect-pick`: the author picked `value` in an effect picker. */
export class EffectPickEvent extends CustomEvent<EffectPickDetail> {
  static readonly eventName = 'rs-effect-pick';
  constructor(detail: EffectPickDetail) {
    super(EffectPickEvent.eventName, { detail, bubbles: true, composed: false });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-effect-pick': EffectPickEvent;
  }
}
