/**
 * The header's unread support counter after the chat was read (docs/product.md#screens Header, docs/product.md#content-model User): the root
 * data holds `chat.unread_user_messages` as the page was loaded, and the chat page, having read the
 * thread, says what the server now counts. The store remembers which root count it corrects, so a
 * fresh user call (a reload, another session) starts from the server's number again.
 */
import { useSyncExternalStore } from 'react';

let correction: { server: number; value: number } | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The server counts `value` unread replies; `server` is the count the root data showed. */
export function noteUnread(server: number, value: number): void {
  correction = { server, value };
  for (const listener of listeners) listener();
}

export function useUnreadMessages(server: number): number {
  return useSyncExternalStore(
    subscribe,
    () => (correction !== null && correction.server === server ? correction.value : server),
    () => server,
  );
}
