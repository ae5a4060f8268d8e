/**
 * Migrations 0301 and 0302 carry a search index built before them: every document and its text
 * survive, each document lands in the partition of its locale, a long row keeps its vector and text
 * out of line and its title and description lexemes in the row, and search finds what it found.
 */
import fs from 'node:fs/promises';
import t from 'tap';
import { loadApiConfig } from '../../../api/config/index.ts';
import { listMigrations, migrate } from '../../../api/db/migrate.ts';
import { openDb } from '../../../api/db/open.ts';
import type { Db } from '../../../api/db/types.ts';
import { createSearchRepository } from '../../../api/search/repository.ts';
import { searchTerms } from '../../../api/search/terms.ts';
import { backends, emptyDatabaseEnv } from '../../helpers/api/build.ts';

const FIRST = '0301_search_by_locale.sql';
const MIGRATIONS_DIR = new URL('../../../api/db/migrations/', import.meta.url);

/**
 * Past the 2 KB at which PostgreSQL starts moving values out of line (the numbered words do not
 * compress away), but not by so much that, without the partitions' 128-byte toast target, moving
 * the vector out would not be enough.
 */
const LONG_BODY = `Скрипач играет на свадьбе. ${Array.from({ length: 150 }, (_, i) => `мелодия${i * 7919}`).join(' ')}`;

/** Index rows as the importer wrote them before 0301: title A, description B, body C. */
const DOCUMENTS = [
  {
    kind: 'material',
    id: 1,
    locale: 'ru',
    title: 'Клезмерские заметки',
    description: 'О музыке',
    body: LONG_BODY,
  },
  {
    kind: 'material',
    id: 1,
    locale: 'en',
    title: 'Klezmer notes',
    description: 'On music',
    body: 'A fiddler plays.',
  },
  { kind: 'course', id: 2, locale: 'ru', title: 'Курс чтения', description: 'Книги', body: 'Читаем вместе.' },
];

/**
 * The whole index, documents with their texts, in a fixed order: before 0302 a text lives in
 * `search_texts`, since then in its document's row.
 */
const index = (db: Db, texts: 'own table' | 'in the row') =>
  db.query(
    `SELECT d.kind, d.item_id, d.locale, d.text_locale, d.title, d.title_norm, d.document::text AS document,
       ${texts === 'own table' ? 't.body' : 'd.body'} AS body
     FROM search_documents d
     ${texts === 'own table' ? 'JOIN search_texts t USING (kind, item_id, locale)' : ''}
     ORDER BY d.kind, d.item_id, d.locale`,
  );

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const db = await openDb(loadApiConfig(await emptyDatabaseEnv(t, backend)));
    t.teardown(() => db.close());
    // The schema as it was before 0301, recorded as applied, holding an index of three documents.
    await db.exec(
      'CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const file of (await listMigrations()).filter((name) => name < FIRST)) {
      await db.exec(await fs.readFile(new URL(file, MIGRATIONS_DIR), 'utf8'));
      await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    }
    for (const doc of DOCUMENTS) {
      const cfg = doc.locale === 'en' ? 'english' : 'russian';
      await db.query(
        `INSERT INTO search_documents (kind, item_id, locale, text_locale, title, title_norm, document)
         VALUES ($1, $2, $3, $3, $4, lower($4), setweight(to_tsvector('${cfg}', $4), 'A')
           || setweight(to_tsvector('${cfg}', $5), 'B') || setweight(to_tsvector('${cfg}', $6), 'C'))`,
        [doc.kind, doc.id, doc.locale, doc.title, doc.description, doc.body],
      );
      await db.query('INSERT INTO search_texts (kind, item_id, locale, body) VALUES ($1, $2, $3, $4)', [
        doc.kind,
        doc.id,
        doc.locale,
        `${doc.description} ${doc.body}`,
      ]);
    }
    const before = await index(db, 'own table');

    const applied = await migrate(db);
    t.ok(applied.includes(FIRST) && applied.includes('0302_search_narrow_rows.sql'), applied.join(', '));

    t.test('every document and its text are kept', async (t) => {
      t.equal(before.length, DOCUMENTS.length);
      t.same(await index(db, 'in the row'), before);
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

    t.test(
      'a long row keeps its vector and text out of line, its title and description lexemes in it',
      async (t) => {
        const outOfLine = async (partition: string) => {
          const [toast] = await db.query<{ name: string }>(
            'SELECT reltoastrelid::regclass::text AS name FROM pg_class WHERE oid = $1::regclass',
            [partition],
          );
          const [row] = await db.query<{ n: number }>(
            `SELECT count(DISTINCT chunk_id)::int AS n FROM ${toast?.name}`,
          );
          return row?.n;
        };
        t.equal(await outOfLine('search_documents_ru'), 2, 'the long row: its vector and its text');
        t.equal(await outOfLine('search_documents_en'), 0, 'short rows stay whole');
        const [row] = await db.query<{ head: string }>(
          "SELECT head::text AS head FROM search_documents WHERE kind = 'material' AND locale = 'ru'",
        );
        t.match(row?.head, /клезмерск/, 'the title is in the head');
        t.match(row?.head, /музык/, 'the description is in the head');
        t.notMatch(row?.head, /скрипач/, 'the body is not');
      },
    );

    t.test('search finds the documents in their new rows, with the text highlighted', async (t) => {
      const search = createSearchRepository(db);
      const terms = (text: string) => {
        const found = searchTerms(text);
        if (!found) throw new Error(`no search terms in ${text}`);
        return found;
      };
      const first3 = { limit: 3, offset: 0, kind: null, tagIds: null };
      t.match(await search.hits('ru', terms('скрипач'), first3), [
        { kind: 'material', id: 1, total: 1, headline: /скрипач/i },
      ]);
      t.match(await search.hits('en', terms('fiddlers'), first3), [{ kind: 'material', id: 1, total: 1 }]);
      t.match(await search.lookAlikes('ru', terms('Курс чтеня'), first3), [
        { kind: 'course', id: 2, total: 1 },
      ]);
    });
  });
}
