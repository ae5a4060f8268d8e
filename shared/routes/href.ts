/**
 * The one way to build an internal link:
 * by route name and params, so a path is written once, in `tree.ts`.
 */
import { LANG_PARAM } from '../i18n/locale-detect.ts';
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
import { fillPath } from '../paths.ts';
import { type RouteId, routesById } from './tree.ts';

export type HrefParams = Record<string, string | number>;

export function href(
  id: RouteId,
  locale: Locale,
  params: HrefParams = {},
  search?: Record<string, string>,
): string {
  const entry = routesById.get(id);
  if (!entry) throw new Error(`unknown route ${id}`);
  const values: HrefParams = { locale: entry.node.ruOnly ? 'ru' : locale, ...params };
  const path = fillPath(entry.pattern, values, `route ${id}`);
  const query = new URLSearchParams(search);
  if (entry.node.langQuery && locale !== DEFAULT_LOCALE) query.set(LANG_PARAM, locale);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether an address is in the books area, whose language rides in `?lang=` (docs/architecture.md#rendering). */
export function isBooksPath(pathname: string): boolean {
  return pathname === '/books' || pathname.startsWith('/books/');
}

/**
 * A books-area address in a language: `?lang=en` for English; the bare address for Russian, or
 * `?lang=ru` when `explicit` (the language switch without scripts, whose cookie may not be written:
 * the bare address would send an English-preferring browser back to English).
 */
function booksAddress(path: string, query: string, target: Locale, explicit: boolean): string {
  const params = new URLSearchParams(query);
  params.delete(LANG_PARAM);
  if (target !== DEFAULT_LOCALE || explicit) params.set(LANG_PARAM, target);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The same page in the other interface language (the language switch keeps the path, docs/product.md#content-and-engagement). */
export function switchLocalePath(address: string, target: Locale, { explicit = false } = {}): string {
  const queryAt = address.search(/[?#]/);
  const path = queryAt === -1 ? address : address.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : address.slice(queryAt);
  if (isBooksPath(path)) {
    const hashAt = rest.indexOf('#');
    const query = hashAt === -1 ? rest : rest.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : rest.slice(hashAt);
    return `${booksAddress(path, query.replace(/^\?/, ''), target, explicit)}${hash}`;
  }
  const parts = path.split('/');
  if (parts[1] === 'ru' || parts[1] === 'en') {
    parts[1] = target;
    return `${parts.join('/')}${rest}`;
  }
  return address;
}
