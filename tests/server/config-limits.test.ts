import t from 'tap';
import { cachePolicies } from '../../server/cache/policies.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';

t.test('production defaults are the documented limits (docs/rules.md R19, R24–R29, R35)', async (t) => {
  const config = loadConfig({});
  t.match(config, {
    UPSTREAM_TIMEOUT_MS: 3000,
    UPSTREAM_CONNECT_TIMEOUT_MS: 1000,
    UPSTREAM_CONNECTIONS: 64,
    UPSTREAM_MAX_RESPONSE_BYTES: 2 * 1024 * 1024,
    UPSTREAM_RETRY_MIN_DELAY_MS: 100,
    UPSTREAM_RETRY_MAX_DELAY_MS: 300,
    BREAKER_WINDOW_SECONDS: 10,
    BREAKER_MIN_CALLS: 10,
    BREAKER_FAILURE_PERCENT: 50,
    BREAKER_CONSECUTIVE_TIMEOUTS: 5,
    BREAKER_OPEN_SECONDS: 15,
    CACHE_TTL_TAGS_SECONDS: 60,
    CACHE_TTL_LISTS_SECONDS: 60,
    CACHE_TTL_SEARCH_SECONDS: 60,
    CACHE_TTL_ITEM_SECONDS: 300,
    CACHE_STALE_WHILE_REVALIDATE_SECONDS: 600,
    CACHE_STALE_IF_ERROR_SECONDS: 86_400,
    CACHE_NOT_FOUND_TTL_SECONDS: 30,
    CACHE_MAX_BYTES: 64 * 1024 * 1024,
    CACHE_MAX_ENTRIES: 5000,
    CACHE_MAX_ENTRY_BYTES: 1024 * 1024,
    CACHE_SEARCH_MAX_ENTRIES: 1000,
    RATE_LIMIT_GLOBAL_PER_MINUTE: 200,
    RATE_LIMIT_GLOBAL_PER_10_SECONDS: 50,
    LOAD_MAX_EVENT_LOOP_DELAY_MS: 500,
    LOAD_MAX_HEAP_USED_PERCENT: 80,
    LOAD_MAX_RSS_BYTES: 1536 * 1024 * 1024,
    LOAD_RETRY_AFTER_SECONDS: 10,
    HEADERS_TIMEOUT_MS: 10_000,
    REQUEST_TIMEOUT_MS: 30_000,
    HANDLER_TIMEOUT_MS: 10_000,
    RATE_LIMIT_SEARCH_PER_SECOND: 2,
    RATE_LIMIT_SEARCH_PER_MINUTE: 30,
    RENDER_CONCURRENCY: 8,
    RENDER_QUEUE_MAX: 24,
    RENDER_QUEUE_TIMEOUT_MS: 1000,
    RENDER_SHED_UTILIZATION_PERCENT: 90,
  });
  t.equal(config.INTERNAL_TOKEN, undefined, 'internal routes answer loopback only unless a token is set');
});

t.test('each named policy drives its Cache-Control header', async (t) => {
  const policies = cachePolicies(loadConfig({ CACHE_TTL_LISTS_SECONDS: '30' }));
  t.equal(policies.lists.ttlMs, 30_000);
  t.equal(
    policies.lists.cacheControl,
    'public, max-age=30, stale-while-revalidate=600, stale-if-error=86400',
  );
  t.equal(
    policies.item.cacheControl,
    'public, max-age=300, stale-while-revalidate=600, stale-if-error=86400',
  );
  t.equal(
    policies.pages.cacheControl,
    'public, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
  );
});

t.test('bad values are refused with the variable named', async (t) => {
  t.throws(() => loadConfig({ CACHE_MAX_BYTES: '64MB' }), ConfigError);
  t.throws(() => loadConfig({ CACHE_TTL_ITEM_SECONDS: '-1' }), /CACHE_TTL_ITEM_SECONDS/);
  t.throws(
    () => loadConfig({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' }),
    /HEADERS_TIMEOUT_MS/,
  );
  t.throws(() => loadConfig({ BREAKER_FAILURE_PERCENT: '150' }), /BREAKER_FAILURE_PERCENT/);
  t.throws(() => loadConfig({ INTERNAL_TOKEN: 'short' }), /INTERNAL_TOKEN/);
});
