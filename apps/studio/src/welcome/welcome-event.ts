// Fired by `<rs-welcome>` when the author picks what to start.
import type { StarterKind } from './starter-plan.ts';

/** Details of `rs-welcome`: a template to start from, or the tour. */
export interface WelcomeDetail {
  start: StarterKind | 'tour';
}

/** `rs-welcome`: the author chose something on the first screen. */
export class WelcomeEvent extends CustomEvent<WelcomeDetail> {
  static readonly eventName = 'rs-welcome';
  constructor(detail: WelcomeDetail) {
    super(WelcomeEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-welcome': WelcomeEvent;
  }
}
