// Fired by the dealt-complex preview when the author asks to play the mode.

/** Details of `rs-play`. */
export interface PlayDetail {
  /** The mode as `pack:id`. */
  mode: string;
  seed: number | string;
  seats: number;
  /** Packs to load besides the mode's pack and what it depends on. */
  packs: string[];
  /** Match options (e.g. `scenario`: the enigma scenario to deal), as `--option` gives them to the CLI. */
  options?: Record<string, string>;
  /** A `roomsmith-replay@1` file to open the match at (the Playtest dashboard's games), played on these packs. */
  replay?: string;
}

/** `rs-play`: open the sandbox on this mode, seed and number of seats. */
export class PlayEvent extends CustomEvent<PlayDetail> {
  static readonly eventName = 'rs-play';
  constructor(detail: PlayDetail) {
    super(PlayEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-play': PlayEvent;
  }
}
