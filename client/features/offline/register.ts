/**
 * Registers the offline worker (docs/offline.md): loaded by the entry once the page is hydrated and
 * the browser is idle, so it is no part of a page's first download. Plain `register`: the worker
 * takes over by itself on an update (client/sw.ts), so the page has nothing to wait for or prompt.
 */
export function registerOfflineWorker(): void {
  void navigator.serviceWorker
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .catch(() => undefined);
}
