/**
 * Which page requests the anonymous page cache answers, and what a page request costs. A request
 * qualifies when the visitor has no session, the page is in the allowlist with valid parameters
 * (`cache/page-cache-key.ts`), no pin rides in the address (R13) and no bypass was asked for
 * (`data/cache-bypass.ts`).
 */
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-detect.ts';
import { type PageTarget, pageTarget } from '../cache/page-cache-key.ts';
import type { ContentLayer } from '../data/layer.ts';
import type { PageCost } from '../plugins/request-cost.ts';
import { hasSecretQuery } from '../render/secret-pages.ts';

export interface TargetOptions {
  layer: ContentLayer;
  dev: boolean;
  isSignedIn: (request: FastifyRequest) => boolean;
}

/** The listed page a request names, in the language its visitor gets, whoever asks. */
function listedPage(request: FastifyRequest): PageTarget | null {
  return pageTarget(request.url, {
    chosenLocale: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/** The cache target of a request, or null when it must be rendered per request. */
export function cacheTarget(request: FastifyRequest, options: TargetOptions): PageTarget | null {
  const { layer, dev, isSignedIn } = options;
  if (!layer.pagesEnabled || dev || isSignedIn(request) || request.cacheBypass?.caches) return null;
  if (hasSecretQuery(request.url)) return null;
  return listedPage(request);
}

/**
 * What a page request costs, for the per-IP limits and load shedding (R19, R29): `stored` when the
 * cache can answer it without a render (fresh, or stale within its window), `search` for a search
 * page that must be rendered, else `render`.
 */
export function pageCost(request: FastifyRequest, options: TargetOptions): NonNullable<PageCost> {
  const { layer } = options;
  const target = cacheTarget(request, options);
  if (target) {
    const page = layer.pages.store(target.partition).peek(target.key);
    if (page && layer.clock.now() < page.swrUntil) return 'stored';
  }
  // A session cookie, real or not, must not turn a search page into a free one.
  const route = target ?? listedPage(request);
  return route?.partition === 'search' ? 'search' : 'render';
}
