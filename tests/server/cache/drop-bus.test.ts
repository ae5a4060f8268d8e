/**
 * The cache drop channel between web instances (docs/operations.md#scale-out). Payloads stay under
 * PostgreSQL's NOTIFY limit and an instance ignores its own; while the channel is lost, stores serve nothing
 * longer than the short lifetime; on PostgreSQL (where DATABASE_URL is set) a drop published by one bus
 * reaches the other and not itself, and drops published while lost go out once the connection is back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import t from 'tap';
import { importPack } from '../../../api/content-pack/import.ts';
import { openPostgres } from '../../../api/db/postgres.ts';
import {
  type BusState,
  DROP_ALL,
  dropPayloads,
  PostgresDropBus,
  parseDrop,
} from '../../../server/cache/drop-bus.ts';
import { type Stored, SwrStore } from '../../../server/cache/swr-store.ts';
import { createPostgresCopy, FIXTURE_PACK_DIR } from '../../helpers/api/fixture-db.ts';
import { TestClock } from '../helpers/app.ts';

t.test('drops are split into payloads PostgreSQL accepts, and carry every tag once', async (t) => {
  const tags = Array.from({ length: 2000 }, (_, i) => `materials@a-long-material-slug-${i}`);
  const payloads = dropPayloads('me', tags);
  t.ok(payloads.length > 1, `${payloads.length} payloads`);
  for (const payload of payloads) t.ok(Buffer.byteLength(payload) < 8000, 'under the NOTIFY limit');
  const carried = payloads.flatMap((payload) => parseDrop(payload, 'another') ?? []);
  t.same(carried, tags);
});

t.test('an instance ignores its own drops and anything malformed', async (t) => {
  const [payload] = dropPayloads('me', ['materials#1']);
  t.equal(parseDrop(payload, 'me'), null, 'its own');
  t.same(parseDrop(payload, 'other'), ['materials#1'], "another's");
  t.equal(parseDrop('{not json', 'other'), null);
  t.equal(parseDrop(JSON.stringify({ from: 'x', tags: [1, 2] }), 'other'), null);
  t.equal(parseDrop(undefined, 'other'), null);
});

interface Entry extends Stored {
  value: string;
}

t.test('while drops may be missed, no entry stays fresh or servable stale past the cap', async (t) => {
  const clock = new TestClock();
  const store = new SwrStore<Entry>(
    'test',
    { maxEntries: 10, maxBytes: 10_000, maxEntryBytes: 1000 },
    clock,
    { read: () => {}, evict: () => {} },
  );
  let fills = 0;
  const fill = async () => {
    fills += 1;
    const now = clock.now();
    return {
      value: `v${fills}`,
      size: 10,
      tags: [],
      storedAt: now,
      freshUntil: now + 300_000,
      swrUntil: now + 900_000,
      retainUntil: now + 86_400_000,
      refreshFailed: false,
    };
  };
  await store.read('a', { fill });
  store.capLifetimes(5000);
  clock.advance(5.001);
  t.equal(
    (await store.read('a', { fill })).label,
    'MISS',
    'an entry from before the loss is refetched after 5 s',
  );
  clock.advance(4);
  t.equal((await store.read('a', { fill })).label, 'HIT', 'a refill is fresh for the cap');
  clock.advance(1.001);
  t.equal((await store.read('a', { fill })).label, 'MISS', 'and no longer');
  store.capLifetimes(undefined);
  clock.advance(60);
  t.equal((await store.read('a', { fill })).label, 'MISS', 'the capped entry ran out');
  clock.advance(60);
  t.equal(
    (await store.read('a', { fill })).label,
    'HIT',
    'back on the channel, a new fill keeps its own lifetime',
  );
  t.equal(fills, 4);
});

t.test('a drop of everything marks every entry', async (t) => {
  const clock = new TestClock();
  const store = new SwrStore<Entry>(
    'test',
    { maxEntries: 10, maxBytes: 10_000, maxEntryBytes: 1000 },
    clock,
    {
      read: () => {},
      evict: () => {},
    },
  );
  const fill = async () => {
    const now = clock.now();
    return {
      value: 'v',
      size: 10,
      tags: ['materials#1'],
      storedAt: now,
      freshUntil: now + 1000,
      swrUntil: now + 2000,
      retainUntil: now + 3000,
      refreshFailed: false,
    };
  };
  await store.read('a', { fill });
  await store.read('b', { fill });
  t.equal(store.invalidate(new Set([DROP_ALL])), 2);
});

t.test('a bus that cannot reach its database starts lost and does not stop the instance', async (t) => {
  const states: BusState[] = [];
  const bus = new PostgresDropBus({
    url: 'postgres://postgres:postgres@127.0.0.1:1/none',
    log: { info: () => {}, warn: () => {} },
    handlers: { onDrop: () => {}, onState: (state) => states.push(state) },
  });
  t.teardown(() => bus.close());
  await bus.start();
  t.equal(bus.state, 'lost');
  t.same(states, ['lost']);
  bus.publish(['materials#1']);
});

if (process.env.DATABASE_URL) {
  t.test(
    'postgres: a drop published by one instance reaches the other, and survives a lost connection',
    async (t) => {
      const database = await createPostgresCopy(process.env.DATABASE_URL as string);
      t.teardown(database.drop);
      const log = { info: () => {}, warn: () => {} };
      const received: Record<'a' | 'b', string[][]> = { a: [], b: [] };
      const states: Record<'a' | 'b', BusState[]> = { a: [], b: [] };
      const bus = (name: 'a' | 'b') =>
        new PostgresDropBus({
          url: database.url,
          log,
          reconnectMinMs: 100,
          handlers: {
            onDrop: (tags) => received[name].push(tags),
            onState: (state) => states[name].push(state),
          },
        });
      const a = bus('a');
      const b = bus('b');
      t.teardown(async () => {
        await a.close();
        await b.close();
      });
      // One after the other, so A's connection is the older one: the test cuts A's alone (with both
      // cut, which comes back first decides whether B hears what A held, and B's short lifetimes are
      // what covers that case).
      await a.start();
      await b.start();
      t.equal(a.state, 'connected');
      a.publish(['materials#7', 'materials@seven']);
      const waitFor = async (check: () => boolean) => {
        for (let i = 0; i < 100 && !check(); i++) await sleep(20);
        return check();
      };
      t.ok(await waitFor(() => received.b.length === 1), 'B got the drop');
      t.same(received.b[0], ['materials#7', 'materials@seven']);
      t.same(received.a, [], 'A did not hear its own');

      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      t.teardown(() => admin.end());
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'da-web-cache-bus' AND datname = current_database() ORDER BY backend_start LIMIT 1",
      );
      t.ok(await waitFor(() => states.a.includes('lost')), 'A saw the loss');
      a.publish(['courses#3']);
      t.ok(await waitFor(() => a.state === 'connected' && b.state === 'connected'), 'both reconnected');
      t.ok(
        await waitFor(() => received.b.some((tags) => tags.includes('courses#3'))),
        'the drop made while lost arrived',
      );
      t.notOk(states.b.includes('lost'), 'B kept its own connection');
    },
  );

  t.test('postgres: a content import tells every instance to drop everything once it commits', async (t) => {
    const database = await createPostgresCopy(process.env.DATABASE_URL as string);
    t.teardown(database.drop);
    const received: string[][] = [];
    const bus = new PostgresDropBus({
      url: database.url,
      log: { info: () => {}, warn: () => {} },
      handlers: { onDrop: (tags) => received.push(tags), onState: () => {} },
    });
    t.teardown(() => bus.close());
    await bus.start();
    const db = openPostgres({
      connectionString: database.url,
      poolSize: 2,
      statementTimeoutMs: 30_000,
      queueTimeoutMs: 5000,
    });
    t.teardown(() => db.close());
    const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'da-drop-media-'));
    t.teardown(() => rm(mediaDir, { recursive: true, force: true }));
    await importPack(db, FIXTURE_PACK_DIR, { mediaDir });
    for (let i = 0; i < 100 && received.length === 0; i++) await sleep(20);
    t.same(received, [[DROP_ALL]]);
  });
}
