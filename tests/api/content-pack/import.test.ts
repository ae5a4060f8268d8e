import fs from 'node:fs/promises';
import path from 'node:path';
import t, { type Test } from 'tap';
import { loadApiConfig } from '../../../api/config/index.ts';
import { importPack } from '../../../api/content-pack/import.ts';
import { PackError } from '../../../api/content-pack/read.ts';
import { migrate } from '../../../api/db/migrate.ts';
import { openDb } from '../../../api/db/open.ts';
import type { Db } from '../../../api/db/types.ts';
import { type Backend, backends, emptyDatabaseEnv, tempDir } from '../../helpers/api/build.ts';
import { FIXTURE_PACK_DIR } from '../../helpers/api/fixture-db.ts';

const TABLES = [
  'tags',
  'tag_translations',
  'hashtag_categories',
  'hashtags',
  'hashtag_translations',
  'materials',
  'material_translations',
  'material_chapters',
  'courses',
  'course_translations',
  'course_materials',
  'books',
  'book_translations',
  'book_chapters',
  'book_chapter_translations',
  'articles',
  'article_translations',
  'places',
  'place_translations',
  'team_members',
  'team_member_translations',
  'gallery_exhibits',
  'gallery_exhibit_translations',
  'static_pages',
  'static_page_translations',
  'table_festivals',
  'table_festival_translations',
  'table_dishes',
  'table_dish_translations',
  'search_documents',
];
const WITHOUT_UPDATED_AT = new Set(['course_materials', 'search_documents']);

/** Row count and latest `updated_at` of every content table. */
async function tableState(db: Db) {
  const state: Record<string, string> = {};
  for (const table of TABLES) {
    const updated = WITHOUT_UPDATED_AT.has(table) ? 'NULL' : 'max(updated_at)::text';
    const [row] = await db.query<{ n: number; u: string | null }>(
      `SELECT count(*)::int AS n, ${updated} AS u FROM ${table}`,
    );
    state[table] = `${row?.n} ${row?.u}`;
  }
  return state;
}

function recordingLog() {
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    warnings,
    log: {
      info() {},
      warn: (fields: object, message: string) =>
        warnings.push({ fields: fields as Record<string, unknown>, message }),
    },
  };
}

async function freshDb(t: Test, backend: Backend) {
  const config = loadApiConfig(await emptyDatabaseEnv(t, backend));
  const db = await openDb(config);
  t.teardown(() => db.close());
  await migrate(db);
  return { db, mediaDir: config.MEDIA_DIR };
}

/** A copy of the fixture pack that a test may change. */
async function packCopy(t: Test): Promise<string> {
  const dir = path.join(await tempDir(t, 'da-pack-'), 'pack');
  await fs.cp(FIXTURE_PACK_DIR, dir, { recursive: true });
  return dir;
}

async function editJson(file: string, edit: (data: Record<string, unknown>) => void) {
  const data = JSON.parse(await fs.readFile(file, 'utf8'));
  edit(data);
  await fs.writeFile(file, JSON.stringify(data));
}

