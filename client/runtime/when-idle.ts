/**
 * Runs `run` at the browser's first idle moment, or after `timeoutMs` at the latest (a busy page
 * never idles); where the browser has no idle callback, after the current task.
 */
export function whenIdle(run: () => void, timeoutMs: number): void {
  if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: timeoutMs });
  else window.setTimeout(run, 1);
}
