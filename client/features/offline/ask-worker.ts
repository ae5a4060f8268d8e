/**
 * The page's side of the offline worker's messages (`protocol.ts`): a question answered on its own
 * port. Only the keep button asks (its own chunk).
 */
import type { KeepAnswer, KeepRequest } from './protocol.ts';

export async function askWorker(request: KeepRequest): Promise<KeepAnswer> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return { kept: false, pinned: false };
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as KeepAnswer);
    worker.postMessage(request, [channel.port2]);
  });
}
