/**
 * Search (docs/product.md#content-model search response): groups of materials, courses, articles, book chapters and
 * places, each with its total count and its best `limit` hits (or a page of them); `searchsnippet`
 * is the escaped headline whose only markup is `<mark>` (R5).
 *
 * What a query that matches nothing gets, in order, each tried only when the one before found
 * nothing (so a query that matches pays for none of them):
 * 1. its words corrected to the closest words of the indexed texts (typo tolerance on every word of
 *    the text, also in its other alphabet: `шлемазл` → шлимазл, `shlemazl` → шлимазл);
 * 2. titles that look like the text.
 */

import type { SearchGroup } from '../../shared/constants.ts';
import { highlightToHtml } from '../../shared/html/snippet.ts';
import type { Locale } from '../../shared/locales.ts';
import { transliterations } from '../../shared/logic/search-text.ts';
import type { SearchQuery, SearchResponse } from '../../shared/schemas/content.ts';
import type { HitRow, HitsRequest, SearchKind, SearchRepository } from './repository.ts';
import { type SearchTerms, searchTerms } from './terms.ts';

type Group = { items: Record<string, unknown>[]; total: number };

const KIND_OF_GROUP: Record<SearchGroup, SearchKind> = {
  materials: 'material',
  courses: 'course',
  articles: 'article',
  books: 'chapter',
  places: 'place',
};

/** Words shorter than this are left as typed: three letters have too many look-alikes. */
const CORRECT_MIN_CHARS = 4;

/** Fields a kind's hit gains in the service, beyond the statement's card. */
function extraFields(kind: SearchKind, row: HitRow, lang: Locale): Record<string, unknown> {
  if (kind === 'material') return { type: 'material', link: `/${lang}/materials/${row.card.slug}` };
  return {};
}

export function createSearchService({ search }: { search: SearchRepository }) {
  /**
   * The text with each word that is in none of the indexed texts replaced by the closest word that
   * is (by trigram similarity, in either alphabet); null when no word changes.
   */
  async function corrected(terms: SearchTerms): Promise<SearchTerms | null> {
    const candidates: { index: number; word: string }[] = [];
    terms.words.forEach((word, index) => {
      if (word.length < CORRECT_MIN_CHARS) return;
      for (const spelling of [word, ...transliterations(word)]) candidates.push({ index, word: spelling });
    });
    if (candidates.length === 0) return null;
    const matches = await search.closestWords(candidates);
    const words = [...terms.words];
    let changed = false;
    for (let index = 0; index < words.length; index++) {
      const mine = matches.filter((m) => m.index === index);
      if (mine.length === 0 || mine.some((m) => m.exact)) continue;
      words[index] = mine.reduce((a, b) => (b.similarity > a.similarity ? b : a)).closest;
      changed = true;
    }
    return changed ? searchTerms(words.join(' ')) : null;
  }

  return {
    async query(query: SearchQuery): Promise<SearchResponse> {
      const terms = searchTerms(query.query);
      const request: HitsRequest = {
        limit: query.limit,
        offset: query.page * query.limit,
        kind: query.kind ? KIND_OF_GROUP[query.kind] : null,
        tagIds: query.tags ?? null,
      };
      let rows: HitRow[] = terms ? await search.hits(query.lang, terms, request) : [];
      if (terms?.trigram && rows.length === 0) {
        const fixed = await corrected(terms);
        if (fixed) rows = await search.hits(query.lang, fixed, request);
        // Titles that only look like the text are for typos: offered only when nothing matches.
        if (rows.length === 0) rows = await search.lookAlikes(query.lang, terms, request);
      }
      const groups = new Map<SearchKind, Group>();
      for (const row of rows) {
        const group = groups.get(row.kind) ?? { items: [], total: row.total };
        if (row.id !== null) {
          group.items.push({
            ...row.card,
            ...extraFields(row.kind, row, query.lang),
            id: row.id,
            title: row.title,
            fallback: row.fallback,
            searchsnippet: highlightToHtml(row.headline),
          });
        }
        groups.set(row.kind, group);
      }
      // The rows are shaped by the statement; the call's response schema checks them on the way out.
      const items = <T>(kind: SearchKind) => (groups.get(kind)?.items ?? []) as T;
      const total = (kind: SearchKind) => groups.get(kind)?.total ?? 0;
      return {
        search_materials: items('material'),
        materials_count: total('material'),
        search_courses: items('course'),
        courses_count: total('course'),
        search_articles: items('article'),
        articles_count: total('article'),
        search_books: items('chapter'),
        books_count: total('chapter'),
        search_places: items('place'),
        places_count: total('place'),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
