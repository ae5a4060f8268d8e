/**
 * Polls `check` until it holds: for what happens in another process or over a network (a server
 * answering, a channel carrying a drop). Throws, naming `what`, once `ms` have passed; returns how
 * long it took, for the test's message (never for an assertion: tests don't assert on timings).
 */
import { setTimeout as sleep } from 'node:timers/promises';

export async function waitUntil(
  what: string,
  ms: number,
  check: () => Promise<boolean>,
  everyMs = 25,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`timed out: ${what}`);
    await sleep(everyMs);
  }
}
