/**
 * Search (spec §3 search response): groups of materials, courses, articles, book chapters and
 * places, each with its total count and its best `limit` hits; `searchsnippet` is the escaped
 * headline whose only markup is `<mark>` (R5).
 */
import { highlightToHtml } from '../../shared/html/snippet.ts';
import type { SearchQuery, SearchResponse } from '../../shared/schemas/content.ts';
import type { HitRow, SearchKind, SearchRepository } from './repository.ts';
import { searchTerms } from './terms.ts';

type Group = { items: Record<string, unknown>[]; total: number };

export function createSearchService({ search }: { search: SearchRepository }) {
  return {
    async query(query: SearchQuery): Promise<SearchResponse> {
      const terms = searchTerms(query.query);
      let rows: HitRow[] = terms ? await search.hits(query.lang, terms, query.limit) : [];
      // Titles that only look like the text are for typos: they are offered when nothing matches.
      if (terms?.trigram && rows.length === 0) rows = await search.lookAlikes(query.lang, terms, query.limit);
      const groups = new Map<SearchKind, Group>();
      for (const row of rows) {
        const group = groups.get(row.kind) ?? { items: [], total: row.total };
        group.items.push({
          ...row.card,
          id: row.id,
          title: row.title,
          searchsnippet: highlightToHtml(row.headline),
        });
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
