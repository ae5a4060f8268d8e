/**
 * Search where a word is in many documents (the fixture pack plus synthetic materials): the counts
 * are exact and each group holds its best hits, as a plain count and a plain ranking of every hit
 * over the same documents say.
 */
import t from 'tap';
import { synthesize } from '../../../api/content-pack/synth.ts';
import { SYNTH_REAL_WORDS_RU } from '../../../api/content-pack/synth-words.ts';
import type { Db } from '../../../api/db/types.ts';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

const MATERIALS = 800;
/** The most frequent real word of the synthetic vocabulary: in about one document in ten. */
const WORD = SYNTH_REAL_WORDS_RU[0] ?? '';

type Hit = { id: number };
type Result = Record<string, Hit[] | number>;

const GROUPS = [
  ['material', 'search_materials', 'materials_count'],
  ['course', 'search_courses', 'courses_count'],
  ['article', 'search_articles', 'articles_count'],
  ['chapter', 'search_books', 'books_count'],
  ['place', 'search_places', 'places_count'],
] as const;

type Ranked = { kind: string; item_id: number; total: number; n: number };

/**
 * Every ru document the typed word matches (its stemmed form, the word as a prefix, or a title that
 * looks like it), ranked in one window over all of them: full-text hits above title look-alikes,
 * then by rank, ties by id.
 */
async function rankAll(db: Db, word: string): Promise<Ranked[]> {
  return db.query<Ranked>(
    `WITH q AS (
       SELECT websearch_to_tsquery('russian', unaccent($1)) || to_tsquery('simple', $2) AS tsq,
         lower(unaccent($1)) AS norm),
     hit AS (
       SELECT d.kind, d.item_id,
         CASE WHEN d.document @@ q.tsq THEN 1 + ts_rank(d.document, q.tsq)
           ELSE word_similarity(q.norm, d.title_norm) END AS rank
       FROM search_documents d CROSS JOIN q
       WHERE d.locale = 'ru' AND (d.document @@ q.tsq OR d.title_norm %> q.norm))
     SELECT kind, item_id, (count(*) OVER (PARTITION BY kind))::int AS total,
       (row_number() OVER (PARTITION BY kind ORDER BY rank DESC, item_id))::int AS n
     FROM hit`,
    [word, `'${word}':*`],
  );
}

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const { app, db } = await buildTestApi(t, backend);
    await synthesize(db, { materials: MATERIALS });
    const ranked = await rankAll(db, WORD);
    const search = async (limit: number) => {
      const url = `/api/search?lang=ru&query=${encodeURIComponent(WORD)}&limit=${limit}`;
      const response = await app.inject(url);
      t.equal(response.statusCode, 200, url);
      return json<Result>(response);
    };

    t.test('a word in many documents is counted exactly in every group', async (t) => {
      const body = await search(3);
      const materials = ranked.filter((r) => r.kind === 'material');
      t.ok(materials.length > 50, `the word is in ${materials.length} materials`);
      for (const [kind, , countKey] of GROUPS) {
        const total = ranked.find((r) => r.kind === kind)?.total ?? 0;
        t.equal(body[countKey], total, `${countKey} is the number of ${kind} documents that match`);
      }
    });

    t.test('each group holds its best hits in rank order, however many it shows', async (t) => {
      for (const limit of [3, 50]) {
        const body = await search(limit);
        for (const [kind, group] of GROUPS) {
          const best = ranked
            .filter((r) => r.kind === kind && r.n <= limit)
            .sort((a, b) => a.n - b.n)
            .map((r) => r.item_id);
          t.same(
            (body[group] as Hit[]).map((hit) => hit.id),
            best,
            `${group} with limit ${limit}`,
          );
        }
      }
    });
  });
}
