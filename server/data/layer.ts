/**
 * The web tier's data layer, wired once per app and decorated on it (`app.contentLayer`): the circuit
 * breakers, the upstream caller with its retry, the content cache, the anonymous page cache and the
 * call gateway in front of them, from validated configuration. The facade, the page route and the
 * loaders' data sources all use this one instance (`app.contentLayer`); observability subscribes to
 * its events rather than being woven in.
 */
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { accountsCalls } from '../../shared/contract/accounts.ts';
import type { UserAnswer } from '../../shared/schemas/accounts.ts';
import { type BlockStore, blockStore } from '../cache/block-store.ts';
import { ContentCache } from '../cache/content-cache.ts';
import { type BusState, type DropBus, localBus, PostgresDropBus } from '../cache/drop-bus.ts';
import { PageCache } from '../cache/page-cache.ts';
import { type CachePolicies, cachePolicies } from '../cache/policies.ts';
import { isReaderTag, ReaderCache } from '../cache/reader-cache.ts';
import type { CacheLabel, StoreEvents } from '../cache/swr-store.ts';
import { type Clock, systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import { CallGateway } from '../gateway/gateway.ts';
import { BreakerBoard, type BreakerState } from '../upstream/breaker.ts';
import { UpstreamCaller } from '../upstream/caller.ts';
import type { Upstream } from '../upstream/client.ts';
import { decorateCacheBypass } from './cache-bypass.ts';
import { createPurger, noPurger, type Purger } from './cdn-purge.ts';

export interface LayerEvents {
  read: [store: string, key: string, label: CacheLabel];
  evict: [store: string, key: string];
  breaker: [group: string, from: BreakerState, to: BreakerState];
  invalidate: [tags: string[], entries: number];
  /** Tags another instance dropped, and how many entries here they marked. */
  remoteDrop: [tags: string[], entries: number];
  bus: [state: BusState];
}

export interface ContentLayer {
  breakers: BreakerBoard;
  caller: UpstreamCaller;
  cache: ContentCache;
  pages: PageCache;
  /** What signed-in pages ask for their reader, per reader, and the sessions checked here. */
  readers: ReaderCache;
  /** Rendered blocks for later renders (`client/runtime/fragments`); none when BLOCK_STORE_MAX_BYTES is 0. */
  blocks: BlockStore | undefined;
  /** Where every call of the contract is made (`server/gateway`). */
  gateway: CallGateway;
  /** Whole-page caching is on (PAGE_CACHE_MAX_ENTRIES > 0). */
  pagesEnabled: boolean;
  policies: CachePolicies;
  clock: Clock;
  events: EventEmitter<LayerEvents>;
  /**
   * After a write: every cached answer and page showing one of these items is refetched next time, on
   * this instance at once and on every other one through the drop bus; the CDN is told to purge them.
   * A write of any feature needs nothing else: name the tags (the contract's `invalidates`, or a call
   * of this) and every instance and the CDN follow.
   */
  invalidate(tags: readonly string[]): number;
  /** Carries drops between instances (`local` with one instance). */
  bus: DropBus;
  purger: Purger;
  stats(): Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentLayer: ContentLayer;
  }
}

export interface LayerOptions {
  config: Config;
  upstream: Upstream;
  clock?: Clock;
}

