/**
 * The per-IP rate limits (docs/rules.md R19): at most RATE_LIMIT_GLOBAL_PER_10_SECONDS requests in any 10 s
 * and RATE_LIMIT_GLOBAL_PER_MINUTE in any minute per client address (the socket address, or the proxy's
 * X-Forwarded-For only when TRUST_PROXY names that proxy), and on top of those RATE_LIMIT_SEARCH_PER_SECOND
 * and RATE_LIMIT_SEARCH_PER_MINUTE searches: the search calls of the contract (cache policy `search`) and
 * search pages the page cache cannot answer, the most expensive requests there are. The live search's
 * dropdown query (three hits a group, first page, asked after the reader pauses) is counted by what it
 * costs, apart from results pages, against a budget LIVE_QUERIES_PER_SEARCH times larger: a reader
 * typing with the 500 ms pause of docs/product.md#constants asks at most 120 a minute and is never
 * refused, while a scraper reading results pages keeps the search limit. What costs next to
 * nothing is exempt, so a crawler reading the sitemap at a modest pace is not refused: built assets, media,
 * liveness, and pages the page cache answers without a render (`request-cost.ts`). The not-found handler
 * counts. Counters live in @fastify/rate-limit's bounded LRU store with one instance, and in Redis/Valkey
 * (`REDIS_URL`) or the shared PostgreSQL (`SHARED_STATE_URL`) when several instances must count together
 * (`shared-rate-store.ts`). Other per-feature limits (login, comments…) belong to their features, which use
 * this same registration through their route's `config.rateLimit`.
 */
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEARCH_RESULTS_PER_GROUP } from '../../shared/constants.ts';
import { allCalls } from '../../shared/contract/index.ts';
import type { Config } from '../config.ts';
import { WebError } from '../errors.ts';
import { type RequestCosts, STATIC_PREFIXES } from './request-cost.ts';
import { type Counters, postgresCounters, redisCounters, sharedStoreClass } from './shared-rate-store.ts';

export const RATE_LIMIT_EXEMPT = [...STATIC_PREFIXES, '/healthz', '/internal/', '/metrics'];

/** Route patterns of the contract's search calls (a new search call joins by its cache policy). */
const SEARCH_CALL_PATHS = new Set(
  allCalls.filter((call) => call.method === 'GET' && call.cache === 'search').map((call) => call.path),
);

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** How many dropdown queries cost as much as one results page: the live budget's size. */
export const LIVE_QUERIES_PER_SEARCH = 5;

/**
 * A dropdown query: the search call asking the first page of at most SEARCH_RESULTS_PER_GROUP hits a
 * group with no kind or tag filter, the one the header's live search asks.
 */
function isDropdownQuery(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  const limit = Number(query?.limit);
  const page = query?.page === undefined ? 0 : Number(query.page);
  return (
    Number.isInteger(limit) &&
    limit > 0 &&
    limit <= SEARCH_RESULTS_PER_GROUP &&
    page === 0 &&
    query?.kind === undefined &&
    query?.tags === undefined
  );
}

function checks(
  app: FastifyInstance,
  kind: string,
  perSecond: number,
  perTenSeconds: number,
  perMinute: number,
) {
  return [
    { max: perSecond, timeWindow: 1000 },
    { max: perTenSeconds, timeWindow: 10_000 },
    { max: perMinute, timeWindow: 60_000 },
  ]
    .filter((window) => window.max > 0)
    .map((window) =>
      // The group names the check's counters in a shared store (the local one keeps one per check).
      app.createRateLimit({ ...window, groupId: `${kind}-${window.timeWindow}` } as CreateRateLimitOptions),
    );
}

/** Shared counters when several instances run (Redis first), else none: the in-memory store. */
async function sharedCounters(config: Config): Promise<Counters | null> {
  if (config.REDIS_URL) return redisCounters(config.REDIS_URL);
  if (config.SHARED_STATE_URL) return postgresCounters(config.SHARED_STATE_URL);
  return null;
}

async function enforce(request: FastifyRequest, reply: FastifyReply, limits: Check[], kind: string) {
  for (const check of limits) {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      request.log.warn(
        { ip: request.ip, kind, max: limit.max, window: limit.timeWindow },
        'rate limit exceeded',
      );
      reply.header('Retry-After', String(Math.max(1, limit.ttlInSeconds)));
      throw new WebError('too_many_requests');
    }
  }
}

export async function globalRateLimit(app: FastifyInstance, config: Config, costs: RequestCosts) {
  const counters = await sharedCounters(config);
  if (counters) {
    app.addHook('onClose', () => counters.close());
    app.log.info({ store: counters.kind }, 'rate-limit counters shared between instances');
  }
  await app.register(rateLimit, {
    global: false,
    cache: config.RATE_LIMIT_STORE_ENTRIES,
    errorResponseBuilder: () => new WebError('too_many_requests'),
    ...(counters ? { store: sharedStoreClass(counters, app.log), skipOnError: true } : {}),
  });
  // A refused client may still be sending its body: with the connection kept, Node would wait out the
  // request timeout for the rest and then send a second answer (a 408) on it (docs/rules.md R23). Every 429,
  // the site's checks' and the routes' own limits', closes the connection once it is sent.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 429 && !reply.raw.headersSent) reply.header('Connection', 'close');
  });
  const global = checks(
    app,
    'global',
    0,
    config.RATE_LIMIT_GLOBAL_PER_10_SECONDS,
    config.RATE_LIMIT_GLOBAL_PER_MINUTE,
  );
  // Each check has its own store (@fastify/rate-limit's `child`): searches are counted apart.
  const search = checks(
    app,
    'search',
    config.RATE_LIMIT_SEARCH_PER_SECOND,
    0,
    config.RATE_LIMIT_SEARCH_PER_MINUTE,
  );
  const live = checks(
    app,
    'live-search',
    config.RATE_LIMIT_SEARCH_PER_SECOND * LIVE_QUERIES_PER_SEARCH,
    0,
    config.RATE_LIMIT_SEARCH_PER_MINUTE * LIVE_QUERIES_PER_SEARCH,
  );
  if (global.length === 0 && search.length === 0) return;

  app.addHook('onRequest', async (request, reply) => {
    if (RATE_LIMIT_EXEMPT.some((prefix) => request.url.startsWith(prefix))) return;
    const cost = costs.page(request);
    if (cost === 'stored') return;
    await enforce(request, reply, global, 'global');
    if (cost === 'search') await enforce(request, reply, search, 'search');
    else if (request.method === 'GET' && SEARCH_CALL_PATHS.has(request.routeOptions.url ?? '')) {
      if (isDropdownQuery(request)) await enforce(request, reply, live, 'live-search');
      else await enforce(request, reply, search, 'search');
    }
  });
}
