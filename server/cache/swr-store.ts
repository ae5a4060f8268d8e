/**
 * A bounded store with stale-while-revalidate and stale-if-error (docs/rules.md R26, R27) on
 * lru-cache's `fetch`, which gives request coalescing: concurrent misses of one key share one fill.
 * Each entry says when it stops being fresh, stops being servable while revalidating, and may be
 * dropped; lru-cache keeps it until the last of those (its own TTL) or until the byte bound evicts it.
 *
 * A read answers HIT (fresh), STALE (within the SWR window: one background refresh runs per key),
 * MISS (filled now) or STALE-ERROR (the fill failed, or the upstream is known to be down, and a
 * retained copy was served). Fills that fail are never stored; a definitive answer (a 404, a refused
 * input) is passed on, never hidden behind a stale copy. A fill is aborted when every visitor waiting
 * for it has gone; a background refresh runs to its own deadline.
 */
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.ts';

export type CacheLabel = 'HIT' | 'MISS' | 'STALE' | 'STALE-ERROR';

export interface Stored {
  readonly size: number;
  /** Entity tags of what the entry shows, for invalidation after writes (docs/architecture.md#the-content-cache). */
  readonly tags: readonly string[];
  readonly storedAt: number;
  freshUntil: number;
  swrUntil: number;
  readonly retainUntil: number;
  /** The last background refresh failed: a stale serve is a stale-if-error one. */
  refreshFailed: boolean;
}

/** A stored entry's `Age` header: the whole seconds since it was stored. */
export function ageHeader(entry: Pick<Stored, 'storedAt'>, clock: Clock): string {
  return String(Math.max(0, Math.floor((clock.now() - entry.storedAt) / 1000)));
}

/** An upstream answer given on purpose: passed on, never replaced by a stale copy. */
export interface DefinitiveAnswer {
  readonly definitive: true;
}

export function isDefinitive(error: unknown): error is DefinitiveAnswer {
  return typeof error === 'object' && error !== null && (error as DefinitiveAnswer).definitive === true;
}

/** The visitor went away before the answer was ready. */
export class ReadAborted extends Error {
  override name = 'ReadAborted';
}

export interface StoreLimits {
  maxEntries: number;
  maxBytes: number;
  maxEntryBytes: number;
}

export interface ReadOptions<V> {
  /** Builds a new entry; rejects when the upstream failed. Runs at most once per key at a time. */
  fill: (signal: AbortSignal) => Promise<V>;
  /**
   * The visitor's signal: when it aborts, this read stops waiting. Given as a function, so a hit (the
   * common case, which never waits) does not pay for building one.
   */
  signal?: () => AbortSignal | undefined;
  /** The upstream is known to be failing (an open breaker): stale serves are stale-if-error ones. */
  upstreamDown?: () => boolean;
}

export interface StoreEvents {
  read(store: string, key: string, label: CacheLabel): void;
  evict(store: string, key: string): void;
}

class Flight {
  readonly controller = new AbortController();
  waiters = 0;
  readonly background: boolean;
  constructor(background: boolean) {
    this.background = background;
  }
}

interface FetchContext<V> {
  fill: (signal: AbortSignal) => Promise<V>;
  flight: Flight;
}

export class SwrStore<V extends Stored> {
  readonly name: string;
  readonly limits: StoreLimits;
  readonly #clock: Clock;
  readonly #events: StoreEvents;
  readonly #flights = new Map<string, Flight>();
  /** While set, no entry is fresh (or served stale) for longer than this: see `capLifetimes`. */
  #lifetimeCapMs: number | undefined;
  readonly #lru: LRUCache<string, V, FetchContext<V>>;

