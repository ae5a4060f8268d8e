/**
 * The web tier's configuration: environment variables validated once at start (docs/operations.md). Every
 * number carries its unit in its name; `.env.example` lists them all with their defaults.
 */
import path from 'node:path';
import { z } from 'zod';
import { BoolVar, intVar } from '../shared/env-vars.ts';

/**
 * docs/rules.md R19, R24–R29: the upstream client, circuit breaker, content and page caches,
 * global rate limit and load shedding. Each default is the documented one; tests raise or shrink them.
 */
const upstreamAndCacheEnv = {
  UPSTREAM_CONNECT_TIMEOUT_MS: intVar(50, 60_000, 1000),
  UPSTREAM_CONNECTIONS: intVar(1, 1024, 64),
  UPSTREAM_MAX_RESPONSE_BYTES: intVar(1024, 256 * 1024 * 1024, 2 * 1024 * 1024),
  UPSTREAM_RETRY_MIN_DELAY_MS: intVar(0, 10_000, 100),
  UPSTREAM_RETRY_MAX_DELAY_MS: intVar(0, 10_000, 300),
  BREAKER_WINDOW_SECONDS: intVar(1, 3600, 10),
  BREAKER_MIN_CALLS: intVar(1, 100_000, 10),
  BREAKER_FAILURE_PERCENT: intVar(1, 100, 50),
  BREAKER_CONSECUTIVE_TIMEOUTS: intVar(1, 1000, 5),
  BREAKER_OPEN_SECONDS: intVar(1, 3600, 15),
  CACHE_TTL_TAGS_SECONDS: intVar(0, 86_400, 60),
  CACHE_TTL_LISTS_SECONDS: intVar(0, 86_400, 60),
  CACHE_TTL_SEARCH_SECONDS: intVar(0, 86_400, 60),
  CACHE_TTL_ITEM_SECONDS: intVar(0, 86_400, 300),
  CACHE_TTL_HASHTAGS_SECONDS: intVar(0, 86_400, 60),
  CACHE_TTL_PAGES_SECONDS: intVar(0, 86_400, 60),
  CACHE_STALE_WHILE_REVALIDATE_SECONDS: intVar(0, 7 * 86_400, 600),
  CACHE_STALE_IF_ERROR_SECONDS: intVar(0, 30 * 86_400, 86_400),
  CACHE_NOT_FOUND_TTL_SECONDS: intVar(0, 3600, 30),
  CACHE_MAX_BYTES: intVar(1024, 4 * 1024 * 1024 * 1024, 64 * 1024 * 1024),
  CACHE_MAX_ENTRIES: intVar(1, 1_000_000, 5000),
  CACHE_MAX_ENTRY_BYTES: intVar(1024, 256 * 1024 * 1024, 1024 * 1024),
  CACHE_SEARCH_MAX_ENTRIES: intVar(1, 1_000_000, 1000),
  CACHE_SEARCH_MAX_BYTES: intVar(1024, 4 * 1024 * 1024 * 1024, 16 * 1024 * 1024),
  CACHE_NOT_FOUND_MAX_ENTRIES: intVar(1, 1_000_000, 2000),
  /**
   * The reader cache (docs/architecture.md#the-reader-cache): how long a reader's own answers are kept
   * when nothing drops them (0 turns it off), its bounds, and how long a checked session is believed.
   */
  READER_CACHE_TTL_SECONDS: intVar(0, 86_400, 300),
  READER_CACHE_MAX_ENTRIES: intVar(1, 10_000_000, 20_000),
  READER_CACHE_MAX_BYTES: intVar(1024, 4 * 1024 * 1024 * 1024, 64 * 1024 * 1024),
  SESSION_RECHECK_SECONDS: intVar(0, 300, 10),
  /** Rendered blocks kept for reuse by later renders (client/runtime/fragments); 0 turns the store off. */
  BLOCK_STORE_MAX_BYTES: intVar(0, 4 * 1024 * 1024 * 1024, 16 * 1024 * 1024),
  PAGE_CACHE_MAX_ENTRIES: intVar(0, 1_000_000, 1000),
  PAGE_CACHE_MAX_BYTES: intVar(1024, 4 * 1024 * 1024 * 1024, 32 * 1024 * 1024),
  PAGE_CACHE_SEARCH_MAX_ENTRIES: intVar(1, 1_000_000, 200),
  PAGE_CACHE_SEARCH_MAX_BYTES: intVar(1024, 4 * 1024 * 1024 * 1024, 8 * 1024 * 1024),
  RATE_LIMIT_GLOBAL_PER_MINUTE: intVar(0, 1_000_000, 200),
  RATE_LIMIT_GLOBAL_PER_10_SECONDS: intVar(0, 1_000_000, 50),
  RATE_LIMIT_STORE_ENTRIES: intVar(100, 10_000_000, 10_000),
  LOAD_MAX_EVENT_LOOP_DELAY_MS: intVar(0, 60_000, 500),
  LOAD_MAX_HEAP_USED_PERCENT: intVar(0, 100, 80),
  LOAD_MAX_RSS_BYTES: intVar(0, 64 * 1024 * 1024 * 1024, 1536 * 1024 * 1024),
  LOAD_RETRY_AFTER_SECONDS: intVar(1, 3600, 10),
  LOAD_SAMPLE_INTERVAL_MS: intVar(10, 60_000, 1000),
  INTERNAL_TOKEN: z.string().min(32, 'expected at least 32 characters').optional(),
};

