/**
 * The search page's state in its URL (docs/product.md#screens: `/{locale}/search?search=…`), read to the nearest
 * valid state and written in one canonical order: the text, the group (`kind`), the chosen tags (as
 * the lists write them, `[1,5]`) and the page of the group (0 = the first, left out).
 */
import { LIMITS, SEARCH_GROUPS, type SearchGroup } from '../../../shared/constants.ts';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { parseTagIds } from '../../data/tag-query.ts';

export interface SearchState {
  query: string;
  kind: SearchGroup | null;
  tags: number[];
  page: number;
}

/** Hits per group on the overview, and per page of one group. */
export const SEARCH_PREVIEW_SIZE = 6;
export const SEARCH_PAGE_SIZE = 12;

export function parseSearchUrl(params: URLSearchParams): { state: SearchState; changed: boolean } {
  let changed = false;
  const state: SearchState = {
    query: (params.get('search') ?? '').slice(0, LIMITS.searchMaxChars),
    kind: null,
    tags: [],
    page: 0,
  };
  const kind = params.get('kind');
  if (kind !== null) {
    if ((SEARCH_GROUPS as readonly string[]).includes(kind)) state.kind = kind as SearchGroup;
    else changed = true;
  }
  const tags = params.get('tags');
  if (tags !== null) {
    const ids = parseTagIds(tags);
    if (ids) state.tags = ids;
    if (!ids || ids.length === 0 || JSON.stringify(ids) !== tags.replace(/\s+/g, '')) changed = true;
  }
  const page = params.get('page');
  if (page !== null) {
    if (/^\d{1,4}$/.test(page) && Number(page) > 0 && Number(page) <= LIMITS.pageMax && state.kind) {
      state.page = Number(page);
      if (String(state.page) !== page) changed = true;
    } else {
      // A page without a group, or a page number that is not one: the first page.
      changed = true;
    }
  }
  return { state, changed };
}

/** The canonical address of a state. */
export function searchHref(locale: Locale, state: Partial<SearchState>): string {
  const parts: string[] = [];
  if (state.query) parts.push(`search=${encodeURIComponent(state.query)}`);
  if (state.kind) parts.push(`kind=${state.kind}`);
  if (state.tags && state.tags.length > 0) {
    parts.push(`tags=[${[...new Set(state.tags)].sort((a, b) => a - b).join(',')}]`);
  }
  if (state.kind && state.page && state.page > 0) parts.push(`page=${state.page}`);
  const base = href('page-search', locale);
  return parts.length ? `${base}?${parts.join('&')}` : base;
}

/** Choosing or dropping a tag or a group starts again from the group's first page. */
export function toggleSearchTag(state: SearchState, id: number): SearchState {
  const tags = state.tags.includes(id) ? state.tags.filter((t) => t !== id) : [...state.tags, id];
  return { ...state, tags: tags.sort((a, b) => a - b), page: 0 };
}
