/**
 * Which interface language a request is in. Locale-prefixed paths say it themselves; the books area
 * has no prefix, so it uses the visitor's last choice (the cookie set by the language switch, whose
 * value the web tier reads with the request's other cookies), then Accept-Language, then ru (docs/architecture.md#rendering).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales.ts';

export const LOCALE_COOKIE = 'locale';
/** The books area's language version in its address: `/books?lang=en` (docs/architecture.md#rendering). */
export const LANG_PARAM = 'lang';

export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** The language a books-area address names (`?lang=en`), or null for the bare address. */
export function localeFromQuery(search: string | null | undefined): Locale | null {
  if (!search) return null;
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return isLocale(value) ? value : null;
}

export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((item) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((item) => Number.isFinite(item.q) && item.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const item of ranked) if (isLocale(item.lang)) return item.lang;
  return null;
}

/**
 * A books-area address with `?lang=` is in that language whatever the visitor prefers (it is the
 * address crawlers and shared links use); on the bare address the preference decides, and one who
 * prefers English is sent to the English address by the route guard.
 */
export function detectLocale(
  pathname: string,
  /** The value of `LOCALE_COOKIE`, if the request had one. */
  chosen?: string | null,
  acceptLanguage?: string | null,
  search?: string | null,
): Locale {
  return (
    localeFromPath(pathname) ??
    localeFromQuery(search) ??
    (isLocale(chosen) ? chosen : null) ??
    localeFromAcceptLanguage(acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
