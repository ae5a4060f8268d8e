/**
 * Search where a word is in many documents (the fixture pack plus synthetic materials): the counts
 * are exact and each group holds its best hits, as a plain count and a plain ranking of every hit
 * over the same documents say, for groups ranked on whole documents and on titles and descriptions.
 */
import t from 'tap';
import { synthesize } from '../../../api/content-pack/synth.ts';
import { SYNTH_REAL_WORDS_RU } from '../../../api/content-pack/synth-words.ts';
import type { Db } from '../../../api/db/types.ts';
import { createSearchRepository, RANK_WHOLE_DOCUMENT_MAX } from '../../../api/search/repository.ts';
import { searchTerms } from '../../../api/search/terms.ts';
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

type Ranked = { kind: string; item_id: number; total: number; n: number; by_head: number };

/**
 * Every ru document the typed word matches (its stemmed form or the word as a prefix), ranked in one
 * window over all of them: a group of at most `wholeMax` hits on each whole document, a larger one
 * on the title and description lexemes only (hits with neither last), ties by id.
 */
async function rankAll(db: Db, word: string, wholeMax: number): Promise<Ranked[]> {
  return db.query<Ranked>(
    `WITH q AS (
       SELECT websearch_to_tsquery('russian', unaccent($1)) || to_tsquery('simple', $2) AS tsq),
     hit AS (
       SELECT d.kind, d.item_id, ts_rank(d.document, q.tsq) AS whole,
         CASE WHEN ts_filter(d.document, '{a,b}') @@ q.tsq THEN ts_rank(ts_filter(d.document, '{a,b}'), q.tsq)
           ELSE 0 END AS by_head,
         count(*) OVER (PARTITION BY d.kind) AS total
       FROM search_documents d CROSS JOIN q
       WHERE d.locale = 'ru' AND d.document @@ q.tsq)
     SELECT kind, item_id, total::int, by_head,
       (row_number() OVER (PARTITION BY kind
         ORDER BY CASE WHEN total <= $3 THEN whole ELSE by_head END DESC, item_id))::int AS n
     FROM hit`,
    [word, `'${word}':*`, wholeMax],
  );
}

const bestOf = (ranked: Ranked[], kind: string, limit: number) =>
  ranked
    .filter((r) => r.kind === kind && r.n <= limit)
    .sort((a, b) => a.n - b.n)
    .map((r) => r.item_id);

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const { app, db } = await buildTestApi(t, backend);
    await synthesize(db, { materials: MATERIALS });
    const ranked = await rankAll(db, WORD, RANK_WHOLE_DOCUMENT_MAX);
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
          t.same(
            (body[group] as Hit[]).map((hit) => hit.id),
            bestOf(ranked, kind, limit),
            `${group} with limit ${limit}`,
          );
        }
      }
    });

    t.test(
      'a group too large to rank on whole documents puts title and description hits first, then the rest by id',
      async (t) => {
        const wholeMax = 10;
        const byHead = await rankAll(db, WORD, wholeMax);
        const materials = byHead.filter((r) => r.kind === 'material');
        const headHits = materials.filter((r) => r.by_head > 0).length;
        t.ok(
          headHits > 3 && headHits < 50,
          `${headHits} of ${materials.length} material hits match in the head`,
        );
        const search = createSearchRepository(db, { rankWholeDocumentMax: wholeMax });
        const terms = searchTerms(WORD);
        if (!terms) throw new Error('no search terms');
        for (const limit of [3, 50]) {
          const rows = await search.hits('ru', terms, { limit, offset: 0, kind: null, tagIds: null });
          for (const [kind] of GROUPS) {
            t.same(
              rows.filter((row) => row.kind === kind).map((row) => row.id),
              bestOf(byHead, kind, limit),
              `${kind} with limit ${limit}`,
            );
          }
        }
      },
    );
  });
}
