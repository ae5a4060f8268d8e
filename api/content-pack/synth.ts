/**
 * A large synthetic corpus for benchmarks (`npm run content:synth -- --materials 100000`), generated
 * by set-based SQL in one transaction, with words drawn from `synth-words.ts` so search terms match a
 * realistic share of documents.
 * Rows are marked by the `synth-` slug prefix; a second run with the same size does nothing.
 */
import type { Db, Queryable } from '../db/types.ts';
import { refreshSearchDocuments } from '../search/index-repository.ts';
import {
  EN_SYLLABLES,
  RU_SYLLABLES,
  realWordRank,
  SYNTH_REAL_WORDS_EN,
  SYNTH_REAL_WORDS_RU,
  VOCABULARY_SIZE,
} from './synth-words.ts';

export const SYNTH_PREFIX = 'synth-';

const MAIN_TAGS = ['literature', 'identity', 'painting', 'cinema', 'music', 'tradition', 'history'];
const EXTRA_TAGS = ['personal-stories', 'mysteries-and-myths', 'all-things-clear', 'research'];

export interface SynthOptions {
  materials: number;
  log?: (message: string) => void;
}

/**
 * Generated text per key: `count` Zipf-distributed words from `synth_words`, as `(key, text)` rows.
 * `keys` is a statement yielding an integer column `key`. Set-based: one hash join for all keys.
 */
const texts = (lang: 'ru' | 'en', count: number, keys: string) => `
  SELECT p.key, string_agg(w.${lang}, ' ' ORDER BY p.n) AS text
  FROM (SELECT k.key, s.n, least(${VOCABULARY_SIZE}, floor(exp(random() * ln(${VOCABULARY_SIZE})))::int) AS word
        FROM (${keys}) k CROSS JOIN generate_series(1, ${count}) AS s(n)) p
  JOIN synth_words w ON w.i = p.word
  GROUP BY p.key`;

async function ensureTags(tx: Queryable): Promise<void> {
  const groups: [number, string[]][] = [
    [0, MAIN_TAGS],
    [1, EXTRA_TAGS],
  ];
  for (const [type, slugs] of groups) {
    await tx.query(
      `INSERT INTO tags (slug, type, gradient, color, position)
       SELECT s, $2, 'linear-gradient(135deg, #eee 0%, #ccc 100%)', '#222222', p - 1
       FROM unnest($1::text[]) WITH ORDINALITY AS t(s, p) ON CONFLICT (slug) DO NOTHING`,
      [slugs, type],
    );
  }
  await tx.query(
    `INSERT INTO tag_translations (tag_id, locale, name, category)
     SELECT t.id, l.locale, initcap(replace(t.slug, '-', ' ')), CASE t.type WHEN 0 THEN 'Directions' ELSE 'Rubrics' END
     FROM tags t CROSS JOIN (VALUES ('ru'), ('en')) AS l(locale) ON CONFLICT DO NOTHING`,
  );
}

async function createVocabulary(tx: Queryable): Promise<void> {
  await tx.exec(
    'CREATE TEMP TABLE synth_words (i integer PRIMARY KEY, ru text NOT NULL, en text NOT NULL) ON COMMIT DROP',
  );
  await tx.query(
    `INSERT INTO synth_words (i, ru, en)
     SELECT i, coalesce(r.ru, ($3::text[])[1 + i % 30] || ($3::text[])[1 + (i / 30) % 30] || ($3::text[])[1 + (i / 900) % 30]),
       coalesce(r.en, ($4::text[])[1 + i % 30] || ($4::text[])[1 + (i / 30) % 30] || ($4::text[])[1 + (i / 900) % 30])
     FROM generate_series(1, ${VOCABULARY_SIZE}) AS i
     LEFT JOIN unnest($5::int[], $1::text[], $2::text[]) AS r(rank, ru, en) ON r.rank = i`,
    [
      SYNTH_REAL_WORDS_RU,
      SYNTH_REAL_WORDS_EN,
      RU_SYLLABLES,
      EN_SYLLABLES,
      SYNTH_REAL_WORDS_RU.map((_, i) => realWordRank(i)),
    ],
  );
  await tx.exec('ANALYZE synth_words');
}

const SYNTH_MATERIALS = `SELECT id AS key FROM materials WHERE slug LIKE '${SYNTH_PREFIX}%'`;

