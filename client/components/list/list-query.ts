/**
 * The list screens' state in the URL (docs/product.md#screens Lists, docs/product.md#states): sort, order and tags, plus the page a
 * crawler or a shared link starts at (docs/architecture.md#rendering). `parseListSearch` reads any query string to the
 * nearest valid state and says whether it had to change anything; `listSearch` writes the one
 * canonical form (defaults left out, keys in a fixed order, tags as a JSON array).
 */
import { DEFAULT_LIST_SORT, LIMITS, LIST_SORTS, type ListSort } from '../../../shared/constants.ts';
import { parseTagIds } from '../../data/tag-query.ts';

export interface ListState {
  filterBy: ListSort;
  /** docs/architecture.md#the-call-contract: 0 = newest or most popular first, 1 = the reverse. */
  orderBy: 0 | 1;
  tags: number[];
  page: number;
}

export const DEFAULT_LIST_STATE: ListState = Object.freeze({
  filterBy: DEFAULT_LIST_SORT,
  orderBy: 0,
  tags: [],
  page: 0,
}) as ListState;

export const LIST_KEYS = ['filterBy', 'orderBy', 'tags', 'page'] as const;

export interface ParsedList {
  state: ListState;
  /** Some value was invalid or not in canonical form: the canonical URL differs. */
  changed: boolean;
  /** A page number beyond any list (more than LIMITS.pageMax): 404, no upstream call. */
  pastEnd: boolean;
}

export function parseListSearch(search: URLSearchParams): ParsedList {
  let changed = false;
  let pastEnd = false;
  const single = (key: string): string | null => {
    const all = search.getAll(key);
    if (all.length > 1) changed = true;
    return all[0] ?? null;
  };

  const state: ListState = { ...DEFAULT_LIST_STATE, tags: [] };

  const filterBy = single('filterBy');
  if (filterBy !== null) {
    if ((LIST_SORTS as readonly string[]).includes(filterBy)) state.filterBy = filterBy as ListSort;
    if (filterBy !== 'popular') changed = true;
  }

  const orderBy = single('orderBy');
  if (orderBy !== null) {
    if (orderBy === '1') state.orderBy = 1;
    else changed = true;
  }

  const tagValues = search.getAll('tags');
  const tags = single('tags');
  if (tagValues.length > 0 && tagValues.every((value) => /^\d{1,10}$/.test(value))) {
    // The filter form without scripts sends each chosen tag as its own `tags=ID`.
    state.tags = parseTagIds(`[${tagValues.join(',')}]`) ?? [];
    changed = true;
  } else if (tags !== null) {
    const ids = parseTagIds(tags);
    if (ids) state.tags = ids;
    if (!ids || ids.length === 0 || JSON.stringify(ids) !== tags.replace(/\s+/g, '')) changed = true;
  }

  const page = single('page');
  if (page !== null) {
    if (/^\d{1,9}$/.test(page) && Number(page) > 0) {
      const n = Number(page);
      if (n > LIMITS.pageMax) pastEnd = true;
      else state.page = n;
      if (String(n) !== page) changed = true;
    } else {
      changed = true;
    }
  }

  return { state, changed, pastEnd };
}

/** The canonical query string of a state, with its leading `?`, or '' for the default state. */
export function listSearch(state: Partial<ListState>): string {
  const parts: string[] = [];
  if (state.filterBy && state.filterBy !== DEFAULT_LIST_STATE.filterBy)
    parts.push(`filterBy=${state.filterBy}`);
  if (state.orderBy === 1) parts.push('orderBy=1');
  if (state.tags && state.tags.length > 0) {
    const ids = [...new Set(state.tags)].sort((a, b) => a - b);
    parts.push(`tags=[${ids.join(',')}]`);
  }
  if (state.page && state.page > 0) parts.push(`page=${state.page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The URL to send a visitor to when their query was not canonical: other parameters are kept. */
export function canonicalListUrl(url: URL, state: ListState): string {
  const rest = new URLSearchParams(url.search);
  for (const key of LIST_KEYS) rest.delete(key);
  const own = listSearch(state);
  const other = rest.toString();
  const query = [own.slice(1), other].filter(Boolean).join('&');
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** A filter, sort or order change starts the list again from its first page (docs/product.md#states). */
export function changeList(state: ListState, change: Partial<Omit<ListState, 'page'>>): ListState {
  return { ...state, ...change, page: 0 };
}

export function toggleTag(state: ListState, id: number): ListState {
  const tags = state.tags.includes(id) ? state.tags.filter((t) => t !== id) : [...state.tags, id];
  return changeList(state, { tags: tags.sort((a, b) => a - b) });
}
