// Re-renders a Lit host whenever a store changes, while the host is connected.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Store } from '../workspace/store.ts';

/** Subscribes its host to a store for as long as the host is in the document. */
export class StoreController<T> implements ReactiveController {
  #unsubscribe: (() => void) | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: Store<T>,
  ) {
    host.addController(this);
  }

  /** The store's current state. */
  get state(): T {
    return this.store.state;
  }

  hostConnected(): void {
    this.#unsubscribe = this.store.subscribe(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }
}
