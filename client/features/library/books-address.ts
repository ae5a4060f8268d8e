/**
 * The books area's addresses (docs/architecture.md#rendering): the language is `?lang=en` or the bare Russian address (the
 * route guard has already sent a visitor who prefers English from the bare one), and the library's
 * articles are paged by `?page=N` (0-based, like the lists; the first page has no parameter).
 */
import { data, redirect } from 'react-router';
import { LIMITS } from '../../../shared/constants.ts';
import { localeFromQuery } from '../../../shared/i18n/locale-detect.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';
import { SLUG_PATTERN } from '../../../shared/schemas/plain.ts';

export function booksLocale(url: URL): Locale {
  return localeFromQuery(url.search) ?? DEFAULT_LOCALE;
}

/** A slug that cannot exist is a 404 before any upstream call (docs/rules.md R1). */
export function booksSlug(slug: string | undefined): string {
  if (!slug || !SLUG_PATTERN.test(slug)) throw data({ code: 'not_found' }, { status: 404 });
  return slug;
}

/**
 * The articles page an address names. A value that is not the canonical number (`02`, `0`, `x`, a
 * repeated parameter) redirects to the nearest canonical address; a page past any list is a 404.
 */
export function articlesPage(url: URL): number {
  const values = url.searchParams.getAll('page');
  if (values.length === 0) return 0;
  const raw = values[0] ?? '';
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (n > LIMITS.pageMax) throw data({ code: 'not_found' }, { status: 404 });
  if (values.length > 1 || String(n) !== raw || n === 0) {
    const next = new URLSearchParams(url.search);
    next.delete('page');
    if (n > 0) next.set('page', String(n));
    const query = next.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ''}`);
  }
  return n;
}