async function insertMaterials(tx: Queryable, count: number): Promise<void> {
  await tx.query(
    `INSERT INTO materials (slug, publication_date, time_minutes, preview, banner, tag_ids, like_count, share_count)
     SELECT '${SYNTH_PREFIX}' || lpad(g::text, 7, '0'), date '2012-01-01' + (random() * 5000)::int, 3 + (random() * 27)::int,
       'synth/preview.jpg', 'synth/banner.jpg',
       ARRAY(SELECT id FROM tags WHERE (type = 0 AND (id % 7 = g % 7 OR random() < 0.15)) OR (type = 1 AND random() < 0.2 + 0 * g)),
       floor(power(random(), 3) * 500)::int, floor(power(random(), 3) * 100)::int
     FROM generate_series(1, $1::int) AS g`,
    [count],
  );
  for (const lang of ['ru', 'en'] as const) {
    // Every material has ru; six in ten have an en translation, the rest fall back to ru.
    const keys =
      lang === 'ru' ? SYNTH_MATERIALS : `SELECT key FROM (${SYNTH_MATERIALS}) k WHERE random() < 0.6`;
    await tx.exec(`CREATE TEMP TABLE synth_keys ON COMMIT DROP AS ${keys}`);
    await tx.query(
      `INSERT INTO material_translations (material_id, locale, title, snippet, author)
       SELECT title.key, $1, initcap(title.text), snippet.text, initcap(author.text)
       FROM (${texts(lang, 4, 'SELECT key FROM synth_keys')}) title
       JOIN (${texts(lang, 14, 'SELECT key FROM synth_keys')}) snippet USING (key)
       JOIN (${texts(lang, 2, 'SELECT key FROM synth_keys')}) author USING (key)`,
      [lang],
    );
    // Chapter key = material id * 2 + position: two chapters per material and locale.
    const chapterKeys = 'SELECT key * 2 + p AS key FROM synth_keys CROSS JOIN (VALUES (0), (1)) AS c(p)';
    await tx.query(
      `INSERT INTO material_chapters (material_id, locale, position, title, content, content_text)
       SELECT title.key / 2, $1, title.key % 2, initcap(title.text), '<p>' || body.text || '</p>', body.text
       FROM (${texts(lang, 3, chapterKeys)}) title JOIN (${texts(lang, 30, chapterKeys)}) body USING (key)`,
      [lang],
    );
    await tx.exec('DROP TABLE synth_keys');
  }
}

async function insertCourses(tx: Queryable, count: number): Promise<void> {
  await tx.query(
    `INSERT INTO courses (slug, publication_date, preview, image_banner, tag_ids, like_count, share_count)
     SELECT '${SYNTH_PREFIX}' || lpad(g::text, 7, '0'), date '2012-01-01' + (random() * 5000)::int,
       'synth/preview.jpg', 'synth/banner.jpg', ARRAY(SELECT id FROM tags WHERE type = 0 AND id % 7 = g % 7),
       floor(power(random(), 3) * 500)::int, floor(power(random(), 3) * 100)::int
     FROM generate_series(1, $1::int) AS g`,
    [count],
  );
  const keys = `SELECT id AS key FROM courses WHERE slug LIKE '${SYNTH_PREFIX}%'`;
  await tx.query(
    `INSERT INTO course_translations (course_id, locale, title, snippet, author, author_info, small_description, small_description_text)
     SELECT title.key, l.locale, initcap(title.text), snippet.text, 'Synth', '<p>Synth</p>', '<p>Synth</p>', 'Synth'
     FROM (${texts('ru', 4, keys)}) title JOIN (${texts('ru', 14, keys)}) snippet USING (key)
     CROSS JOIN (VALUES ('ru'), ('en')) AS l(locale)`,
  );
  // Course n holds the materials 20(n-1)+1 … 20(n-1)+8 of the synthetic range, in order.
  await tx.query(
    `INSERT INTO course_materials (course_id, material_id, position)
     SELECT c.id, m.id, (substr(m.slug, 7)::int - 1) % 20
     FROM courses c JOIN materials m ON (substr(m.slug, 7)::int - 1) / 20 = substr(c.slug, 7)::int - 1
     WHERE c.slug LIKE '${SYNTH_PREFIX}%' AND m.slug LIKE '${SYNTH_PREFIX}%' AND (substr(m.slug, 7)::int - 1) % 20 < 8`,
  );
}

/** Adds `materials` synthetic materials (and one course per 20) unless they are there already. */
export async function synthesize(db: Db, options: SynthOptions): Promise<boolean> {
  const log = options.log ?? (() => {});
  const existing = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM materials WHERE slug LIKE '${SYNTH_PREFIX}%'`,
  );
  if ((existing[0]?.n ?? 0) === options.materials) return false;
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM courses WHERE slug LIKE '${SYNTH_PREFIX}%'`);
    await tx.query(`DELETE FROM materials WHERE slug LIKE '${SYNTH_PREFIX}%'`);
    await tx.query('SELECT setseed(0.42)');
    await ensureTags(tx);
    await createVocabulary(tx);
    let started = Date.now();
    const step = (what: string) => {
      log(`${what} in ${Date.now() - started} ms`);
      started = Date.now();
    };
    await insertMaterials(tx, options.materials);
    step(`${options.materials} materials`);
    await insertCourses(tx, Math.ceil(options.materials / 20));
    step('courses');
    await refreshSearchDocuments(tx);
    step('search documents');
  });
  // Outside the transaction: sets hint bits and statistics so the first benchmark run is not a cold one.
  await db.exec('VACUUM ANALYZE');
  return true;
}
