/** What `rs-notice` carries: a short message for the header. */
export interface NoticeDetail {
  message: string;
}

/** `rs-notice`: a component asks the shell to show a short message (a refused paste). */
export class NoticeEvent extends CustomEvent<NoticeDetail> {
  static readonly eventName = 'rs-notice';
  constructor(message: string) {
    super(NoticeEvent.eventName, { detail: { message }, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-notice': NoticeEvent;
  }
}
