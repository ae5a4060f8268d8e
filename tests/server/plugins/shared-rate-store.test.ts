/**
 * Rate-limit counters shared between web instances (docs/operations.md#scale-out). Each check counts under
 * its own group; on PostgreSQL (where DATABASE_URL is set) and on Redis (where REDIS_URL is set: CI starts
 * one) two instances' stores count one address together, a window starts again when it has run out, and a
 * store that cannot reach its server lets requests through. On Redis the site's checks run in two Fastify
 * instances as well, and Redis goes down and stalls behind a relay the test controls.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import t from 'tap';
import { loadConfig } from '../../../server/config.ts';
import { globalRateLimit } from '../../../server/plugins/rate-limit.ts';
import { RequestCosts } from '../../../server/plugins/request-cost.ts';
import {
  type Counters,
  postgresCounters,
  RETRY_AFTER_FAILURE_MS,
  redisCounters,
  sharedStoreClass,
} from '../../../server/plugins/shared-rate-store.ts';
import { createPostgresCopy } from '../../helpers/api/fixture-db.ts';
import { freePort } from '../../helpers/site.ts';
import { waitUntil } from '../../helpers/wait.ts';
import { shiftTime } from '../helpers/shift-time.ts';

const log = pino({ level: 'silent' });

function incr(store: FastifyRateLimitStore, key: string, windowMs: number) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(
      key,
      (error: Error | null, result?: { current: number; ttl: number }) =>
        error ? reject(error) : resolve(result as { current: number; ttl: number }),
      windowMs,
      10,
    ),
  );
}

/** Counters that only write down the keys they are asked to count, for tests of the names. */
function recordingCounters(): { counters: Counters; keys: string[] } {
  const keys: string[] = [];
  const counters: Counters = {
    kind: 'postgres',
    incr: async (key) => {
      keys.push(key);
      return { current: 1, ttl: 1000 };
    },
    close: async () => {},
  };
  return { counters, keys };
}

t.test("each check's counters are named by its group", async (t) => {
  const { counters, keys } = recordingCounters();
  const Store = sharedStoreClass(counters, log);
  const root = new Store({} as never);
  const tenSeconds = root.child({ groupId: 'global-10000' } as never);
  const search = root.child({ groupId: 'search-60000' } as never);
  await incr(tenSeconds, '203.0.113.5', 10_000);
  await incr(search, '203.0.113.5', 60_000);
  t.same(keys, ['rl:global-10000:203.0.113.5', 'rl:search-60000:203.0.113.5']);
});

t.test("a route's own limit is named by its route, so two routes' limits count apart", async (t) => {
  const { counters, keys } = recordingCounters();
  const root = new (sharedStoreClass(counters, log))({} as never);
  // What @fastify/rate-limit hands `child` for a route with `config.rateLimit`: the merged options.
  const login = root.child({ routeInfo: { method: 'POST', url: '/api/login' } } as never);
  const comments = root.child({ routeInfo: { method: 'POST', url: '/api/comments' } } as never);
  await incr(login, '203.0.113.5', 60_000);
  await incr(comments, '203.0.113.5', 60_000);
  t.same(keys, ['rl:POST/api/login:203.0.113.5', 'rl:POST/api/comments:203.0.113.5']);
});

t.test('a store that cannot count reports the error, so the check is skipped, not failed', async (t) => {
  const Store = sharedStoreClass(
    { kind: 'redis', incr: async () => Promise.reject(new Error('ECONNREFUSED')), close: async () => {} },
    log,
  );
  const store = new Store({} as never).child({ groupId: 'global-10000' } as never);
  await t.rejects(incr(store, '203.0.113.5', 10_000), /ECONNREFUSED/);
});

t.test(
  'after a failed check the store is not asked again for a while: one wait per request, not one per window',
  async (t) => {
    let asked = 0;
    const Store = sharedStoreClass(
      {
        kind: 'redis',
        incr: async () => {
          asked += 1;
          throw new Error('Command timed out');
        },
        close: async () => {},
      },
      log,
    );
    const root = new Store({} as never);
    const windows = ['global-10000', 'global-60000', 'search-1000', 'search-60000'].map((groupId) =>
      root.child({ groupId } as never),
    );
    // One request's checks, in the order the site runs them.
    for (const store of windows) await t.rejects(incr(store, '203.0.113.7', 10_000));
    t.equal(asked, 1, "the request's first check waited on the store; the other three passed at once");
    await t.rejects(incr(windows[0] as FastifyRateLimitStore, '203.0.113.8', 10_000));
    t.equal(asked, 1, 'a request right after passes without asking either');
    shiftTime(t, RETRY_AFTER_FAILURE_MS + 1);
    await t.rejects(incr(windows[0] as FastifyRateLimitStore, '203.0.113.8', 10_000));
    t.equal(asked, 2, 'once the pause is over one check tries the store again');
  },
);

