// Tells the studio's other tabs (same origin) which pack this tab just saved,
// so an idle tab takes the change in at once instead of overwriting it later.
// BroadcastChannel does not deliver a message to the channel that sent it.

/** The channel between the studio's tabs. */
export interface TabChannel {
  /** Tells the other tabs that this pack was saved (or deleted). */
  post(packId: string): void;
  /** Calls `onSaved` for every pack another tab saved; returns the function that stops listening. */
  listen(onSaved: (packId: string) => void): () => void;
  close(): void;
}

interface SavedMessage {
  type: 'pack-saved';
  packId: string;
}

const isSaved = (data: unknown): data is SavedMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as SavedMessage).type === 'pack-saved' &&
  typeof (data as SavedMessage).packId === 'string';

/** Opens the channel; without BroadcastChannel, one that says nothing (saves are still checked on write). */
export function openTabChannel(name = 'roomsmith-studio:packs'): TabChannel {
  if (typeof BroadcastChannel === 'undefined') {
    const quiet = () => undefined;
    return { post: quiet, listen: () => quiet, close: quiet };
  }
  const channel = new BroadcastChannel(name);
  return {
    post(packId) {
      channel.postMessage({ type: 'pack-saved', packId } satisfies SavedMessage);
    },
    listen(onSaved) {
      const handler = (e: MessageEvent) => {
        if (isSaved(e.data)) onSaved(e.data.packId);
      };
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
    close() {
      channel.close();
    },
  };
}
