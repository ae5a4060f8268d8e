/**
 * The header's unread support counter after the chat was read (docs/product.md#screens Header, docs/product.md#content-model User): the root
 * data holds `chat.unread_user_messages` as its user call counted it, and the chat page, having read the
 * thread, says what the server counts now. Root data loaded before that read (a reader-state check or a
 * revalidation that left before it) may still count the replies just read, so the badge shows the read's
 * count over any root data older than the read, and root data loaded after it is the server's word
 * again. The session version orders them (`client/data/session.ts`): a read moves it on, and the root
 * data remembers the version its loader started with.
 */
import { useSyncExternalStore } from 'react';
import { clientSession, readerStateChanged } from '../../data/session.ts';

let read: { value: number; version: number } | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * `chat.read` answered: the server counts `value` unread replies. Root data loaded from now on starts
 * from the server again (the next revalidation reloads the user).
 */
export function noteRead(value: number): void {
  readerStateChanged();
  read = { value, version: clientSession.version };
  for (const listener of listeners) listener();
}

/** The count the badge shows for root data counting `server`, loaded at session version `loadedAt`. */
export function shownUnread(server: number, loadedAt: number): number {
  return read !== null && loadedAt < read.version ? read.value : server;
}

export function useUnreadMessages(server: number, loadedAt: number): number {
  return useSyncExternalStore(
    subscribe,
    () => shownUnread(server, loadedAt),
    () => server,
  );
}
