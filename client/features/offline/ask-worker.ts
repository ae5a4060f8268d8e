/**
 * The page's side of the offline worker's messages (`protocol.ts`): a question answered on its own
 * port, and logout's "forget everything" (docs/offline.md#signed-in-readers).
 */
import { type KeepAnswer, type KeepRequest, TEXTS_CACHE } from './protocol.ts';

export async function askWorker(request: KeepRequest): Promise<KeepAnswer> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return { kept: false, pinned: false };
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as KeepAnswer);
    worker.postMessage(request, [channel.port2]);
  });
}

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
