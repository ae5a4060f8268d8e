import fs from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { buildApi, databaseOf } from '../../api/app.ts';
import { loadApiConfig } from '../../api/config/index.ts';
import { backends, buildTestApi, emptyDatabaseEnv, json, tempDir } from '../helpers/api/build.ts';
import { FIXTURE_PACK_DIR } from '../helpers/api/fixture-db.ts';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    t.test('an empty database gets the content pack on first start, media included', async (t) => {
      const env = await emptyDatabaseEnv(t, backend);
      const app = await buildApi(loadApiConfig({ ...env, CONTENT_PACK_DIR: FIXTURE_PACK_DIR }));
      t.teardown(() => app.close());
      const list = json<{ materials: unknown[] }>(await app.inject('/api/materials'));
      t.equal(list.materials.length, 5);
      const media = await fs.stat(path.join(env.DATA_DIR, 'media/materials/literature-memory/preview.jpg'));
      t.ok(media.isFile(), 'media copied under MEDIA_DIR (default DATA_DIR/media)');
    });

    t.test('IMPORT_ON_EMPTY=false starts an empty site', async (t) => {
      const env = await emptyDatabaseEnv(t, backend);
      const app = await buildApi(
        loadApiConfig({ ...env, CONTENT_PACK_DIR: FIXTURE_PACK_DIR, IMPORT_ON_EMPTY: 'false' }),
      );
      t.teardown(() => app.close());
      t.same(json(await app.inject('/api/tags')), { main_tags: [], additional_tags: [] });
    });

    t.test('a broken content pack does not keep the API down', async (t) => {
      const env = await emptyDatabaseEnv(t, backend);
      const pack = await tempDir(t, 'da-pack-');
      await fs.writeFile(path.join(pack, 'tags.json'), '{ broken');
      const app = await buildApi(loadApiConfig({ ...env, CONTENT_PACK_DIR: pack }));
      t.teardown(() => app.close());
      t.equal((await app.inject('/readyz')).statusCode, 200);
      t.same(json(await app.inject('/api/materials')), { materials: [], has_more: false });
    });

    t.test('buildApi leaves process-wide state alone and close() closes the database', async (t) => {
      const before = ['SIGTERM', 'SIGINT', 'uncaughtException', 'unhandledRejection'].map((e) =>
        process.listenerCount(e),
      );
      const { app } = await buildTestApi(t, backend);
      const after = ['SIGTERM', 'SIGINT', 'uncaughtException', 'unhandledRejection'].map((e) =>
        process.listenerCount(e),
      );
      t.same(after, before);
      const db = databaseOf(app);
      await app.close();
      await t.rejects(db.query('SELECT 1'));
    });

    t.test('the request id of the caller is echoed when well formed, else a fresh one is made', async (t) => {
      const { app } = await buildTestApi(t, backend);
      const echoed = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'web-1234.abc' } });
      t.equal(echoed.headers['x-request-id'], 'web-1234.abc');
      const replaced = await app.inject({ url: '/api/nope', headers: { 'x-request-id': 'bad id\r\nx' } });
      t.match(replaced.headers['x-request-id'], /^[0-9a-f-]{36}$/);
      t.equal(json(replaced).requestId, replaced.headers['x-request-id']);
    });

    t.test('an unexpected failure is a bare 500 that leaks nothing (R21)', async (t) => {
      const { app, db } = await buildTestApi(t, backend);
      await db.query('DROP TABLE tag_translations CASCADE');
      const response = await app.inject('/api/tags');
      t.equal(response.statusCode, 500);
      t.same(Object.keys(json(response)).sort(), ['error', 'message', 'requestId']);
      t.match(json(response), { error: 'internal_error' });
      t.notMatch(response.body, /at |node_modules|\.ts:|SELECT |Error: |tag_translations/);
    });
  });
}
