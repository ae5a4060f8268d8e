/**
 * Issue 23: rate-limit counters shared between web instances. Each check counts under its own group;
 * on PostgreSQL (where DATABASE_URL is set) two instances' stores count one address together, a window
 * starts again when it has run out, and a store that cannot reach its database lets requests through.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import pino from 'pino';
import t from 'tap';
import {
  type Counters,
  postgresCounters,
  sharedStoreClass,
} from '../../../server/plugins/shared-rate-store.ts';
import { createPostgresCopy } from '../../helpers/api/fixture-db.ts';

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

t.test("each check's counters are named by its group", async (t) => {
  const keys: string[] = [];
  const counters: Counters = {
    kind: 'postgres',
    incr: async (key) => {
      keys.push(key);
      return { current: 1, ttl: 1000 };
    },
    close: async () => {},
  };
  const Store = sharedStoreClass(counters, log);
  const root = new Store({} as never);
  const tenSeconds = root.child({ groupId: 'global-10000' } as never);
  const search = root.child({ groupId: 'search-60000' } as never);
  await incr(tenSeconds, '203.0.113.5', 10_000);
  await incr(search, '203.0.113.5', 60_000);
  t.same(keys, ['rl:global-10000:203.0.113.5', 'rl:search-60000:203.0.113.5']);
});

t.test('a store that cannot count reports the error, so the check is skipped, not failed', async (t) => {
  const Store = sharedStoreClass(
    { kind: 'redis', incr: async () => Promise.reject(new Error('ECONNREFUSED')), close: async () => {} },
    log,
  );
  const store = new Store({} as never).child({ groupId: 'global-10000' } as never);
  await t.rejects(incr(store, '203.0.113.5', 10_000), /ECONNREFUSED/);
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