export async function contentLayer(app: FastifyInstance, options: LayerOptions): Promise<ContentLayer> {
  const { config, upstream } = options;
  const clock = options.clock ?? systemClock;
  const events = new EventEmitter<LayerEvents>();
  const log = app.log.child({ component: 'content-layer' });

  events.on('breaker', (group, from, to) => {
    const entry = { group, from, to };
    if (to === 'open') log.warn(entry, 'circuit breaker opened');
    else log.info(entry, 'circuit breaker state changed');
  });
  // Debug lines per cache event, subscribed only when they would be written (the hit path is hot).
  if (log.level === 'debug' || log.level === 'trace') {
    events.on('read', (store, key, label) => log.debug({ store, key, label }, 'cache read'));
    events.on('evict', (store, key) => log.debug({ store, key }, 'cache eviction'));
    events.on('invalidate', (tags, entries) => log.debug({ tags, entries }, 'cache invalidated'));
  }

  const storeEvents: StoreEvents = {
    read: (store, key, label) => events.emit('read', store, key, label),
    evict: (store, key) => events.emit('evict', store, key),
  };
  const breakers = new BreakerBoard(
    {
      windowMs: config.BREAKER_WINDOW_SECONDS * 1000,
      minCalls: config.BREAKER_MIN_CALLS,
      failureRatio: config.BREAKER_FAILURE_PERCENT / 100,
      consecutiveTimeouts: config.BREAKER_CONSECUTIVE_TIMEOUTS,
      openMs: config.BREAKER_OPEN_SECONDS * 1000,
    },
    clock,
    (group, from, to) => events.emit('breaker', group, from, to),
  );
  const caller = new UpstreamCaller({
    upstream,
    breakers,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    retryDelayMs: { min: config.UPSTREAM_RETRY_MIN_DELAY_MS, max: config.UPSTREAM_RETRY_MAX_DELAY_MS },
    log,
  });
  const policies = cachePolicies(config);
  const maxEntryBytes = config.CACHE_MAX_ENTRY_BYTES;
  const cache = new ContentCache({
    caller,
    breakers,
    policies,
    content: { maxEntries: config.CACHE_MAX_ENTRIES, maxBytes: config.CACHE_MAX_BYTES, maxEntryBytes },
    search: {
      maxEntries: config.CACHE_SEARCH_MAX_ENTRIES,
      maxBytes: config.CACHE_SEARCH_MAX_BYTES,
      maxEntryBytes,
    },
    notFound: {
      maxEntries: config.CACHE_NOT_FOUND_MAX_ENTRIES,
      ttlMs: config.CACHE_NOT_FOUND_TTL_SECONDS * 1000,
    },
    clock,
    events: storeEvents,
  });
  const pages = new PageCache({
    // A page is kept in three encodings; the largest single page allowed is the byte bound's tenth.
    pages: {
      maxEntries: Math.max(1, config.PAGE_CACHE_MAX_ENTRIES),
      maxBytes: config.PAGE_CACHE_MAX_BYTES,
      maxEntryBytes: Math.max(1024, Math.floor(config.PAGE_CACHE_MAX_BYTES / 10)),
    },
    search: {
      maxEntries: config.PAGE_CACHE_SEARCH_MAX_ENTRIES,
      maxBytes: config.PAGE_CACHE_SEARCH_MAX_BYTES,
      maxEntryBytes: Math.max(1024, Math.floor(config.PAGE_CACHE_SEARCH_MAX_BYTES / 10)),
    },
    clock,
    events: storeEvents,
  });

  const readers = new ReaderCache({
    ttlMs: config.READER_CACHE_TTL_SECONDS * 1000,
    sessionTtlMs: config.SESSION_RECHECK_SECONDS * 1000,
    maxEntries: config.READER_CACHE_MAX_ENTRIES,
    maxBytes: config.READER_CACHE_MAX_BYTES,
    clock,
  });
  const dropLocal = (tags: readonly string[]) => {
    const set = new Set(tags);
    return cache.invalidate(set) + pages.invalidate(set) + readers.invalidate(set);
  };
  const purger = config.CDN_PURGE_URL
    ? createPurger({
        url: config.CDN_PURGE_URL,
        token: config.CDN_PURGE_TOKEN,
        log: app.log.child({ component: 'cdn-purge' }),
      })
    : noPurger;
  const bus = await dropBus(app, config, {
    onDrop: (tags) => events.emit('remoteDrop', tags, dropLocal(tags)),
    onState: (state) => {
      // Drops sent while the channel is down never arrive: nothing is kept long until it is back.
      const cap = state === 'lost' ? config.CACHE_BUS_LOST_TTL_SECONDS * 1000 : undefined;
      cache.capLifetimes(cap);
      pages.capLifetimes(cap);
      readers.capLifetimes(cap);
      events.emit('bus', state);
    },
  });
  const invalidate = (tags: readonly string[]) => {
    if (tags.length === 0) return 0;
    const entries = dropLocal(tags);
    bus.publish(tags);
    // A reader's tags name nothing a CDN holds: personal answers are never stored there.
    purger.purge(tags.filter((tag) => !isReaderTag(tag)));
    events.emit('invalidate', [...tags], entries);
    return entries;
  };
  const layer: ContentLayer = {
    breakers,
    caller,
    cache,
    pages,
    readers,
    blocks: blockStore(config.BLOCK_STORE_MAX_BYTES),
    gateway: new CallGateway({
      caller,
      cache,
      invalidate,
      readers: {
        cache: readers,
        sessionCall: accountsCalls['accounts.user'],
        userIdOf: (data) => (data as UserAnswer | undefined)?.user?.id,
      },
    }),
    pagesEnabled: config.PAGE_CACHE_MAX_ENTRIES > 0,
    policies,
    clock,
    events,
    invalidate,
    bus,
    purger,
    stats: () => ({ ...cache.stats(), ...pages.stats(), ...readers.stats() }),
  };
  app.decorate('contentLayer', layer);
  decorateCacheBypass(app);
  return layer;
}

/** The drop bus on `SHARED_STATE_URL`, or the local one; closed with the app. */
async function dropBus(
  app: FastifyInstance,
  config: Config,
  handlers: { onDrop(tags: string[]): void; onState(state: BusState): void },
): Promise<DropBus> {
  if (!config.SHARED_STATE_URL) return localBus;
  const bus = new PostgresDropBus({
    url: config.SHARED_STATE_URL,
    log: app.log.child({ component: 'cache-drop-bus' }),
    handlers,
  });
  app.addHook('onClose', () => bus.close());
  await bus.start();
  return bus;
}
