/**
 * The content cache (docs/architecture.md#the-content-cache, docs/rules.md R26, R27): answers of the
 * user-independent calls (those naming a cache policy), fetched without any user token and kept as their
 * serialized bytes, so a hit runs no JSON.stringify and the byte bound is exact. Three bounded stores, so
 * floods of one kind cannot evict another: content (tags, lists, items, hashtags), search (its own smaller
 * store, since every query string is a new key), and not-found answers (remembered briefly, so unknown slugs
 * cost one upstream call per 30 s, not one per request).
 */
import { LRUCache } from 'lru-cache';
import { type CallDef, callGroup } from '../../shared/contract/define.ts';
import type { Clock } from '../clock.ts';
import type { BreakerBoard } from '../upstream/breaker.ts';
import type { UpstreamCaller } from '../upstream/caller.ts';
import { UpstreamFailure } from '../upstream/client.ts';
import { cacheKey, entityTags, type KeyInput, normalizeInput } from './keys.ts';
import { type CachePolicies, type CachePolicy, lifetimes } from './policies.ts';
import {
  type CacheLabel,
  type DefinitiveAnswer,
  type Stored,
  type StoreEvents,
  type StoreLimits,
  SwrStore,
} from './swr-store.ts';

export interface CachedAnswer extends Stored {
  /** The validated answer as JSON bytes. */
  readonly body: Buffer;
}

export type ContentRead =
  | { found: true; answer: CachedAnswer; label: CacheLabel; policy: CachePolicy }
  | { found: false; code: string; label: CacheLabel };

/** The content API said 404: cached briefly, never served from a stale copy. */
class NotFoundAnswer extends Error implements DefinitiveAnswer {
  readonly definitive = true as const;
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** The content API refused the call (a 4xx other than 404): passed on as it is, never cached. */
export class RefusedAnswer extends Error implements DefinitiveAnswer {
  readonly definitive = true as const;
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  constructor(status: number, code: string, field?: string) {
    super(code);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export interface ContentCacheOptions {
  caller: UpstreamCaller;
  breakers: BreakerBoard;
  policies: CachePolicies;
  content: StoreLimits;
  search: StoreLimits;
  notFound: { maxEntries: number; ttlMs: number };
  clock: Clock;
  events: StoreEvents;
}

export interface ReadContext {
  requestId: string;
  /** The visitor's signal, made only when the read has to wait (see `ReadOptions.signal`). */
  signal?: () => AbortSignal | undefined;
}

export class ContentCache {
  readonly content: SwrStore<CachedAnswer>;
  readonly search: SwrStore<CachedAnswer>;
  readonly #missing: LRUCache<string, { code: string }>;
  readonly #options: ContentCacheOptions;

  constructor(options: ContentCacheOptions) {
    this.#options = options;
    this.content = new SwrStore('content', options.content, options.clock, options.events);
    this.search = new SwrStore('search', options.search, options.clock, options.events);
    this.#missing = new LRUCache({
      max: options.notFound.maxEntries,
      ttl: Math.max(1, options.notFound.ttlMs),
      perf: options.clock,
      ttlResolution: 0,
    });
  }

  /** Reads a policy-naming call through the cache; the caller has checked no user token is involved. */
  async read(call: CallDef, input: KeyInput, context: ReadContext): Promise<ContentRead> {
    const policyName = call.cache;
    if (!policyName) throw new Error(`call ${call.id} names no cache policy`);
    const normalized = normalizeInput(input);
    const key = cacheKey(call, normalized);
    const missing = this.#missing.get(key);
    if (missing) {
      this.#options.events.read('notFound', key, 'HIT');
      return { found: false, code: missing.code, label: 'HIT' };
    }
    const policy = this.#options.policies[policyName];
    const store = policyName === 'search' ? this.search : this.content;
    const group = callGroup(call);
    try {
      const { value, label } = await store.read(key, {
        fill: (signal) => this.#fill(call, normalized, key, policy, context.requestId, signal),
        signal: context.signal,
        upstreamDown: () => this.#options.breakers.isOpen(group),
      });
      return { found: true, answer: value, label, policy };
    } catch (error) {
      if (!(error instanceof NotFoundAnswer)) throw error;
      if (this.#options.notFound.ttlMs > 0) this.#missing.set(key, { code: error.code });
      store.delete(key);
      this.#options.events.read('notFound', key, 'MISS');
      return { found: false, code: error.code, label: 'MISS' };
    }
  }

  invalidate(tags: ReadonlySet<string>): number {
    // A drop of everything (a content import) may have made a remembered 404 exist.
    if (tags.has('*')) this.#missing.clear();
    // Search answers show items' ratings and counts too: a write to an item drops those that list it.
    return this.content.invalidate(tags) + this.search.invalidate(tags);
  }

  /** See `SwrStore.capLifetimes`. */
  capLifetimes(ms: number | undefined): void {
    this.content.capLifetimes(ms);
    this.search.capLifetimes(ms);
  }

  stats() {
    return {
      content: this.content.stats(),
      search: this.search.stats(),
      notFound: { entries: this.#missing.size, maxEntries: this.#options.notFound.maxEntries },
    };
  }

  async #fill(
    call: CallDef,
    input: KeyInput,
    key: string,
    policy: CachePolicy,
    requestId: string,
    signal: AbortSignal,
  ): Promise<CachedAnswer> {
    // No user headers, ever: only answers every visitor may see enter the shared cache (R26).
    const result = await this.#options.caller.call(call, input, { requestId, signal });
    if (result.ok) {
      const body = Buffer.from(JSON.stringify(result.data));
      return {
        body,
        tags: entityTags(call, result.data, input.params),
        size: body.length + key.length,
        refreshFailed: false,
        ...lifetimes(policy, this.#options.clock.now()),
      };
    }
    if (result.status === 404) throw new NotFoundAnswer(result.code);
    if (result.status < 500) throw new RefusedAnswer(result.status, result.code, result.field);
    throw new UpstreamFailure('bad_answer');
  }
}