t.test('a store that answers again counts every window again', async (t) => {
  let failing = true;
  const keys: string[] = [];
  const Store = sharedStoreClass(
    {
      kind: 'redis',
      incr: async (key) => {
        if (failing) throw new Error('ECONNREFUSED');
        keys.push(key);
        return { current: 1, ttl: 1000 };
      },
      close: async () => {},
    },
    log,
  );
  const root = new Store({} as never);
  const [tenSeconds, minute] = ['global-10000', 'global-60000'].map((groupId) =>
    root.child({ groupId } as never),
  ) as [FastifyRateLimitStore, FastifyRateLimitStore];
  await t.rejects(incr(tenSeconds, '203.0.113.9', 10_000));
  failing = false;
  shiftTime(t, RETRY_AFTER_FAILURE_MS + 1);
  await incr(tenSeconds, '203.0.113.9', 10_000);
  await incr(minute, '203.0.113.9', 60_000);
  t.same(keys, ['rl:global-10000:203.0.113.9', 'rl:global-60000:203.0.113.9']);
});

if (process.env.DATABASE_URL) {
  t.test('postgres: two instances count one address together, per window', async (t) => {
    const database = await createPostgresCopy(process.env.DATABASE_URL as string);
    t.teardown(database.drop);
    const [a, b] = await Promise.all([postgresCounters(database.url), postgresCounters(database.url)]);
    t.teardown(async () => {
      await a.close();
      await b.close();
    });
    t.same((await a.incr('k', 300)).current, 1);
    t.same((await b.incr('k', 300)).current, 2, 'the other instance sees the first hit');
    const third = await a.incr('k', 300);
    t.equal(third.current, 3);
    t.ok(third.ttl > 0 && third.ttl <= 300, `the window's rest: ${third.ttl} ms`);
    t.equal((await b.incr('other', 300)).current, 1, 'another key counts apart');
    await sleep(350);
    t.equal((await b.incr('k', 300)).current, 1, 'a new window starts from one');
  });
}

/**
 * A relay between the counters and Redis that the test can cut (Redis down: connections refused) or
 * stall (Redis connected but not answering), and bring back on the same port.
 */
interface Teardown {
  teardown(fn: () => unknown): void;
}

class Relay {
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<Socket>();
  readonly #stalled = new Set<Socket>();
  #server: Server | null = null;
  #stalling = false;
  port = 0;

