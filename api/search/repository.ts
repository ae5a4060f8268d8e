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
import { translationOf } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { CONFIG_OF_LOCALE } from './index-repository.ts';
import type { SearchTerms } from './terms.ts';

export type SearchKind = 'material' | 'course' | 'article' | 'chapter' | 'place';

export type HitRow = {
  kind: SearchKind;
  id: number;
  title: string;
  total: number;
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
 * `$2` is the whole text. With a prefix, `$3` is the text before the last word, `$4` the last word
 * and `$5` its prefix form: the last word matches as a stemmed word or as the start of a longer one.
 * The prefix stays unstemmed, since a stemmer may cut a word short (голем → гол) and a stemmed
 * prefix would then match every гол… word.
 */
function tsquerySql(lang: Locale, terms: SearchTerms): string {
  const parse = (param: string) =>
    QUERY_CONFIGS[lang].map((cfg) => `websearch_to_tsquery('${cfg}', unaccent(${param}))`).join(' || ');
  if (!terms.prefix) return `(${parse('$2')})`;
  return `((${parse('$3')}) && (${parse('$4')} || to_tsquery('simple', $5)))`;
}

const CARDS = `CASE r.kind
  WHEN 'material' THEN (SELECT json_build_object('slug', m.slug, 'preview', m.preview) FROM materials m WHERE m.id = r.item_id)
  WHEN 'course' THEN (SELECT json_build_object('slug', c.slug, 'preview', c.preview) FROM courses c WHERE c.id = r.item_id)
  WHEN 'article' THEN (SELECT json_build_object('slug', a.slug, 'image', a.image, 'author', t.author,
      'short_description', t.short_description)
    FROM articles a JOIN LATERAL (${translationOf('article_translations', 'article_id', 'a.id', '$1')}) t ON true
    WHERE a.id = r.item_id)
  WHEN 'chapter' THEN (SELECT json_build_object('slug', ch.slug, 'image', ch.image, 'position', ch.position,
      'book', json_build_object('slug', b.slug, 'title', bt.title, 'section', b.section, 'section_name', bt.section_name))
    FROM book_chapters ch JOIN books b ON b.id = ch.book_id
    JOIN LATERAL (${translationOf('book_translations', 'book_id', 'b.id', '$1')}) bt ON true
    WHERE ch.id = r.item_id)
  WHEN 'place' THEN (SELECT json_build_object('slug', p.slug, 'image_preview', p.image_preview) FROM places p WHERE p.id = r.item_id)
  END`;

/**
 * Up to this many hits in a group, each is ranked on its whole document (read out of line, one row
 * at a time). Above it, a group is ranked on the title and description lexemes kept in the row
 * (`head`), where a word frequent enough to reach it has its best hits: under ts_rank's weights, one
 * occurrence of a one-word query in a title (0.61) or description (0.24) outranks any number in the
 * body alone (at most 0.2). Hits whose head does not match follow by id.
 */
export const RANK_WHOLE_DOCUMENT_MAX = 300;

/** What a statement yields per hit, before its title, text and card are read. */
type Top = { sql: string; params: unknown[] };

export function createSearchRepository(db: Db, { rankWholeDocumentMax = RANK_WHOLE_DOCUMENT_MAX } = {}) {
  /**
   * The shown hits of `top` (kind, item_id, total, rank; its statement's first parameter is the
   * locale) with their title, highlighted text and card. The hit is looked up by its whole key:
   * with the kind of a group instead, the planner joined on the id alone and filtered the kind
   * afterwards, walking the whole primary-key index once per shown hit.
   */
  const shown = ({ sql, params }: Top): Promise<HitRow[]> => {
    const optionsParam = `$${params.push(HEADLINE_OPTIONS)}`;
    return db.query<HitRow>(
      `${sql}
      SELECT r.kind, r.item_id AS id, d.title, r.total,
        ts_headline(${CONFIG_OF_LOCALE.replace('%s', 'd.text_locale')}, d.body, (SELECT tsq FROM q), ${optionsParam}) AS headline,
        ${CARDS} AS card
      FROM top r
      JOIN search_documents d ON d.kind = r.kind AND d.item_id = r.item_id AND d.locale = $1
      ORDER BY r.kind, r.rank DESC, r.item_id`,
      params,
    );
  };

  /** `q`: the query parsed once (sub-selects of it become plan parameters, usable by the indexes). */
  const parsed = (lang: Locale, terms: SearchTerms) => {
    const params: unknown[] = [lang, terms.text];
    if (terms.prefix) params.push(terms.head, terms.last, terms.prefix);
    return {
      params,
      sql: `q AS MATERIALIZED (SELECT ${tsquerySql(lang, terms)} AS tsq, lower(unaccent($2)) AS norm)`,
    };
  };

  return {
    /**
     * The documents the text matches. One pass over the hits, each read once from its narrow row
     * (migration 0302), counts them per kind and keeps, unordered, every hit's id and the id and
     * head rank of hits whose head matches; the top hits of each group are chosen from those.
     */
    hits(lang: Locale, terms: SearchTerms, limit: number): Promise<HitRow[]> {
      const { params, sql: q } = parsed(lang, terms);
      const limitParam = `$${params.push(limit)}`;
      const wholeParam = `$${params.push(rankWholeDocumentMax)}`;
      const tsq = '(SELECT tsq FROM q)';
      const sql = `
        WITH ${q},
        groups AS (
          SELECT h.kind, count(*)::int AS total, array_agg(h.item_id) AS ids,
            array_agg(h.item_id) FILTER (WHERE h.head_rank IS NOT NULL) AS head_ids,
            array_agg(h.head_rank) FILTER (WHERE h.head_rank IS NOT NULL) AS head_ranks
          FROM (
            SELECT d.kind, d.item_id, CASE WHEN d.head @@ ${tsq} THEN ts_rank(d.head, ${tsq}) END AS head_rank
            FROM search_documents d
            WHERE d.locale = $1 AND d.document @@ ${tsq}) h
          GROUP BY h.kind
        ),
        top AS (
          SELECT g.kind, g.total, best.item_id, best.rank FROM groups g
          CROSS JOIN LATERAL (
            SELECT w.item_id, ts_rank(w.document, ${tsq}) AS rank
            FROM unnest(g.ids) AS i(id)
            JOIN search_documents w ON w.kind = g.kind AND w.item_id = i.id AND w.locale = $1
            WHERE g.total <= ${wholeParam}
            UNION ALL
            SELECT h.id, h.rank FROM unnest(g.head_ids, g.head_ranks) AS h(id, rank)
            WHERE g.total > ${wholeParam}
            UNION ALL
            SELECT i.id, 0 FROM unnest(g.ids) AS i(id)
            WHERE g.total > ${wholeParam} AND coalesce(cardinality(g.head_ids), 0) < ${limitParam}
              AND i.id <> ALL (coalesce(g.head_ids, '{}'))
            ORDER BY rank DESC, item_id LIMIT ${limitParam}) best
        )`;
      return shown({ sql, params });
    },

    /** Titles that look like the text (a typo), for when the text itself matches nothing. */
    lookAlikes(lang: Locale, terms: SearchTerms, limit: number): Promise<HitRow[]> {
      const { params, sql: q } = parsed(lang, terms);
      const limitParam = `$${params.push(limit)}`;
      const norm = '(SELECT norm FROM q)';
      const sql = `
        WITH ${q},
        hits AS MATERIALIZED (
          SELECT d.kind, d.item_id, word_similarity(${norm}, d.title_norm) AS rank
          FROM search_documents d
          WHERE d.locale = $1 AND d.title_norm %> ${norm}
        ),
        top AS (
          SELECT c.kind, c.total, best.item_id, best.rank
          FROM (SELECT h.kind, count(*)::int AS total FROM hits h GROUP BY h.kind) c
          CROSS JOIN LATERAL (
            SELECT h.item_id, h.rank FROM hits h WHERE h.kind = c.kind
            ORDER BY h.rank DESC, h.item_id LIMIT ${limitParam}) best
        )`;
      return shown({ sql, params });
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
