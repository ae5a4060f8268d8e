/** The five groups of a search answer, read by the names the search page uses in its URL. */
import type { SearchGroup } from '../../../shared/constants.ts';
import type { SearchResponse } from '../../../shared/schemas/content.ts';

export function groupCount(results: SearchResponse, group: SearchGroup): number {
  return results[`${group}_count`];
}

export function groupItems(results: SearchResponse, group: SearchGroup) {
  return results[`search_${group}`];
}

export function groupTotal(results: SearchResponse): number {
  return (
    results.materials_count +
    results.courses_count +
    results.articles_count +
    results.books_count +
    results.places_count
  );
}
