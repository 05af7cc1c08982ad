// A minimal observable store: one immutable state value, replaced on every
// change, and listeners told about each replacement.

/** Called with the new and the previous state after every change. */
export type Listener<T> = (state: T, previous: T) => void;

/** Holds one immutable value and notifies subscribers when it is replaced. */
export class Store<T> {
  #state: T;
  readonly #listeners = new Set<Listener<T>>();

  constructor(initial: T) {
    this.#state = initial;
  }

  /** The current state; never mutate it, call `set` instead. */
  get state(): T {
    return this.#state;
  }

  /** Replaces the state with `update(state)` and notifies listeners if it changed. */
  set(update: (state: T) => T): void {
    const previous = this.#state;
    const next = update(previous);
    if (next === previous) return;
    this.#state = next;
    for (const listener of [...this.#listeners]) listener(next, previous);
  }

  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: Listener<T>): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