  constructor(target: URL) {
    this.#target = { host: target.hostname, port: Number(target.port || 6379) };
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async open() {
    const server = createServer((client) => {
      const upstream = connect(this.#target);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.on('data', (chunk) => upstream.write(chunk));
      upstream.on('data', (chunk) => client.write(chunk));
      if (this.#stalling) this.#stall(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Refuses connections and drops the open ones. */
  async cut() {
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }

  /** Holds every command where it is: the connection stays up, no answer comes back. */
  stall() {
    this.#stalling = true;
    for (const socket of this.#sockets) this.#stall(socket);
  }

  /** Lets the held commands through, in order, and the ones after them. */
  resume() {
    this.#stalling = false;
    for (const socket of this.#stalled) socket.resume();
    this.#stalled.clear();
  }

  #stall(socket: Socket) {
    socket.pause();
    this.#stalled.add(socket);
  }
}

if (process.env.REDIS_URL) {
  const redisUrl = process.env.REDIS_URL;
  // Every counter this file writes is named by this run (its group, its route or its address), and
  // deleted at the end, so runs against one Redis never see each other's counts.
  const run = randomUUID();
  const inspect = new Redis(redisUrl);
  const written: string[] = [];
  t.teardown(async () => {
    for (const pattern of written)
      for await (const keys of inspect.scanStream({ match: pattern, count: 200 }))
        if ((keys as string[]).length > 0) await inspect.del(...(keys as string[]));
    inspect.disconnect();
  });
  written.push(`da:${run}:*`, `da:rl:${run}-*`, `da:rl:POST/${run}/*`);
  /** An address of this run's own (10.x.y.z), for checks whose group names are fixed. */
  const address = (() => {
    const [a, b] = randomBytes(2);
    written.push(`da:rl:*:10.${a}.${b}.*`);
    let next = 0;
    return () => `10.${a}.${b}.${++next}`;
  })();

  /** A web instance: Fastify with the site's per-address checks (`globalRateLimit`) on `REDIS_URL`. */
  async function instance(t: Teardown, url: string, perTenSeconds: number, perMinute = 0) {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: url,
      RATE_LIMIT_GLOBAL_PER_10_SECONDS: String(perTenSeconds),
      RATE_LIMIT_GLOBAL_PER_MINUTE: String(perMinute),
      RATE_LIMIT_SEARCH_PER_SECOND: '0',
      RATE_LIMIT_SEARCH_PER_MINUTE: '0',
    });
    const app = Fastify();
    await globalRateLimit(app, config, new RequestCosts());
    app.get('/api/tags', async () => ({ tags: [] }));
    await app.ready();
    t.teardown(() => app.close());
    return (remoteAddress: string) => app.inject({ url: '/api/tags', remoteAddress });
  }

  t.test('redis: two instances count one address together, per window', async (t) => {
    const [a, b] = await Promise.all([redisCounters(redisUrl), redisCounters(redisUrl)]);
    t.teardown(async () => {
      await a.close();
      await b.close();
    });
    const key = `${run}:k`;
    t.equal((await a.incr(key, 300)).current, 1, 'the first hit on A counts one');
    t.equal((await b.incr(key, 300)).current, 2, 'B sees the first hit');
    const third = await a.incr(key, 300);
    t.equal(third.current, 3, 'and A the second');
    t.ok(third.ttl > 0 && third.ttl <= 300, `the window's rest: ${third.ttl} ms`);
    t.equal(await inspect.get(`da:${key}`), '3', 'the count lives in Redis');
    const pttl = await inspect.pttl(`da:${key}`);
    t.ok(pttl > 0 && pttl <= 300, `and expires with its window: ${pttl} ms`);
    t.equal((await b.incr(`${run}:other`, 300)).current, 1, 'another key counts apart');
    await sleep(350);
    t.equal(await inspect.exists(`da:${key}`), 0, 'Redis dropped the ended window');
    const fresh = await b.incr(key, 300);
    t.equal(fresh.current, 1, 'a new window starts from one');
    t.ok(fresh.ttl > 250 && fresh.ttl <= 300, `with a whole window ahead: ${fresh.ttl} ms`);
  });

  t.test("redis: a check's groups count one address apart, each shared by the instances", async (t) => {
    const [a, b] = await Promise.all([redisCounters(redisUrl), redisCounters(redisUrl)]);
    t.teardown(async () => {
      await a.close();
      await b.close();
    });
    const [storeA, storeB] = [sharedStoreClass(a, log), sharedStoreClass(b, log)].map((Store) => {
      const root = new Store({} as never);
      return {
        tenSeconds: root.child({ groupId: `${run}-10000` } as never),
        minute: root.child({ groupId: `${run}-60000` } as never),
      };
    }) as [
      Record<'tenSeconds' | 'minute', FastifyRateLimitStore>,
      Record<'tenSeconds' | 'minute', FastifyRateLimitStore>,
    ];
    const ip = '203.0.113.5';
    await incr(storeA.tenSeconds, ip, 10_000);
    await incr(storeB.tenSeconds, ip, 10_000);
    const tenSeconds = await incr(storeA.tenSeconds, ip, 10_000);
    t.equal(tenSeconds.current, 3, "the 10-second window counts both instances' hits");
    t.ok(tenSeconds.ttl > 9_000 && tenSeconds.ttl <= 10_000, `its rest: ${tenSeconds.ttl} ms`);
    const minute = await incr(storeB.minute, ip, 60_000);
    t.equal(minute.current, 1, 'the minute window counts apart');
    t.ok(minute.ttl > 59_000 && minute.ttl <= 60_000, `its rest: ${minute.ttl} ms`);
    t.equal(await inspect.get(`da:rl:${run}-10000:${ip}`), '3', "Redis holds each group's counter");
    t.equal(await inspect.get(`da:rl:${run}-60000:${ip}`), '1', 'under its own name');
  });

  t.test('redis: the 429 comes from the second instance after requests spread over both', async (t) => {
    const a = await instance(t, redisUrl, 4);
    const b = await instance(t, redisUrl, 4);
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await (i % 2 ? b : a)(ip)).statusCode);
    t.same(statuses, [200, 200, 200, 200], 'four requests, two on each, are allowed');
    const refused = await b(ip);
    t.equal(refused.statusCode, 429, 'the fifth is refused on B');
    t.ok(Number(refused.headers['retry-after']) >= 9, `Retry-After ${refused.headers['retry-after']}`);
    t.equal((await a(ip)).statusCode, 429, 'and on A');
    t.equal((await b(address())).statusCode, 200, 'another address is not');
  });

  t.test('redis: route limits count each route apart, on both instances', async (t) => {
    const build = async () => {
      const counters = await redisCounters(redisUrl);
      const app = Fastify();
      await app.register(rateLimit, {
        global: false,
        store: sharedStoreClass(counters, log),
        skipOnError: true,
      });
      for (const name of ['login', 'comment'])
        app.post(
          `/${run}/${name}`,
          { config: { rateLimit: { max: 2, timeWindow: 10_000 } } },
          async () => ({}),
        );
      await app.ready();
      t.teardown(async () => {
        await app.close();
        await counters.close();
      });
      return (name: string) =>
        app.inject({ method: 'POST', url: `/${run}/${name}`, remoteAddress: '203.0.113.9' });
    };
    const [a, b] = [await build(), await build()];
    t.equal((await a('login')).statusCode, 200, 'a login on A');
    t.equal((await b('login')).statusCode, 200, 'a login on B');
    t.equal((await a('login')).statusCode, 429, 'the third login over both instances is refused');
    t.equal((await b('comment')).statusCode, 200, 'a comment from the same address counts apart');
    t.equal((await a('comment')).statusCode, 200, 'a second comment on A');
    t.equal((await b('comment')).statusCode, 429, 'the third comment is refused on B');
  });

  t.test(
    'redis: with a server that nobody answers on, the instance starts and requests pass',
    // Waiting on the missing server (at start or per check) would hold the test past this.
    { timeout: 15_000 },
    async (t) => {
      const request = await instance(t, `redis://127.0.0.1:${await freePort()}`, 1);
      const ip = address();
      for (let i = 0; i < 3; i++)
        t.equal((await request(ip)).statusCode, 200, `request ${i + 1} over a limit of one passes`);
    },
  );

  t.test(
    'redis: while Redis is down or stalled requests pass; counting resumes when it is back',
    // A check that waits for a stalled Redis would hang this test: it fails in time instead.
    { timeout: 30_000 },
    async (t) => {
      const relay = new Relay(new URL(redisUrl));
      await relay.open();
      t.teardown(() => relay.cut());
      const request = await instance(t, relay.url, 2);
      const statuses = async (ip: string, n: number) => {
        const codes: number[] = [];
        for (let i = 0; i < n; i++) codes.push((await request(ip)).statusCode);
        return codes;
      };
      t.same(await statuses(address(), 3), [200, 200, 429], 'counted through the relay');

      await relay.cut();
      t.same(await statuses(address(), 3), [200, 200, 200], 'Redis down: nothing is refused');

      await relay.open();
      // ioredis reconnects by itself, after a backoff of at most two seconds.
      const took = await waitUntil('counting again after Redis came back', 8000, async () =>
        (await statuses(address(), 3)).includes(429),
      );
      t.same(
        await statuses(address(), 3),
        [200, 200, 429],
        `Redis back: counting again (the first count ${took} ms after)`,
      );

      relay.stall();
      // Each check gives up on the stalled server: without that bound they would wait for ever.
      t.same(await statuses(address(), 2), [200, 200], 'Redis stalled: requests pass');
      relay.resume();
      await waitUntil('counting again after the stall', 8000, async () =>
        (await statuses(address(), 3)).includes(429),
      );
      t.same(await statuses(address(), 3), [200, 200, 429], 'and counts exactly again');
    },
  );
}
