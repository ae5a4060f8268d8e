/**
 * The one way to build an internal link (STYLE: every link goes through a locale-aware href helper):
 * by route name and params, so a path is written once, in `tree.ts`.
 */
import type { Locale } from '../locales.ts';
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
  const query = search ? new URLSearchParams(search).toString() : '';
  return query ? `${path}?${query}` : path;
}

/** The same page in the other interface language (the language switch keeps the path, DESIGN §4). */
export function switchLocalePath(address: string, target: Locale): string {
  const queryAt = address.search(/[?#]/);
  const path = queryAt === -1 ? address : address.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : address.slice(queryAt);
  const parts = path.split('/');
  if (parts[1] === 'ru' || parts[1] === 'en') {
    parts[1] = target;
    return `${parts.join('/')}${rest}`;
  }
  return address;
}