for (const backend of backends()) {
  t.test(backend, async (t) => {
    t.test('a second import of the same pack changes no row and no updated_at', async (t) => {
      const { db, mediaDir } = await freshDb(t, backend);
      const summary = await importPack(db, FIXTURE_PACK_DIR, { mediaDir });
      t.match(summary, { materials: 6, courses: 2, books: 2, articles: 2, places: 2, pages: 3 });
      const first = await tableState(db);
      t.notMatch(first.materials, /^0 /, 'materials were written');
      t.notMatch(first.search_documents, /^0 /, 'search documents were written');
      const ids = await db.query('SELECT id, slug FROM materials ORDER BY id');
      await importPack(db, FIXTURE_PACK_DIR, { mediaDir });
      t.same(await tableState(db), first);
      t.same(await db.query('SELECT id, slug FROM materials ORDER BY id'), ids);
    });

    t.test('editors’ HTML is stored sanitized and its plain text is kept for search', async (t) => {
      const { db, mediaDir } = await freshDb(t, backend);
      await importPack(db, FIXTURE_PACK_DIR, { mediaDir });
      const [chapter] = await db.query<{ content: string; content_text: string }>(
        `SELECT c.content, c.content_text FROM material_chapters c JOIN materials m ON m.id = c.material_id
         WHERE m.slug = 'winter-tree' AND c.locale = 'ru' AND c.position = 0`,
      );
      t.notMatch(chapter?.content, /script|onerror|javascript:|<img/i);
      t.match(chapter?.content, '<a href="https://example.org/">источник</a>');
      t.equal(
        chapter?.content_text,
        'Новогодняя елка пришла в советские семьи в тридцатые годы. ссылка и источник.',
      );
    });

    t.test('an invalid pack is reported by file and field and nothing is written', async (t) => {
      const { db, mediaDir } = await freshDb(t, backend);
      const dir = await packCopy(t);
      await editJson(path.join(dir, 'materials/klezmer-notes.json'), (m) => {
        m.time = 'five';
      });
      await editJson(path.join(dir, 'materials/odesa-humour.json'), (m) => {
        m.tags = ['identity', 'no-such-tag'];
      });
      await fs.writeFile(path.join(dir, 'places/vilnius.json'), '{ "slug": ');
      const error = await importPack(db, dir, { mediaDir }).catch((e: unknown) => e);
      t.type(error, PackError);
      const problems = (error as PackError).problems;
      t.ok(
        problems.some((p) => p.startsWith('materials/klezmer-notes.json: time:')),
        'names file and field',
      );
      t.ok(problems.includes('materials/odesa-humour.json: tags: unknown slug "no-such-tag"'));
      t.ok(problems.some((p) => p.startsWith('places/vilnius.json: not valid JSON')));
      t.match((await tableState(db)).materials, /^0 /);
      t.match((await tableState(db)).tags, /^0 /);
    });

    t.test('an Ashkenazi table dish must name a festival and materials of the pack', async (t) => {
      const { db, mediaDir } = await freshDb(t, backend);
      const dir = await packCopy(t);
      await editJson(path.join(dir, 'ashkenazi-table.json'), (table) => {
        const [dish] = table.dishes as { festival: string; materials?: string[] }[];
        if (dish) {
          dish.festival = 'no-such-festival';
          dish.materials = ['no-such-material'];
        }
      });
      const error = await importPack(db, dir, { mediaDir }).catch((e: unknown) => e);
      t.type(error, PackError);
      const problems = (error as PackError).problems;
      t.ok(
        problems.includes('ashkenazi-table.json: dishes: cholent: festival: unknown slug "no-such-festival"'),
      );
      t.ok(
        problems.includes(
          'ashkenazi-table.json: dishes: cholent: materials: unknown slug "no-such-material"',
        ),
      );
      t.match((await tableState(db)).table_dishes, /^0 /, 'nothing written');
    });

    t.test('a reference that only the database could resolve rolls the whole import back', async (t) => {
      const { db, mediaDir } = await freshDb(t, backend);
      const dir = await packCopy(t);
      await fs.rm(path.join(dir, 'tags.json'));
      const error = await importPack(db, dir, { mediaDir }).catch((e: unknown) => e);
      t.type(error, PackError);
      t.match((error as PackError).message, /materials\/.*: tags: unknown slug/);
      t.same(await tableState(db), Object.fromEntries(TABLES.map((table) => [table, '0 null'])));
    });

    t.test('a changed pack updates what changed: a removed translation falls back to ru', async (t) => {
      const { db, mediaDir } = await freshDb(t, backend);
      await importPack(db, FIXTURE_PACK_DIR, { mediaDir });
      const dir = await packCopy(t);
      await editJson(path.join(dir, 'materials/odesa-humour.json'), (m) => {
        delete m.en;
      });
      await editJson(path.join(dir, 'materials/klezmer-notes.json'), (m) => {
        (m.ru as { title: string }).title = 'Клезмер: заметки';
      });
      const before = await db.query<{ slug: string; updated_at: string }>(
        'SELECT m.slug, t.updated_at::text FROM material_translations t JOIN materials m ON m.id = t.material_id WHERE t.locale = $1 ORDER BY m.slug',
        ['ru'],
      );
      await importPack(db, dir, { mediaDir });
      const locales = await db.query<{ locale: string }>(
        "SELECT t.locale FROM material_translations t JOIN materials m ON m.id = t.material_id WHERE m.slug = 'odesa-humour'",
      );
      t.same(locales, [{ locale: 'ru' }]);
      const enChapters = await db.query(
        "SELECT 1 FROM material_chapters c JOIN materials m ON m.id = c.material_id WHERE m.slug = 'odesa-humour' AND c.locale = 'en'",
      );
      t.equal(enChapters.length, 0);
      const after = await db.query<{ slug: string; updated_at: string }>(
        'SELECT m.slug, t.updated_at::text FROM material_translations t JOIN materials m ON m.id = t.material_id WHERE t.locale = $1 ORDER BY m.slug',
        ['ru'],
      );
      const changed = after
        .filter((row, i) => row.updated_at !== before[i]?.updated_at)
        .map((row) => row.slug);
      t.same(changed, ['klezmer-notes']);
      const [doc] = await db.query<{ title: string; text_locale: string }>(
        "SELECT d.title, d.text_locale FROM search_documents d JOIN materials m ON m.id = d.item_id WHERE d.kind = 'material' AND m.slug = 'odesa-humour' AND d.locale = 'en'",
      );
      t.same(
        doc,
        { title: 'Одесский юмор', text_locale: 'ru' },
        'the en search document now holds the ru text',
      );
    });

    t.test('media are copied and referenced files that are missing are reported, not fatal', async (t) => {
      const { db, mediaDir } = await freshDb(t, backend);
      const { warnings, log } = recordingLog();
      const summary = await importPack(db, FIXTURE_PACK_DIR, { mediaDir, log });
      const copied = await fs.readFile(path.join(mediaDir, 'materials/literature-memory/preview.jpg'));
      t.ok(copied.length > 0);
      t.ok(summary.mediaMissing.includes('materials/winter-tree/banner.jpg'));
      t.notOk(
        summary.mediaMissing.includes('materials/literature-memory/figure-1.jpg'),
        'figure inside HTML exists',
      );
      t.ok(summary.mediaMissing.includes('place_images/mount-sinai.jpg'));
      t.equal(warnings.length, 1);
      t.match(warnings[0], {
        message: /media files that do not exist/,
        fields: { count: summary.mediaMissing.length },
      });
    });
  });
}
