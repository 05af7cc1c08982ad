// Fired by the timeline when the author moves to another recorded decision.

/** `rs-timeline-jump`: go to the state after `detail.cursor` recorded decisions. */
export class TimelineJumpEvent extends CustomEvent<{ cursor: number }> {
  static readonly eventName = 'rs-timeline-jump';
  constructor(cursor: number) {
    super(TimelineJumpEvent.eventName, { detail: { cursor }, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-timeline-jump': TimelineJumpEvent;
  }
}
