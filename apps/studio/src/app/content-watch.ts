// Play as you write: while a sandbox match is open, any change to the files
// of the packs it plays on (the store gives an edited pack new `files`)
// calls back once the author pauses, so the match is replayed over them.

/** Calls `onChange` `delay` ms after the last change to the watched packs' files. */
export class ContentWatch {
  #seen: ReadonlyArray<Readonly<Record<string, string>>> = [];
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onChange: () => void,
    private readonly delay = 400,
  ) {}

  /** Starts watching these packs' files as they are now (no callback for them). */
  reset(packs: ReadonlyArray<{ files: Readonly<Record<string, string>> }>): void {
    clearTimeout(this.#timer);
    this.#seen = packs.map((p) => p.files);
  }

  /** Compares the packs' files with the last seen; schedules the callback when any changed. */
  check(packs: ReadonlyArray<{ files: Readonly<Record<string, string>> }>): void {
    const files = packs.map((p) => p.files);
    if (files.length === this.#seen.length && files.every((f, i) => f === this.#seen[i])) return;
    this.#seen = files;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(this.onChange, this.delay);
  }

  /** Stops a pending callback. */
  stop(): void {
    clearTimeout(this.#timer);
  }
}
