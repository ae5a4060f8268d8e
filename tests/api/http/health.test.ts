import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import t from 'tap';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    t.test('/healthz answers while the process lives; /readyz when the database answers', async (t) => {
      const { app } = await buildTestApi(t, backend);
      const health = await app.inject('/healthz');
      t.equal(health.statusCode, 200);
      t.same(json(health), { status: 'ok' });
      const ready = await app.inject('/readyz');
      t.equal(ready.statusCode, 200);
      t.same(json(ready), { status: 'ready', database: backend });
    });

    t.test(
      'while the database is held by a slow query, calls fail fast with 503 and Retry-After',
      async (t) => {
        // PGlite: the one queue is held; PostgreSQL: the one pooled connection is.
        const { app, db } = await buildTestApi(t, backend, { DB_QUEUE_TIMEOUT_MS: '150', DB_POOL_SIZE: '1' });
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const slow = db.transaction(() => held);
        await sleep(20);
        const responses = await Promise.all([
          app.inject('/api/tags'),
          app.inject('/api/materials'),
          app.inject('/api/search?query=литература'),
          app.inject('/readyz'),
        ]);
        for (const response of responses) {
          t.equal(response.statusCode, 503);
          t.equal(response.headers['retry-after'], '2');
          t.match(json(response), { error: 'db_busy', message: String, requestId: String });
        }
        release();
        await slow;
        t.equal((await app.inject('/api/tags')).statusCode, 200, 'answers again once the slow query is done');
        t.equal((await app.inject('/readyz')).statusCode, 200);
      },
    );

    // PostgreSQL only: PGlite has neither a statement timeout nor connections to lose.
    if (backend !== 'postgres') return;

    t.test('a statement over the time limit is cancelled and reported as busy', async (t) => {
      const { db } = await buildTestApi(t, 'postgres', { DB_STATEMENT_TIMEOUT_MS: '100' });
      await t.rejects(db.query('SELECT pg_sleep(2)'), { code: 'db_busy', status: 503 });
    });

    t.test('after the server drops every connection the pool recovers without a restart', async (t) => {
      const { app, config } = await buildTestApi(t, 'postgres');
      t.equal((await app.inject('/api/tags')).statusCode, 200);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const database = new URL(config.DATABASE_URL as string).pathname.slice(1);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
        database,
      ]);
      await admin.end();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await app.inject('/api/tags');
        statuses.push(response.statusCode);
        if (response.statusCode === 200) break;
        await sleep(100);
      }
      t.ok(
        statuses.every((s) => s === 200 || s === 503),
        `never a 500: ${statuses}`,
      );
      t.equal(statuses.at(-1), 200);
    });
  });
}
