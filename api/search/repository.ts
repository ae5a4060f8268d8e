/**
 * Full-text search over `search_documents` (migration 0005; one partition per locale since 0301,
 * narrow rows since 0302) in one statement: matches by weighted tsvector (russian/english
 * configurations, plus a prefix match on the last word), or, when the text matches nothing, by
 * trigram similarity of the title (typos); ranked, counted per kind, the top `limit` of each kind
 * with a `ts_headline` of its plain text and the fields its card needs.
 *
 * Counts are exact, so every matching document is visited once (a GIN index cannot count without
 * visiting the rows): a word in one document of ten costs one row visit per hit, which is why the
 * rows are kept narrow and the whole document is read only to rank a small group.
 */

import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '../../shared/html/snippet.ts';
import type { Locale } from '../../shared/locales.ts';
import { DEFAULT_LOCALE } from '../../shared/locales.ts';
import { courseTotalsSql, tagsJson } from '../db/cards.ts';
import { ratingJsonArgsSql } from '../db/ratings.ts';
import { translationOf } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { CONFIG_OF_LOCALE } from './index-repository.ts';
import type { SearchTerms, Spelling } from './terms.ts';

export type SearchKind = 'material' | 'course' | 'article' | 'chapter' | 'place';

/** A hit, or (id and title null) a group counted but not shown. */
export type HitRow = {
  kind: SearchKind;
  id: number | null;
  title: string;
  total: number;
  /** The text is the Russian fallback of a missing translation. */
  fallback: boolean;
  headline: string;
  card: Record<string, unknown>;
};

/**
 * Configurations a query is parsed with: the locale's own, plus `russian` for en, since en pages
 * show ru text where a translation is missing (`russian` also stems ASCII words as English).
 */
