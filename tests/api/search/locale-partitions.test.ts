/**
 * Migration 0301 moves a search index built before it into one partition per site locale: every
 * document and text survives, each document in its locale's partition, texts still go with their
 * document, and search answers as it did.
 */
import fs from 'node:fs/promises';
import t from 'tap';
import { loadApiConfig } from '../../../api/config.ts';
import { importPack } from '../../../api/content-pack/import.ts';
import { listMigrations, migrate } from '../../../api/db/migrate.ts';
import { openDb } from '../../../api/db/open.ts';
import type { Db } from '../../../api/db/types.ts';
import { createSearchRepository } from '../../../api/search/repository.ts';
import { searchTerms } from '../../../api/search/terms.ts';
import { backends, emptyDatabaseEnv, tempDir } from '../../helpers/api/build.ts';
import { FIXTURE_PACK_DIR } from '../../helpers/api/fixture-db.ts';

const MIGRATION = '0301_search_by_locale.sql';
const MIGRATIONS_DIR = new URL('../../../api/db/migrations/', import.meta.url);
const silent = { info() {}, warn() {} };

/** The whole index: documents with their texts, in a fixed order. */
const index = (db: Db) =>
  db.query(
    `SELECT d.kind, d.item_id, d.locale, d.text_locale, d.title, d.title_norm, d.document::text AS document, t.body
     FROM search_documents d LEFT JOIN search_texts t USING (kind, item_id, locale)
     ORDER BY d.kind, d.item_id, d.locale`,
  );

const answer = async (db: Db) => {
  const search = createSearchRepository(db);
  const terms = (text: string) => {
    const found = searchTerms(text);
    if (!found) throw new Error(`no search terms in ${text}`);
    return found;
  };
  return [
    await search.hits('ru', terms('литература'), 3),
    await search.hits('en', terms('Klezmr'), 3),
    await search.hits('en', terms('пословица'), 3),
  ];
};

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const db = await openDb(loadApiConfig(await emptyDatabaseEnv(t, backend)));
    t.teardown(() => db.close());
    // The schema as it was before 0301, recorded as applied, holding the fixture pack.
    await db.exec(
      'CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const file of (await listMigrations()).filter((name) => name < MIGRATION)) {
      await db.exec(await fs.readFile(new URL(file, MIGRATIONS_DIR), 'utf8'));
      await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    }
    await importPack(db, FIXTURE_PACK_DIR, { mediaDir: await tempDir(t), log: silent });
    const before = await index(db);
    const answered = await answer(db);

    t.ok((await migrate(db)).includes(MIGRATION), `${MIGRATION} applies`);

    t.test('every document and text is kept', async (t) => {
      t.ok(before.length > 10, `${before.length} documents before`);
      t.same(await index(db), before);
    });

    t.test('each document lives in the partition of its locale', async (t) => {
      const placed = await db.query<{ locale: string; partition: string }>(
        'SELECT DISTINCT locale, tableoid::regclass::text AS partition FROM search_documents ORDER BY locale',
      );
      t.same(placed, [
        { locale: 'en', partition: 'search_documents_en' },
        { locale: 'ru', partition: 'search_documents_ru' },
      ]);
    });

    t.test('search answers as before', async (t) => {
      t.same(await answer(db), answered);
      t.ok(
        answered.every((rows) => rows.length > 0),
        'every query finds something',
      );
    });

    t.test('a text still goes with its document', async (t) => {
      await db.query("DELETE FROM search_documents WHERE kind = 'material' AND locale = 'en'");
      const left = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM search_texts WHERE kind = 'material' AND locale = 'en'",
      );
      t.equal(left[0]?.n, 0);
    });
  });
}
