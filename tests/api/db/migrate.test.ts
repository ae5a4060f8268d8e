import t from 'tap';
import { loadApiConfig } from '../../../api/config/index.ts';
import { listMigrations, migrate } from '../../../api/db/migrate.ts';
import { openDb } from '../../../api/db/open.ts';
import { backends, emptyDatabaseEnv } from '../../helpers/api/build.ts';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    t.test('migrations apply in order once, each recorded, and a second run applies none', async (t) => {
      const config = loadApiConfig(await emptyDatabaseEnv(t, backend));
      const db = await openDb(config);
      t.teardown(() => db.close());
      const files = await listMigrations();
      t.match(files[0], /^0001_/);
      t.same(await migrate(db), files);
      t.same(await migrate(db), []);
      const recorded = await db.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      t.same(
        recorded.map((r) => r.version),
        files,
      );
      const extensions = await db.query<{ extname: string }>(
        "SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname",
      );
      t.same(
        extensions.map((e) => e.extname),
        ['pg_trgm', 'unaccent'],
      );
    });

    t.test('two instances starting together apply each migration once', async (t) => {
      const config = loadApiConfig(await emptyDatabaseEnv(t, backend));
      // PostgreSQL: two pools, as two processes would have; PGlite has one owner per data folder.
      const db = await openDb(config);
      const other = backend === 'postgres' ? await openDb(config) : db;
      t.teardown(async () => {
        await db.close();
        if (other !== db) await other.close();
      });
      const [a, b] = await Promise.all([migrate(db), migrate(other)]);
      t.same([...a, ...b].sort(), await listMigrations());
    });
  });
}

t.test('a PGlite database lives in DATA_DIR/pglite and keeps its data across reopening', async (t) => {
  const env = await emptyDatabaseEnv(t, 'pglite');
  const config = loadApiConfig(env);
  const first = await openDb(config);
  await migrate(first);
  await first.query("INSERT INTO static_pages (slug) VALUES ('kept')");
  await first.close();
  const second = await openDb(config);
  t.teardown(() => second.close());
  t.same(await second.query('SELECT slug FROM static_pages'), [{ slug: 'kept' }]);
  t.same(await migrate(second), []);
});
