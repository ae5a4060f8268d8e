/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer the reader in
 * between: long work (the page's start before hydration) made of steps that each fit in a short
 * task. `scheduler.yield` goes on ahead of other queued work where the browser has it; elsewhere a
 * zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
