/**
 * Full-text search over `search_documents` (migration 0005, one partition per locale since 0301) in
 * one statement: matches by weighted tsvector (russian/english configurations, plus a prefix match on
 * the last word) or by trigram similarity of the title (typos), ranked, counted per kind, the top
 * `limit` of each kind with a `ts_headline` of its plain text and the fields its card needs.
 *
 * Counts are exact and the top hits are the best of all hits, so every matching document is read
 * once (a GIN index cannot count without visiting the rows): a word in one document of ten costs one
 * row visit per hit, and those visits, more than the ranking, are where its time goes.
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

export function createSearchRepository(db: Db) {
  return {
    hits(lang: Locale, terms: SearchTerms, limit: number): Promise<HitRow[]> {
      const params: unknown[] = [lang, terms.text];
      if (terms.prefix) params.push(terms.head, terms.last, terms.prefix);
      const limitParam = `$${params.push(limit)}`;
      const optionsParam = `$${params.push(HEADLINE_OPTIONS)}`;
      // The query is parsed once (sub-selects of `q` become plan parameters, usable by the indexes);
      // a full-text hit always ranks above a title that only looks like the query (a typo).
      const tsq = '(SELECT tsq FROM q)';
      const norm = '(SELECT norm FROM q)';
      // Each hit is read once and kept as (kind, id, rank) only: the count and a bounded top-N per
      // kind come from that narrow set; title, text, headline and card are read for shown hits only.
      // `top` takes each shown hit's kind from the hit itself, so the hit is looked up by its whole
      // key: with the kind of the count instead, the planner joined on the id alone and filtered the
      // kind afterwards, walking the whole primary-key index once per shown hit (two thirds of a
      // frequent word's time on PostgreSQL).
      const sql = `
        WITH q AS MATERIALIZED (SELECT ${tsquerySql(lang, terms)} AS tsq, lower(unaccent($2)) AS norm),
        hits AS MATERIALIZED (
          SELECT d.kind, d.item_id,
            CASE WHEN d.document @@ ${tsq} THEN 1 + ts_rank(d.document, ${tsq})
              ELSE word_similarity(${norm}, d.title_norm) END AS rank
          FROM search_documents d
          WHERE d.locale = $1 AND (d.document @@ ${tsq} ${terms.trigram ? `OR d.title_norm %> ${norm}` : ''})
        ),
        counts AS (SELECT h.kind, count(*)::int AS total FROM hits h GROUP BY h.kind),
        top AS (
          SELECT best.kind, c.total, best.item_id, best.rank FROM counts c
          CROSS JOIN LATERAL (
            SELECT h.kind, h.item_id, h.rank FROM hits h WHERE h.kind = c.kind
            ORDER BY h.rank DESC, h.item_id LIMIT ${limitParam}) best
        )
        SELECT r.kind, r.item_id AS id, d.title, r.total,
          ts_headline(${CONFIG_OF_LOCALE.replace('%s', 'd.text_locale')}, t.body, ${tsq}, ${optionsParam}) AS headline,
          ${CARDS} AS card
        FROM top r
        JOIN search_documents d ON d.kind = r.kind AND d.item_id = r.item_id AND d.locale = $1
        JOIN search_texts t ON t.kind = r.kind AND t.item_id = r.item_id AND t.locale = $1
        ORDER BY r.kind, r.rank DESC, r.item_id`;
      return db.query<HitRow>(sql, params);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