/**
 * Slow clients (docs/rules.md R23, F7), renders shed instead of queued (R29, S2), and the
 * search limit (R19). Tests shrink the timeouts so a slow client is proven in a second, not in ten.
 */
const slowClientsAndOverloadEnv = {
  /** A client still sending its headers after this is answered 408 and closed (Node's `headersTimeout`). */
  HEADERS_TIMEOUT_MS: intVar(100, 600_000, 10_000),
  /** A whole request (headers and body) still arriving after this is ended by Node. */
  REQUEST_TIMEOUT_MS: intVar(100, 600_000, 30_000),
  /** A request not answered after this is ended: 408 while its body is still arriving, else 503. */
  HANDLER_TIMEOUT_MS: intVar(100, 600_000, 10_000),
  /** Renders (pages per request and page-cache fills) and signed-in calls running at once, and how many may wait. */
  RENDER_CONCURRENCY: intVar(1, 10_000, 8),
  RENDER_QUEUE_MAX: intVar(0, 1_000_000, 24),
  /** Milliseconds a render may wait for its turn before the page is answered 503. */
  RENDER_QUEUE_TIMEOUT_MS: intVar(1, 60_000, 1000),
  /** The limit applies while the event loop is busy this share of the time (0: always). */
  RENDER_SHED_UTILIZATION_PERCENT: intVar(0, 100, 90),
  /**
   * Search calls and uncached search pages per client address in any second and any minute; 0 = off.
   * The dropdown's queries count apart, against five times these (`plugins/rate-limit.ts`).
   */
  RATE_LIMIT_SEARCH_PER_SECOND: intVar(0, 1_000_000, 2),
  RATE_LIMIT_SEARCH_PER_MINUTE: intVar(0, 1_000_000, 30),
};

/**
 * Several instances (docs/operations.md#scale-out). The database they share carries cache drops
 * (LISTEN/NOTIFY) and, without Redis, the rate-limit counters; Redis or Valkey carries the counters when set;
 * the CDN purge hook.
 */
/** An empty value is unset (docker-compose passes `${REDIS_URL:-}` when the profile is off). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const scaleOutEnv = {
  SHARED_STATE_URL: unsetWhenEmpty(z.string().regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')),
  REDIS_URL: unsetWhenEmpty(z.string().regex(/^rediss?:\/\//, 'expected a redis:// or rediss:// URL')),
  /** Fresh lifetime of every cached answer and page while the drop channel is lost. */
  CACHE_BUS_LOST_TTL_SECONDS: intVar(1, 3600, 5),
  CDN_PURGE_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ })),
  CDN_PURGE_TOKEN: unsetWhenEmpty(z.string().min(1)),
};

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: intVar(0, 65535, 3000),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z.string().default('false'),
  STREAM_TIMEOUT_MS: intVar(100, 60_000, 5000),
  UPSTREAM_TIMEOUT_MS: intVar(100, 60_000, 3000),
  SHUTDOWN_GRACE_MS: intVar(0, 120_000, 10_000),
  DIST_DIR: z.string().min(1).default('./dist'),
  // docs/rules.md R18: test-admin mode's header reaches the API only when this is on, never in production.
  TEST_ADMIN_ENABLED: BoolVar.default(false),
  // A tile server for the maps (Leaflet URL template) and the credit it requires. Unset:
  // the offline basemap shipped with the app, and no request leaves the site.
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https:\/\/[^/?#]+\/\S*\{z\}\S*\{x\}\S*\{y\}/,
      'expected an https URL template with {z}, {x} and {y}',
    )
    .optional(),
  MAP_ATTRIBUTION: z.string().trim().min(1).max(500).optional(),
  ...upstreamAndCacheEnv,
  ...slowClientsAndOverloadEnv,
  ...scaleOutEnv,
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  isProduction: boolean;
  dataDir: string;
  mediaDir: string;
  distDir: string;
  publicOrigin: string;
  /** The origins a write may come from (the same-origin check): see `siteOrigins`. */
  siteOrigins: readonly string[];
  /** Fastify's trustProxy: false, or the exact proxy addresses (docs/rules.md R11, R23). */
  trustProxy: false | string[];
  testAdminEnabled: boolean;
  /** `MAP_TILE_URL` with its `MAP_ATTRIBUTION`; null: the offline basemap. */
  mapTiles: { url: string; attribution: string } | null;
  /** The tile server's origin for the CSP's `img-src` (empty without one). */
  mapImgSources: string[];
}

