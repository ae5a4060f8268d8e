/**
 * The loader both list screens share (docs/product.md#screens Lists; docs/architecture.md#rendering): the page of cards the URL names
 * and the tags for the filter, loaded in parallel. Bad input never shows an error page: a
 * non-canonical or invalid query redirects to the nearest valid state, a page past the end is a 404.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { COURSES_PAGE_SIZE, MATERIALS_PAGE_SIZE } from '../../../shared/constants.ts';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import type { CourseCard, MaterialCard, Tag } from '../../../shared/schemas/content.ts';
import { loadCritical, loadOptional, notFound } from '../../data/load.ts';
import { canonicalListUrl, type ListState, parseListSearch } from './list-query.ts';

export type ListKind = 'materials' | 'courses';

export const PAGE_SIZE: Record<ListKind, number> = {
  materials: MATERIALS_PAGE_SIZE,
  courses: COURSES_PAGE_SIZE,
};

export interface ListTags {
  main: Tag[];
  additional: Tag[];
}

interface ListDataBase {
  locale: Locale;
  state: ListState;
  hasMore: boolean;
  /** Null when the tags call failed: the list still renders, without its filter. */
  tags: ListTags | null;
}
export type ListData =
  | (ListDataBase & { kind: 'materials'; items: MaterialCard[] })
  | (ListDataBase & { kind: 'courses'; items: CourseCard[] });

/** The list call's query for a state (shared with the browser's "load more"). */
export function listQuery(kind: ListKind, state: ListState, locale: Locale, page = state.page) {
  return {
    page,
    per_page: PAGE_SIZE[kind],
    orderBy: state.orderBy,
    filterBy: state.filterBy,
    lang: locale,
    ...(state.tags.length ? { tags: state.tags } : {}),
  };
}

export async function loadList(kind: ListKind, args: LoaderFunctionArgs): Promise<ListData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const url = new URL(args.request.url);
  const { state, changed, pastEnd } = parseListSearch(url.searchParams);
  if (pastEnd) notFound();
  if (changed) throw redirect(canonicalListUrl(url, state));

  const query = listQuery(kind, state, locale);
  const [tagsAnswer, page] = await Promise.all([
    loadOptional(args, 'tags.list', { query: { lang: locale } }),
    kind === 'materials'
      ? loadCritical(args, 'materials.list', { query }).then((r) => ({
          items: r.materials,
          hasMore: r.has_more,
        }))
      : loadCritical(args, 'courses.list', { query }).then((r) => ({
          items: r.courses,
          hasMore: r.has_more,
        })),
  ]);

  const tags = tagsAnswer ? { main: tagsAnswer.main_tags, additional: tagsAnswer.additional_tags } : null;
  if (tags && state.tags.length) {
    const known = new Set([...tags.main, ...tags.additional].map((tag) => tag.id));
    const valid = state.tags.filter((id) => known.has(id));
    if (valid.length !== state.tags.length) throw redirect(canonicalListUrl(url, { ...state, tags: valid }));
  }
  if (state.page > 0 && page.items.length === 0) notFound();

  const base = { locale, state, hasMore: page.hasMore, tags };
  return kind === 'materials'
    ? { ...base, kind, items: page.items as MaterialCard[] }
    : { ...base, kind, items: page.items as CourseCard[] };
}
