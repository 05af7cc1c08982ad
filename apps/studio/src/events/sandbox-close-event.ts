// Fired by the sandbox when the author goes back to the editor.

/** `rs-sandbox-close`: leave the sandbox. */
export class SandboxCloseEvent extends Event {
  static readonly eventName = 'rs-sandbox-close';
  constructor() {
    super(SandboxCloseEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-sandbox-close': SandboxCloseEvent;
  }
}