/**
 * The CSP source of a tile URL template: its scheme and host, with a `{s}` subdomain as a wildcard
 * (`https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`).
 */
export function tileImgSource(template: string): string {
  const match = /^(https:\/\/)([^/?#]+)/.exec(template);
  if (!match) throw new ConfigError(`Invalid configuration:\n  MAP_TILE_URL: expected an https URL`);
  const host = (match[2] as string).replace(/^\{s\}\./, '*.');
  if (/[{}]/.test(host)) {
    throw new ConfigError('Invalid configuration:\n  MAP_TILE_URL: only a leading {s}. may vary in the host');
  }
  return `${match[1]}${host}`;
}

/** Names every machine gives itself; `[::1]` is IPv6's loopback as an origin writes it. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** Listening on every interface names no address a visitor could have typed. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Where this site is, for the same-origin check of writes. With `PUBLIC_ORIGIN` set, exactly it. Unset,
 * the site is wherever it listens on this machine: a visitor who opens `http://127.0.0.1:3000` instead
 * of `http://localhost:3000` is on this site too (the loopback names of the port, and the `HOST` it
 * listens on when that names one address), instead of having every login, like and comment refused.
 */
function siteOrigins(values: Env, publicOrigin: string): string[] {
  if (values.PUBLIC_ORIGIN) return [publicOrigin];
  const host = values.HOST.includes(':') && !values.HOST.startsWith('[') ? `[${values.HOST}]` : values.HOST;
  const hosts = WILDCARD_HOSTS.has(host) ? LOOPBACK_HOSTS : [...LOOPBACK_HOSTS, host];
  // A browser leaves the scheme's default port out of the Origin it sends.
  const port = values.PORT === 80 ? '' : `:${values.PORT}`;
  return [...new Set([publicOrigin, ...hosts.map((name) => `http://${name}${port}`)])];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.TEST_ADMIN_ENABLED && values.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_ADMIN_ENABLED: test-admin mode is refused in production',
    );
  }
  if (values.HEADERS_TIMEOUT_MS > values.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: expected at most REQUEST_TIMEOUT_MS (Node refuses otherwise)',
    );
  }
  if (Boolean(values.MAP_TILE_URL) !== Boolean(values.MAP_ATTRIBUTION)) {
    throw new ConfigError(
      'Invalid configuration:\n  MAP_TILE_URL: set it together with MAP_ATTRIBUTION (a tile server needs its credit), or neither',
    );
  }
  const mapTiles =
    values.MAP_TILE_URL && values.MAP_ATTRIBUTION
      ? { url: values.MAP_TILE_URL, attribution: values.MAP_ATTRIBUTION }
      : null;
  const mapImgSources = mapTiles ? [tileImgSource(mapTiles.url)] : [];
  const dataDir = path.resolve(values.DATA_DIR);
  const trust = values.TRUST_PROXY.trim();
  const publicOrigin = (values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return Object.freeze({
    ...values,
    isProduction: values.NODE_ENV === 'production',
    dataDir,
    mediaDir: path.resolve(values.MEDIA_DIR ?? path.join(dataDir, 'media')),
    distDir: path.resolve(values.DIST_DIR),
    publicOrigin,
    siteOrigins: Object.freeze(siteOrigins(values, publicOrigin)),
    trustProxy: trust === 'false' || trust === '' ? false : trust.split(',').map((s) => s.trim()),
    testAdminEnabled: values.TEST_ADMIN_ENABLED,
    mapTiles,
    mapImgSources,
  });
}
