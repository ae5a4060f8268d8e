/**
 * A bounded in-process counter of recent events per key (docs/rules.md R19: limiter stores are bounded
 * LRUs), for limits that have no row to count in the database, such as favourite changes per minute.
 */
import { LRUCache } from 'lru-cache';

export class RateWindow {
  readonly #windowMs: number;
  readonly #max: number;
  readonly #now: () => number;
  readonly #events: LRUCache<string, number[]>;

  constructor(options: { windowMs: number; max: number; maxKeys?: number; now?: () => number }) {
    this.#windowMs = options.windowMs;
    this.#max = options.max;
    this.#now = options.now ?? Date.now;
    this.#events = new LRUCache({ max: options.maxKeys ?? 10_000 });
  }

  /** Records an event for `key`; answers the seconds to wait when it goes over the limit, else 0. */
  hit(key: string): number {
    if (this.#max <= 0) return 0;
    const now = this.#now();
    const recent = (this.#events.get(key) ?? []).filter((at) => now - at < this.#windowMs);
    if (recent.length >= this.#max) {
      this.#events.set(key, recent);
      return ((recent[0] ?? now) + this.#windowMs - now) / 1000;
    }
    recent.push(now);
    this.#events.set(key, recent);
    return 0;
  }
}
