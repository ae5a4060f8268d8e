import { type KeepRequest, TEXTS_CACHE } from './protocol.ts';

/**
 * Logout: the kept texts go, since a signed-in reader's pages name them (docs/offline.md): the
 * worker is told (after what it is storing now), and the cache is deleted here as well for a page
 * the worker does not control.
 */
export function forgetKeptTexts(): void {
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: 'forget' } satisfies KeepRequest);
  void caches.delete(TEXTS_CACHE).catch(() => undefined);
}
