/**
 * Which pages the anonymous page cache may hold, and under which key (docs/architecture.md#the-content-cache, docs/rules.md R26).
 *
 * `PAGE_CACHE_ROUTES` is the allowlist: a route not listed is always rendered per request (account
 * pages, the sign-in flows, the hashtag tool, redirects). Each listed route names the query parameters
 * its page reads; they are checked and written in a fixed order, and every other parameter is left
 * out of both the key and the render, so `?utm_x=…` adds no entry. A page whose parameters fail the
 * check is rendered per request and never stored. Engineers adding a page add its line here.
 *
 * The key is `locale:path?params`. Locale-prefixed pages take the locale from the path; the books area
 * has none, so its key carries the locale detected from the cookie and Accept-Language, and its answer
 * varies on both.
 */
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router';
import { LIMITS, LIST_SORTS, SEARCH_GROUPS } from '../../shared/constants.ts';
import { detectLocale, localeFromQuery } from '../../shared/i18n/locale-detect.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import { type RouteId, type RouteNode, rootRoutes } from '../../shared/routes/tree.ts';
import { SearchText, SLUG_PATTERN } from '../../shared/schemas/common.ts';

export type PageParamName =
  | 'page'
  | 'tags'
  | 'filterBy'
  | 'orderBy'
  | 'search'
  | 'material'
  | 'kind'
  | 'part'
  | 'places'
  | 'lang'
  | 'festival';
/** Pages keyed by free text (search) live in their own smaller store, so queries cannot evict pages. */
export type PagePartition = 'pages' | 'search';

interface CacheableRoute {
  params: readonly PageParamName[];
  partition?: PagePartition;
}

export const PAGE_CACHE_ROUTES: Partial<Record<RouteId, CacheableRoute>> = {
  main: { params: [] },
  materials: { params: ['page', 'tags', 'filterBy', 'orderBy'] },
  material: { params: [] },
  courses: { params: ['page', 'tags', 'filterBy', 'orderBy'] },
  course: { params: ['material'] },
  'about-project': { params: [] },
  'about-team': { params: [] },
  politics: { params: [] },
  terms: { params: [] },
  'page-search': { params: ['search', 'kind', 'tags', 'page'], partition: 'search' },
  'tag-search': { params: ['tags'] },
  map: { params: ['part', 'places', 'tags'] },
  'map-place': { params: [] },
  'virtual-gallery': { params: [] },
  'virtual-gallery-exhibit': { params: [] },
  'ashkenazi-table': { params: ['festival'] },
  books: { params: ['page', 'lang'] },
  'books-article': { params: ['lang'] },
  'books-chapter': { params: ['lang'] },
};

/**
 * Whether a parameter's value is one the page could accept. Values are kept exactly as given, so the
 * page itself still decides what is canonical (a list page redirects `?page=02` to `?page=2`, and a
 * redirect is never stored); this only keeps junk out of the keys.
 */
const PARAM_VALIDATORS: Record<PageParamName, (raw: string) => boolean> = {
  page: (raw) => /^\d{1,4}$/.test(raw) && Number(raw) <= LIMITS.pageMax,
  tags: (raw) => /^[[\]\d,\s]{1,250}$/.test(raw),
  filterBy: (raw) => (LIST_SORTS as readonly string[]).includes(raw),
  orderBy: (raw) => raw === '0' || raw === '1',
  search: (raw) => SearchText.safeParse(raw).success,
  material: (raw) => SLUG_PATTERN.test(raw),
  kind: (raw) => (SEARCH_GROUPS as readonly string[]).includes(raw),
  part: (raw) => /^[a-z]{1,20}$/.test(raw),
  places: (raw) => /^[a-z0-9,-]{1,2000}$/.test(raw),
  lang: isLocale,
  festival: (raw) => SLUG_PATTERN.test(raw),
};

export interface PageTarget {
  key: string;
  partition: PagePartition;
  locale: Locale;
  /** Path and canonical query the page is rendered from: the same for every URL with this key. */
  renderPath: string;
  vary: string;
}

interface RouteMatch {
  route: CacheableRoute;
  /** The locale from the path, or null for the books area (detected per request). */
  pathLocale: Locale | null;
}

function toRouteObjects(nodes: readonly RouteNode[]): RouteObject[] {
  return nodes.map((node) =>
    node.index
      ? { id: node.id, index: true }
      : { id: node.id, path: node.path, children: node.children ? toRouteObjects(node.children) : undefined },
  );
}

const routeObjects: RouteObject[] = [{ id: 'root', path: '/', children: toRouteObjects(rootRoutes) }];
/** Route matching per distinct path is memoized; the bounds keep random paths from growing it. */
const matchMemo = new LRUCache<string, RouteMatch | 'none'>({ max: 2000 });
const MEMO_MAX_PATH_LENGTH = 256;

function matchPath(pathname: string): RouteMatch | null {
  const memoized = pathname.length <= MEMO_MAX_PATH_LENGTH;
  const memo = memoized ? matchMemo.get(pathname) : undefined;
  if (memo !== undefined) return memo === 'none' ? null : memo;
  let result: RouteMatch | null = null;
  const matches = matchRoutes(routeObjects, pathname);
  const leaf = matches?.at(-1);
  const route = leaf ? PAGE_CACHE_ROUTES[leaf.route.id as RouteId] : undefined;
  if (leaf && route) {
    const inLocale = matches?.some((match) => match.route.id === 'locale') ?? false;
    const locale = leaf.params.locale;
    if (!inLocale) result = { route, pathLocale: null };
    else if (isLocale(locale)) result = { route, pathLocale: locale };
  }
  if (memoized) matchMemo.set(pathname, result ?? 'none');
  return result;
}

/** The cache target of a page request, or null when the page must be rendered per request. */
export function pageTarget(
  url: string,
  visitor: { chosenLocale?: string; acceptLanguage?: string },
): PageTarget | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const match = matchPath(pathname);
  if (!match) return null;
  let canonical = '';
  if (queryStart !== -1 && match.route.params.length > 0) {
    const search = new URLSearchParams(url.slice(queryStart + 1));
    const out = new URLSearchParams();
    for (const name of [...match.route.params].sort()) {
      const values = search.getAll(name);
      if (values.length === 0) continue;
      const value = values[0] as string;
      if (values.length > 1 || !PARAM_VALIDATORS[name](value)) return null;
      out.set(name, value);
    }
    canonical = out.toString();
  }
  // A books-area address with `?lang=` names its language; only the bare one depends on the visitor.
  const named = match.pathLocale ?? localeFromQuery(canonical);
  const locale = named ?? detectLocale(pathname, visitor.chosenLocale, visitor.acceptLanguage);
  const renderPath = canonical ? `${pathname}?${canonical}` : pathname;
  return {
    key: `${locale}:${renderPath}`,
    partition: match.route.partition ?? 'pages',
    locale,
    renderPath,
    vary: named ? 'Accept-Encoding' : 'Accept-Encoding, Accept-Language, Cookie',
  };
}
