/**
 * The CDN purge hook (docs/operations.md#scale-out). Cached pages and answers name the items they show in
 * their surrogate keys (`cache/surrogate-keys.ts`); after each write the instance that made it POSTs the
 * dropped keys to `CDN_PURGE_URL` as `{"keys": [...]}` (with `Authorization: Bearer CDN_PURGE_TOKEN` when
 * set), so an adapter of the operator's choice turns them into the CDN's purge call.
 *
 * The hook never blocks a write: keys are queued, merged while a call is out, and sent by one worker with
 * retries (`attempts`, doubling delays from `retryDelayMs`); every outcome is logged. A queue past
 * `maxPendingKeys` collapses into a purge of everything (`site`).
 */
import { SITE_KEY, surrogateKey } from '../cache/surrogate-keys.ts';

export interface PurgeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PurgerOptions {
  url: string;
  token?: string;
  log: PurgeLog;
  attempts?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  maxPendingKeys?: number;
  fetch?: typeof fetch;
}

export interface Purger {
  /** Queues a purge of these tags' keys and returns at once. */
  purge(tags: readonly string[]): void;
  /** Resolves when nothing is queued or being sent (tests, shutdown). */
  idle(): Promise<void>;
}

export const noPurger: Purger = { purge() {}, idle: async () => {} };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export function createPurger(options: PurgerOptions): Purger {
  const { url, token, log } = options;
  const attempts = options.attempts ?? 4;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxPendingKeys = options.maxPendingKeys ?? 2000;
  const send = options.fetch ?? fetch;
  let pending = new Set<string>();
  let running: Promise<void> | null = null;

  async function post(keys: string[]): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const response = await send(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ keys }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel().catch(() => {});
        if (response.ok) {
          log.info({ keys, attempt }, 'CDN purge sent');
          return;
        }
        log.warn({ keys, attempt, status: response.status }, 'CDN purge refused');
      } catch (error) {
        log.warn({ keys, attempt, err: (error as Error).message }, 'CDN purge failed');
      }
      if (attempt < attempts) await sleep(retryDelayMs * 2 ** (attempt - 1));
    }
    log.error({ keys, attempts }, 'CDN purge given up: the CDN serves these keys until their s-maxage');
  }

  async function drain(): Promise<void> {
    await Promise.resolve(); // `running` is set before the loop can end
    while (pending.size > 0) {
      const keys = [...pending];
      pending = new Set();
      await post(keys);
    }
    running = null;
  }

  return {
    purge(tags) {
      if (tags.length === 0) return;
      if (!pending.has(SITE_KEY)) {
        for (const tag of tags) pending.add(surrogateKey(tag));
        if (pending.size > maxPendingKeys) pending = new Set([SITE_KEY]);
      }
      running ??= drain();
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
