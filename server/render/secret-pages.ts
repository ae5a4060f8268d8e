/**
 * Pages whose address is itself a secret (a lesson set's read-only link). Besides the page's
 * own `noindex` meta, they are answered with `X-Robots-Tag: noindex, nofollow` (which holds for any
 * crawler that reads headers only) and `Referrer-Policy: no-referrer`, so the token leaks to no
 * other site through a followed link. None of them is in the page cache's list or the sitemap.
 */

import { type RouteId, routesById } from '../../shared/routes/tree.ts';
import { pathOf } from '../errors.ts';

const SECRET_ROUTES: readonly RouteId[] = ['lesson-set'];

const patterns = SECRET_ROUTES.map((id) => {
  const entry = routesById.get(id);
  if (!entry) throw new Error(`unknown route ${id}`);
  const source = entry.pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
});

export function isSecretPage(url: string): boolean {
  const path = pathOf(url);
  return patterns.some((pattern) => pattern.test(path));
}

const SECRET_QUERY = /[?&](pin|email-pin)=/;

/** Whether a reset or confirmation pin rides in the address (R13): such a page is never shared. */
export function hasSecretQuery(url: string): boolean {
  return SECRET_QUERY.test(url);
}
