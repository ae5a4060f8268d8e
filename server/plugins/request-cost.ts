/**
 * What a request costs, for the protections that refuse work (docs/rules.md R19, R29): built assets,
 * media and pages the page cache answers without a render cost next to nothing, so neither the per-IP
 * limits nor load shedding refuse them (a crawler reading the sitemap, or a visitor of a cached page
 * while renders are shed, is served). A search page the cache cannot answer is a search. The page
 * layer is registered after these protections and tells them about pages through `classifyPages`.
 */
import type { FastifyRequest } from 'fastify';

/** Files served from the build or the media root: no render, no upstream call. */
export const STATIC_PREFIXES = ['/assets/', '/storage/', '/favicon.'];

/** A page request answered from the page cache, a search page to render, another render; null: no page. */
export type PageCost = 'stored' | 'search' | 'render' | null;

export class RequestCosts {
  #pageCost: (request: FastifyRequest) => PageCost = () => null;

  classifyPages(cost: (request: FastifyRequest) => PageCost): void {
    this.#pageCost = cost;
  }

  page(request: FastifyRequest): PageCost {
    return this.#pageCost(request);
  }

  /** Served without a render or an upstream call: a built asset, a media file, a page-cache hit. */
  isCheap(request: FastifyRequest): boolean {
    return (
      STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix)) || this.page(request) === 'stored'
    );
  }
}
