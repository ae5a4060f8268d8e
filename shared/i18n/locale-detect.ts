/**
 * Which interface language a request is in. Locale-prefixed paths say it themselves; the books area
 * has no prefix, so it uses the visitor's last choice (the cookie set by the language switch, whose
 * value the web tier reads with the request's other cookies), then Accept-Language, then ru (DESIGN §6).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales.ts';

export const LOCALE_COOKIE = 'locale';

export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
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

export function detectLocale(
  pathname: string,
  /** The value of `LOCALE_COOKIE`, if the request had one. */
  chosen?: string | null,
  acceptLanguage?: string | null,
): Locale {
  return (
    localeFromPath(pathname) ??
    (isLocale(chosen) ? chosen : null) ??
    localeFromAcceptLanguage(acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
