// Fired by `<rs-value-builder>` when the author changes the selector or expression it edits.

/** `rs-value-change`: the slot's new value (undefined: emptied). */
export class ValueChangeEvent extends Event {
  static readonly eventName = 'rs-value-change';
  constructor(readonly value: unknown) {
    super(ValueChangeEvent.eventName, { bubbles: false, composed: false });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-value-change': ValueChangeEvent;
  }
}