  constructor(name: string, limits: StoreLimits, clock: Clock, events: StoreEvents) {
    this.name = name;
    this.limits = limits;
    this.#clock = clock;
    this.#events = events;
    this.#lru = new LRUCache<string, V, FetchContext<V>>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      maxEntrySize: limits.maxEntryBytes,
      sizeCalculation: (value) => Math.max(1, value.size),
      perf: clock,
      // The injected clock may jump; lru-cache must not cache an older reading of it.
      ttlResolution: 0,
      noDeleteOnFetchRejection: true,
      allowStaleOnFetchRejection: false,
      dispose: (_value, key, reason) => {
        if (reason === 'evict') events.evict(name, key);
      },
      fetchMethod: (key, stale, { signal, options, context }) =>
        this.#runFill(key, stale, signal, options, context),
    });
  }

  /**
   * The stored entry when it may be served without waiting: fresh, or stale within its window (which
   * starts a background refresh). Undefined when a fill must run first: then call `read`. Hot routes
   * call this first, so a hit costs no promise.
   */
  readStored(
    key: string,
    options: Omit<ReadOptions<V>, 'signal'>,
  ): { value: V; label: CacheLabel } | undefined {
    const now = this.#clock.now();
    const current = this.#lru.get(key, { allowStale: true });
    if (!current || now >= current.retainUntil) return undefined;
    if (now < current.freshUntil) return this.#answer(key, current, 'HIT');
    if (now < current.swrUntil) {
      this.#refreshInBackground(key, options.fill);
      const failing = current.refreshFailed || options.upstreamDown?.() === true;
      return this.#answer(key, current, failing ? 'STALE-ERROR' : 'STALE');
    }
    return undefined;
  }

  async read(key: string, options: ReadOptions<V>): Promise<{ value: V; label: CacheLabel }> {
    const stored = this.readStored(key, options);
    if (stored) return stored;
    try {
      return this.#answer(key, await this.#fillNow(key, options), 'MISS');
    } catch (error) {
      if (error instanceof ReadAborted || isDefinitive(error)) throw error;
      const retained = this.#lru.peek(key, { allowStale: true });
      if (retained && this.#clock.now() < retained.retainUntil) {
        retained.refreshFailed = true;
        return this.#answer(key, retained, 'STALE-ERROR');
      }
      throw error;
    }
  }

  /** A stored entry without touching its recency or starting a fill (HEAD requests, tests). */
  peek(key: string): V | undefined {
    const value = this.#lru.peek(key, { allowStale: true });
    return value && this.#clock.now() < value.retainUntil ? value : undefined;
  }

  delete(key: string): void {
    this.#lru.delete(key);
  }

  /**
   * Marks every entry showing one of the tags (`*`: every entry) as needing a refetch; stale copies
   * stay for outages.
   */
  invalidate(tags: ReadonlySet<string>): number {
    let count = 0;
    const all = tags.has('*');
    for (const value of this.#lru.values()) {
      if (all || value.tags.some((tag) => tags.has(tag))) {
        value.freshUntil = 0;
        value.swrUntil = 0;
        count += 1;
      }
    }
    return count;
  }

  /**
   * Caps how long entries stay fresh or servable stale, from now on and for every later fill, until
   * called with undefined: while drops from other instances may be missed (`drop-bus.ts`), nothing is
   * served for longer than this without asking the upstream again.
   */
  capLifetimes(ms: number | undefined): void {
    this.#lifetimeCapMs = ms;
    if (ms === undefined) return;
    const until = this.#clock.now() + ms;
    for (const value of this.#lru.values()) this.#cap(value, until);
  }

  #cap(value: V, until: number) {
    value.freshUntil = Math.min(value.freshUntil, until);
    value.swrUntil = Math.min(value.swrUntil, until);
  }

  stats() {
    return {
      entries: this.#lru.size,
      bytes: this.#lru.calculatedSize,
      maxEntries: this.limits.maxEntries,
      maxBytes: this.limits.maxBytes,
      fillsInFlight: this.#flights.size,
    };
  }

  #answer(key: string, value: V, label: CacheLabel) {
    this.#events.read(this.name, key, label);
    return { value, label };
  }

  async #fillNow(key: string, options: ReadOptions<V>): Promise<V> {
    let flight = this.#flights.get(key);
    if (!flight) {
      flight = new Flight(false);
      this.#flights.set(key, flight);
    }
    flight.waiters += 1;
    const pending = this.#lru.fetch(key, {
      forceRefresh: true,
      allowStale: false,
      context: { fill: options.fill, flight },
      signal: flight.controller.signal,
    });
    try {
      const value = await waitFor(pending, options.signal?.());
      // lru-cache resolves undefined when a fill ended without a value (aborted, or evicted meanwhile).
      if (value === undefined) throw new ReadAborted('the fill ended without a value');
      return value;
    } finally {
      flight.waiters -= 1;
      if (flight.waiters === 0 && !flight.background && this.#flights.get(key) === flight) {
        flight.controller.abort(new ReadAborted('every reader left'));
      }
    }
  }

  #refreshInBackground(key: string, fill: (signal: AbortSignal) => Promise<V>) {
    if (this.#flights.has(key)) return;
    const flight = new Flight(true);
    this.#flights.set(key, flight);
    this.#lru
      .fetch(key, {
        forceRefresh: true,
        allowStale: true,
        context: { fill, flight },
        signal: flight.controller.signal,
      })
      .catch(() => {
        // A failed refresh leaves the stale entry in place and marks it (see #runFill).
      });
  }

  async #runFill(
    key: string,
    stale: V | undefined,
    signal: AbortSignal,
    options: LRUCache.FetcherOptions<string, V, FetchContext<V>>['options'],
    context: FetchContext<V>,
  ): Promise<V> {
    try {
      const value = await context.fill(signal);
      if (this.#lifetimeCapMs !== undefined) this.#cap(value, this.#clock.now() + this.#lifetimeCapMs);
      options.ttl = Math.max(1, value.retainUntil - this.#clock.now());
      return value;
    } catch (error) {
      if (stale && !isDefinitive(error)) stale.refreshFailed = true;
      throw error;
    } finally {
      if (this.#flights.get(key) === context.flight) this.#flights.delete(key);
    }
  }
}

function waitFor<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(new ReadAborted('the visitor left'));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ReadAborted('the visitor left'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
