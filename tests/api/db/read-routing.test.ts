/**
 * Reads off the primary. The content and search reads go to DATABASE_READ_URL's replica;
 * a replica that cannot serve sends them to the primary until it can again; SQL errors are not hidden;
 * writes, transactions and the reads of the reader's own data stay on the primary. On PostgreSQL (where
 * DATABASE_URL is set) a second database copy stands in for the replica, so which one answered shows.
 */
import pg from 'pg';
import t from 'tap';
import { routedReads } from '../../../api/db/read-routing.ts';
import type { Db, Queryable, Row } from '../../../api/db/types.ts';
import { ApiError } from '../../../api/errors.ts';
import { buildTestApi, json } from '../../helpers/api/build.ts';
import { createPostgresCopy } from '../../helpers/api/fixture-db.ts';

function fakeDb(name: string, calls: string[], fail: () => unknown = () => undefined): Db {
  return {
    kind: 'postgres',
    async query<T extends Row = Row>(sql: string) {
      calls.push(`${name}: ${sql}`);
      const error = fail();
      if (error) throw error;
      return [{ from: name }] as unknown as T[];
    },
    exec: async (sql) => {
      calls.push(`${name} exec: ${sql}`);
    },
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => {
      calls.push(`${name} transaction`);
      return fn({ query: async () => [], exec: async () => {} });
    },
    close: async () => {},
  };
}

const quiet = { info: () => {}, warn: () => {} };

t.test('reads go to the replica; scripts and transactions to the primary', async (t) => {
  const calls: string[] = [];
  const db = routedReads({
    primary: fakeDb('primary', calls),
    replica: fakeDb('replica', calls),
    log: quiet,
  });
  t.same(await db.query('SELECT 1'), [{ from: 'replica' }]);
  await db.exec('CREATE TABLE x ()');
  await db.transaction(async () => 1);
  t.same(calls, ['replica: SELECT 1', 'primary exec: CREATE TABLE x ()', 'primary transaction']);
});

t.test(
  'a replica that cannot serve is left alone for a while, its reads answered by the primary',
  async (t) => {
    const calls: string[] = [];
    let down = true;
    let now = 0;
    const warnings: string[] = [];
    const db = routedReads({
      primary: fakeDb('primary', calls),
      replica: fakeDb('replica', calls, () => (down ? new ApiError('db_unavailable') : undefined)),
      log: { info: () => {}, warn: (_d, message) => warnings.push(message) },
      retryAfterMs: 5000,
      now: () => now,
    });
    t.same(await db.query('SELECT a'), [{ from: 'primary' }], 'the failed read is answered by the primary');
    now = 4000;
    t.same(await db.query('SELECT b'), [{ from: 'primary' }]);
    t.same(
      calls,
      ['replica: SELECT a', 'primary: SELECT a', 'primary: SELECT b'],
      'not asked again meanwhile',
    );
    down = false;
    now = 5001;
    t.same(await db.query('SELECT c'), [{ from: 'replica' }], 'asked again after the pause');
    t.equal(warnings.length, 1, 'the outage is logged');
  },
);

t.test('a busy replica (no free connection) also falls back; an SQL error does not', async (t) => {
  const calls: string[] = [];
  let error: unknown = new ApiError('db_busy');
  const db = routedReads({
    primary: fakeDb('primary', calls),
    replica: fakeDb('replica', calls, () => error),
    log: quiet,
    retryAfterMs: 0,
  });
  t.same(await db.query('SELECT 1'), [{ from: 'primary' }]);
  error = Object.assign(new Error('column "nope" does not exist'), { code: '42703' });
  await t.rejects(db.query('SELECT nope'), /does not exist/, 'a bug surfaces, it is not retried elsewhere');
});

if (process.env.DATABASE_URL) {
  t.test('postgres: lists and items come from the replica, likes are written to the primary', async (t) => {
    const replica = await createPostgresCopy(process.env.DATABASE_URL as string);
    t.teardown(replica.drop);
    const marker = new pg.Client({ connectionString: replica.url });
    await marker.connect();
    await marker.query("UPDATE material_translations SET title = 'From the replica' WHERE locale = 'ru'");
    await marker.end();
    const { app, db } = await buildTestApi(t, 'postgres', { DATABASE_READ_URL: replica.url });

    const list = json<{ materials: Array<{ id: number; slug: string; title: string }> }>(
      await app.inject('/api/materials?lang=ru'),
    );
    t.ok(list.materials.length > 0);
    t.ok(
      list.materials.every((item) => item.title === 'From the replica'),
      'the list was read from the replica',
    );
    const first = list.materials[0] as { id: number; slug: string };
    const item = json<{ title: string; like_count: number }>(
      await app.inject(`/api/materials/${first.slug}?lang=ru`),
    );
    t.equal(item.title, 'From the replica', 'so was the item');

    const liked = await app.inject({
      method: 'POST',
      url: `/api/materials/${first.id}/increase-likes`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-visitor-id': 'v'.repeat(32) },
      payload: 'lang=ru',
    });
    t.equal(liked.statusCode, 200, liked.body);
    const [row] = await db.query<{ like_count: number }>('SELECT like_count FROM materials WHERE id = $1', [
      first.id,
    ]);
    t.equal(row?.like_count, item.like_count + 1, 'the like was written to the primary');
  });

  t.test('postgres: with the replica unreachable, the same reads come from the primary', async (t) => {
    const { app } = await buildTestApi(t, 'postgres', {
      DATABASE_READ_URL: 'postgres://postgres:postgres@127.0.0.1:1/replica',
      DB_QUEUE_TIMEOUT_MS: '200',
    });
    const answer = await app.inject('/api/materials?lang=ru');
    t.equal(answer.statusCode, 200, answer.body);
    t.ok(json<{ materials: unknown[] }>(answer).materials.length > 0);
    t.equal((await app.inject('/api/tags?lang=ru')).statusCode, 200);
  });
}
