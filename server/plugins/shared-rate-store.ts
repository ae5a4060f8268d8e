/**
 * Rate-limit counters every web instance shares (docs/operations.md#scale-out, docs/rules.md R19): with
 * several instances behind one proxy, per-address limits kept in each instance's memory would multiply by
 * their number. `@fastify/rate-limit` takes a store class; this one counts in Redis or Valkey when
 * `REDIS_URL` is set (ioredis, one Lua script: INCR, and PEXPIRE on the first hit of a window), else in the
 * PostgreSQL the instances share (`SHARED_STATE_URL`: one unlogged table, one upsert per check). Both are
 * fixed windows like the library's own stores. Each check (`createRateLimit`) names its group, so the
 * 10-second, minute and search windows of one address are counted apart.
 *
 * A backend that cannot answer lets the request through (`skipOnError`) and says so in the log, at most once
 * a minute: a counter store down must not take the site down. After a failed check the store is not asked
 * again for `RETRY_AFTER_FAILURE_MS`: the other checks of the same request (its 10-second and minute
 * windows, its search windows) and the requests meanwhile pass at once, so a stalled Redis costs a request
 * one wait of at most its command timeout (docs/rules.md R19), never one per window.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';

export interface Counters {
  readonly kind: 'redis' | 'postgres';
  /** Counts one hit of `key` in a window of `windowMs` starting at its first hit. */
  incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
  close(): Promise<void>;
}

/** How long checks pass without asking the store after one failed; then one check tries it again. */
export const RETRY_AFTER_FAILURE_MS = 1000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What `@fastify/rate-limit` hands a store's `child`: a check's options, or a route's with the route. */
type StoreOptions = { groupId?: unknown; routeInfo?: { method?: unknown; url?: unknown } };

/** A store class for `@fastify/rate-limit` over shared counters. */
export function sharedStoreClass(counters: Counters, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let lastComplaint = 0;
  let retryAt = 0;
  const complain = (error: Error) => {
    const now = Date.now();
    if (now - lastComplaint < 60_000) return;
    lastComplaint = now;
    log.warn(
      { err: error.message, store: counters.kind },
      'shared rate-limit counters unreachable: not counting',
    );
  };
  class SharedStore {
    readonly prefix: string;
    constructor(options?: StoreOptions) {
      // A check names its group; a route's own limit (`config.rateLimit`) without one is named by its
      // route, as the library's stores do, so two routes' limits never count each other's hits.
      const route = options?.routeInfo;
      this.prefix =
        typeof options?.groupId === 'string'
          ? `rl:${options.groupId}:`
          : route?.method && route.url
            ? `rl:${route.method}${route.url}:`
            : 'rl:';
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      if (Date.now() < retryAt) {
        callback(new Error('shared rate-limit counters failed just now: not asked'));
        return;
      }
      counters.incr(this.prefix + key, timeWindow).then(
        (result) => {
          retryAt = 0;
          callback(null, result);
        },
        (error: Error) => {
          retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
          complain(error);
          callback(error);
        },
      );
    }
    child(options: object) {
      return new SharedStore(options as StoreOptions);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

const REDIS_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type RedisWithCounter = Redis & {
  daRateCount(key: string, windowMs: number): Promise<[number, number]>;
};

/** Longest wait for Redis at start, and for one answer: a stalled server must not hold requests. */
const REDIS_CONNECT_MS = 2000;
const REDIS_COMMAND_MS = 500;

export async function redisCounters(url: string): Promise<Counters> {
  const redis = new Redis(url, {
    // A request waits for no reconnect: the check is skipped instead (see skipOnError).
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: REDIS_CONNECT_MS,
    commandTimeout: REDIS_COMMAND_MS,
    keyPrefix: 'da:',
  }) as RedisWithCounter;
  redis.on('error', () => {
    // Reported per failed check (sharedStoreClass); ioredis reconnects by itself.
  });
  redis.defineCommand('daRateCount', { numberOfKeys: 1, lua: REDIS_SCRIPT });
  // Without the offline queue a check sent before the connection is up fails, so the instance waits
  // for it; a Redis that refuses or does not answer in time is left to reconnect while the site runs.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_CONNECT_MS);
    redis.once('ready', done).once('error', done);
  });
  return {
    kind: 'redis',
    async incr(key, windowMs) {
      const [current, ttl] = await redis.daRateCount(key, windowMs);
      return { current, ttl };
    },
    close: async () => {
      redis.disconnect();
    },
  };
}

const TABLE = 'web_rate_counters';
const SWEEP_EVERY_MS = 60_000;

export async function postgresCounters(url: string): Promise<Counters> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 1000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 1000,
    application_name: 'da-web-rate-limits',
  });
  pool.on('error', () => {
    // An idle connection that broke is replaced on the next check.
  });
  // Unlogged: counters need no crash safety, and skip the write-ahead log. Instances starting together
  // take a lock so two CREATEs never race.
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('web_rate_counters'))");
    await client.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS ${TABLE} (key text PRIMARY KEY, hits integer NOT NULL, reset_at timestamptz NOT NULL)`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  const sweep = setInterval(() => {
    pool
      .query(`DELETE FROM ${TABLE} WHERE reset_at < clock_timestamp() - interval '1 minute'`)
      .catch(() => {});
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    kind: 'postgres',
    async incr(key, windowMs) {
      const { rows } = await pool.query<{ hits: number; ttl: number }>(
        `INSERT INTO ${TABLE} AS c (key, hits, reset_at)
         VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.reset_at <= clock_timestamp() THEN 1 ELSE c.hits + 1 END,
           reset_at = CASE WHEN c.reset_at <= clock_timestamp() THEN EXCLUDED.reset_at ELSE c.reset_at END
         RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - clock_timestamp())) * 1000))::int AS ttl`,
        [key, windowMs],
      );
      const row = rows[0] as { hits: number; ttl: number };
      return { current: row.hits, ttl: row.ttl };
    },
    close: async () => {
      clearInterval(sweep);
      await pool.end();
    },
  };
}
