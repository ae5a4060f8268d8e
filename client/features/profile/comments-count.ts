/**
 * The header's comments counter after a post: the root data holds the count the
 * page was loaded with; each comment posted here adds one until the user data is read again. The
 * store remembers which count it added to, so a fresh user call (another user, a reload of the
 * root data) starts from the server's number again.
 */
import { useSyncExternalStore } from 'react';

let base: number | null = null;
let added = 0;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A comment by the signed-in reader was saved; `shown` is the count the header showed. */
export function notePostedComment(shown: number): void {
  if (base === null) base = shown;
  added += 1;
  for (const listener of listeners) listener();
}

export function useCommentsCount(server: number): number {
  const extra = useSyncExternalStore(
    subscribe,
    () => (base !== null && base + added > server ? base + added - server : 0),
    () => 0,
  );
  return server + extra;
}