const QUERY_CONFIGS: Record<Locale, readonly string[]> = { ru: ['russian'], en: ['english', 'russian'] };

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" ... "`;

/**
 * The tsquery of one spelling, its texts pushed as parameters: the whole text, or, with a prefix,
 * the text before the last word && (the last word || its prefix form), so the last word matches as
 * a stemmed word or as the start of a longer one. The prefix stays unstemmed, since a stemmer may cut
 * a word short (голем → гол) and a stemmed prefix would then match every гол… word.
 */
function spellingSql(lang: Locale, spelling: Spelling, params: unknown[]): string {
  const parse = (value: string) => {
    const param = `$${params.push(value)}`;
    return QUERY_CONFIGS[lang]
      .map((cfg) => `websearch_to_tsquery('${cfg}', unaccent(${param}))`)
      .join(' || ');
  };
  if (!spelling.prefix) return `(${parse(spelling.text)})`;
  const head = parse(spelling.head);
  const last = parse(spelling.last);
  return `((${head}) && (${last} || to_tsquery('simple', $${params.push(spelling.prefix)})))`;
}

/** The text and its other spellings (transliterations), ORed: the index reads each one's lexemes. */
function tsquerySql(lang: Locale, terms: SearchTerms, params: unknown[]): string {
  return [terms, ...terms.alternatives].map((spelling) => spellingSql(lang, spelling, params)).join(' || ');
}

const CARDS = `CASE r.kind
  WHEN 'material' THEN (SELECT json_build_object('slug', m.slug, 'preview', m.preview, 'snippet', t.snippet,
      'time', m.time_minutes, 'tags', ${tagsJson('m.tag_ids', '$1')}, ${ratingJsonArgsSql('m')})
    FROM materials m JOIN LATERAL (${translationOf('material_translations', 'material_id', 'm.id', '$1')}) t ON true
    WHERE m.id = r.item_id)
  WHEN 'course' THEN (SELECT json_build_object('slug', c.slug, 'preview', c.preview, 'snippet', t.snippet,
      'like_count', c.like_count, 'tags', ${tagsJson('c.tag_ids', '$1')},
      'materials_count', totals.materials_count, 'materials_sum_time', totals.materials_sum_time,
      ${ratingJsonArgsSql('c')})
    FROM courses c JOIN LATERAL (${translationOf('course_translations', 'course_id', 'c.id', '$1')}) t ON true
    JOIN LATERAL (${courseTotalsSql('c.id')}) totals ON true
    WHERE c.id = r.item_id)
  WHEN 'article' THEN (SELECT json_build_object('slug', a.slug, 'image', a.image, 'author', t.author,
      'short_description', t.short_description)
    FROM articles a JOIN LATERAL (${translationOf('article_translations', 'article_id', 'a.id', '$1')}) t ON true
    WHERE a.id = r.item_id)
  WHEN 'chapter' THEN (SELECT json_build_object('slug', ch.slug, 'image', ch.image, 'position', ch.position,
      'book', json_build_object('slug', b.slug, 'title', bt.title, 'section', b.section, 'section_name', bt.section_name))
    FROM book_chapters ch JOIN books b ON b.id = ch.book_id
    JOIN LATERAL (${translationOf('book_translations', 'book_id', 'b.id', '$1')}) bt ON true
    WHERE ch.id = r.item_id)
  WHEN 'place' THEN (SELECT json_build_object('slug', p.slug, 'image_preview', p.image_preview, 'snippet', t.snippet)
    FROM places p JOIN LATERAL (${translationOf('place_translations', 'place_id', 'p.id', '$1')}) t ON true
    WHERE p.id = r.item_id)
  END`;

/**
 * Up to this many hits in a group, each is ranked on its whole document (read out of line, one row
 * at a time). Above it, a group is ranked on the title and description lexemes kept in the row
 * (`head`), where a word frequent enough to reach it has its best hits: under ts_rank's weights, one
 * occurrence of a one-word query in a title (0.61) or description (0.24) outranks any number in the
 * body alone (at most 0.2). Hits whose head does not match follow by id.
 */
export const RANK_WHOLE_DOCUMENT_MAX = 300;

/**
 * On a site whose language is not the default, a text in the site's language ranks above every
 * fallback text (`ts_rank` stays far below this). On the default locale every text is its own, so
 * the term is left out of the statement altogether.
 */
const OWN_LANGUAGE_BONUS = 100;

export interface HitsRequest {
  /** Hits shown per group. */
  limit: number;
  /** Hits skipped per group before those shown (a page of one group). */
  offset: number;
  /** Show hits of this kind only; every group is still counted. */
  kind: SearchKind | null;
  /** Only materials and courses with these tags (the lists' rule: OR within main, OR within additional, AND between). */
  tagIds: readonly number[] | null;
}

/** What a statement yields per hit, before its title, text and card are read. */
type Top = { sql: string; params: unknown[] };

export function createSearchRepository(db: Db, { rankWholeDocumentMax = RANK_WHOLE_DOCUMENT_MAX } = {}) {
  /**
   * The shown hits of `top` (kind, item_id, total, rank; its statement's first parameter is the
   * locale) with their title, highlighted text and card. A group none of whose hits is shown comes
   * as one row without an id, for its count. The hit is looked up by its whole key: with the kind of
   * a group instead, the planner joined on the id alone and filtered the kind afterwards, walking the
   * whole primary-key index once per shown hit.
   */
  const shown = ({ sql, params }: Top): Promise<HitRow[]> => {
    const optionsParam = `$${params.push(HEADLINE_OPTIONS)}`;
    return db.query<HitRow>(
      `${sql}
      SELECT r.kind, r.item_id AS id, d.title, r.total, d.text_locale <> $1 AS fallback,
        ts_headline(${CONFIG_OF_LOCALE.replace('%s', 'd.text_locale')}, d.body, (SELECT tsq FROM q), ${optionsParam}) AS headline,
        ${CARDS} AS card
      FROM top r
      LEFT JOIN search_documents d ON d.kind = r.kind AND d.item_id = r.item_id AND d.locale = $1
      ORDER BY r.kind, r.rank DESC, r.item_id`,
      params,
    );
  };

  /**
   * `q`: the query parsed once (sub-selects of it become plan parameters, usable by the indexes),
   * with the chosen main and additional tags when a tag filter applies.
   */
  const parsed = (lang: Locale, terms: SearchTerms, tagIds: readonly number[] | null = null) => {
    const params: unknown[] = [lang];
    const tsq = tsquerySql(lang, terms, params);
    const normParam = `$${params.push(terms.text)}`;
    let tags = '';
    if (tagIds) {
      const ids = `$${params.push(tagIds)}::int[]`;
      tags = `, ARRAY(SELECT id FROM tags WHERE id = ANY(${ids}) AND type = 0) AS main_tags,
        ARRAY(SELECT id FROM tags WHERE id = ANY(${ids}) AND type = 1) AS extra_tags`;
    }
    return {
      params,
      sql: `q AS MATERIALIZED (SELECT ${tsq} AS tsq, lower(unaccent(${normParam})) AS norm${tags})`,
    };
  };

  /** The tag filter on a hit `d` (docs/product.md#screens Lists' rule); only materials and courses carry tags. */
  const tagFilter = `AND d.kind IN ('material', 'course') AND EXISTS (
      SELECT 1 FROM q, (SELECT x.tag_ids FROM materials x WHERE d.kind = 'material' AND x.id = d.item_id
        UNION ALL SELECT x.tag_ids FROM courses x WHERE d.kind = 'course' AND x.id = d.item_id) x
      WHERE cardinality(q.main_tags) + cardinality(q.extra_tags) > 0
        AND (cardinality(q.main_tags) = 0 OR x.tag_ids && q.main_tags)
        AND (cardinality(q.extra_tags) = 0 OR x.tag_ids && q.extra_tags))`;

  return {
    /**
     * The documents the text matches. One pass over the hits, each read once from its narrow row
     * (migration 0302), counts them per kind and keeps, unordered, every hit's id and the id and
     * head rank of hits whose head matches; the top hits of each group are chosen from those.
     */
    hits(lang: Locale, terms: SearchTerms, request: HitsRequest): Promise<HitRow[]> {
      const { params, sql: q } = parsed(lang, terms, request.tagIds);
      const limitParam = `$${params.push(request.limit)}`;
      const offsetParam = `$${params.push(request.offset)}`;
      const wholeParam = `$${params.push(rankWholeDocumentMax)}`;
      const kindParam = `$${params.push(request.kind)}::text`;
      const tsq = '(SELECT tsq FROM q)';
      const bonus = (alias: string) =>
        lang === DEFAULT_LOCALE
          ? ''
          : ` + CASE WHEN ${alias}.text_locale = $1 THEN ${OWN_LANGUAGE_BONUS} ELSE 0 END`;
      const sql = `
        WITH ${q},
        groups AS (
          SELECT h.kind, count(*)::int AS total, array_agg(h.item_id) AS ids,
            array_agg(h.item_id) FILTER (WHERE h.head_rank IS NOT NULL) AS head_ids,
            array_agg(h.head_rank) FILTER (WHERE h.head_rank IS NOT NULL) AS head_ranks
          FROM (
            SELECT d.kind, d.item_id,
              CASE WHEN d.head @@ ${tsq} THEN ts_rank(d.head, ${tsq})${bonus('d')} END AS head_rank
            FROM search_documents d
            WHERE d.locale = $1 AND d.document @@ ${tsq} ${request.tagIds ? tagFilter : ''}
            -- A fence: each hit's head rank is worked out here, so the sort by kind moves narrow
            -- rows; flattened, the sort carried every hit's head vector to the aggregate (a frequent
            -- word: 9 000 rows, a quarter of the statement's time).
            OFFSET 0) h
          GROUP BY h.kind
        ),
        top AS (
          SELECT g.kind, g.total, best.item_id, best.rank FROM groups g
          LEFT JOIN LATERAL (
            SELECT u.item_id, u.rank FROM (
              SELECT w.item_id, ts_rank(w.document, ${tsq})${bonus('w')} AS rank
              FROM unnest(g.ids) AS i(id)
              JOIN search_documents w ON w.kind = g.kind AND w.item_id = i.id AND w.locale = $1
              WHERE g.total <= ${wholeParam}
              UNION ALL
              SELECT h.id, h.rank FROM unnest(g.head_ids, g.head_ranks) AS h(id, rank)
              WHERE g.total > ${wholeParam}
              UNION ALL
              SELECT i.id, 0 FROM unnest(g.ids) AS i(id)
              WHERE g.total > ${wholeParam}
                AND coalesce(cardinality(g.head_ids), 0) < ${limitParam}::int + ${offsetParam}::int
                AND i.id <> ALL (coalesce(g.head_ids, '{}'))) u
            WHERE ${kindParam} IS NULL OR g.kind = ${kindParam}
            ORDER BY u.rank DESC, u.item_id LIMIT ${limitParam} OFFSET ${offsetParam}) best ON true
        )`;
      return shown({ sql, params });
    },

    /** Titles that look like the text (a typo), for when the text and its corrections match nothing. */
    lookAlikes(lang: Locale, terms: SearchTerms, request: HitsRequest): Promise<HitRow[]> {
      const { params, sql: q } = parsed(lang, terms, request.tagIds);
      const limitParam = `$${params.push(request.limit)}`;
      const offsetParam = `$${params.push(request.offset)}`;
      const kindParam = `$${params.push(request.kind)}::text`;
      const norm = '(SELECT norm FROM q)';
      const sql = `
        WITH ${q},
        hits AS MATERIALIZED (
          SELECT d.kind, d.item_id, word_similarity(${norm}, d.title_norm) AS rank
          FROM search_documents d
          WHERE d.locale = $1 AND d.title_norm %> ${norm} ${request.tagIds ? tagFilter : ''}
        ),
        top AS (
          SELECT c.kind, c.total, best.item_id, best.rank
          FROM (SELECT h.kind, count(*)::int AS total FROM hits h GROUP BY h.kind) c
          LEFT JOIN LATERAL (
            SELECT h.item_id, h.rank FROM hits h
            WHERE h.kind = c.kind AND (${kindParam} IS NULL OR c.kind = ${kindParam})
            ORDER BY h.rank DESC, h.item_id LIMIT ${limitParam} OFFSET ${offsetParam}) best ON true
        )`;
      return shown({ sql, params });
    },

    /**
     * The closest word of the indexed texts (`search_words`, migration 0303) to each candidate
     * spelling of each word of the text, by trigram similarity; `exact` when the word is itself in
     * the texts. Candidates come as (index of the word, spelling).
     */
    closestWords(candidates: { index: number; word: string }[]): Promise<WordMatch[]> {
      return db.query<WordMatch>(
        `SELECT c.index, c.word, best.word AS closest, best.similarity, best.word = c.word AS exact
        FROM unnest($1::int[], $2::text[]) AS c(index, word)
        JOIN LATERAL (
          SELECT w.word, similarity(w.word, c.word) AS similarity FROM search_words w
          WHERE w.word % c.word
          ORDER BY w.word = c.word DESC, similarity(w.word, c.word) DESC, w.documents DESC, w.word
          LIMIT 1) best ON true`,
        [candidates.map((c) => c.index), candidates.map((c) => c.word)],
      );
    },
  };
}

export type WordMatch = { index: number; word: string; closest: string; similarity: number; exact: boolean };

export type SearchRepository = ReturnType<typeof createSearchRepository>;
