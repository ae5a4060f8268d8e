/**
 * Serving pages from the anonymous page cache (docs/architecture.md#page-serving,
 * docs/architecture.md#the-content-cache), for the page route. Each step has a module of its own:
 * which requests the cache answers and what they cost (`page-cache-target.ts`), a hit's answer
 * (`page-cache-hit.ts`), a miss that waits for the render once per key (`page-cache-miss.ts`,
 * `page-cache-fill.ts`), and hits answered before Fastify (`page-cache-fast.ts`). This module wires
 * them to one fill, one hit answer and one shared CSP.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageTarget } from '../cache/page-cache-key.ts';
import type { ContentLayer } from '../data/layer.ts';
import { visitorSignal } from '../gateway/http.ts';
import type { PageCost } from '../plugins/request-cost.ts';
import { contentSecurityPolicy } from '../render/csp.ts';
import { answerRawHit, type RawHitOptions } from './page-cache-fast.ts';
import { createPageFill, type PageFill } from './page-cache-fill.ts';
import { HitAnswer } from './page-cache-hit.ts';
import { answerMiss } from './page-cache-miss.ts';
import { cacheTarget, pageCost, type TargetOptions } from './page-cache-target.ts';
import type { RenderSite } from './render-call.ts';

export interface PageCacheServerOptions extends RenderSite, TargetOptions {
  log: FastifyBaseLogger;
}

/** What the page route does when the cache cannot answer. */
export interface PageFallback {
  /** Render the page for this visitor alone (a HEAD of a page not stored). */
  perRequest: () => Promise<unknown>;
  /** The error page for a render that failed. */
  serverError: (error: unknown) => unknown;
}

export interface PageCacheServer {
  /** The cache target of a request, or null when it must be rendered per request. */
  target(request: FastifyRequest): PageTarget | null;
  /** What a page request costs, for the limits and load shedding (`page-cache-target.ts`). */
  cost(request: FastifyRequest): NonNullable<PageCost>;
  /** Answers a request that has a target: at once on a hit, else once its page is filled. */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    target: PageTarget,
    fallback: PageFallback,
  ): Promise<unknown> | undefined;
  /** Answers a hit on the raw request before Fastify; false: Fastify's turn (`page-cache-fast.ts`). */
  serveRaw(raw: IncomingMessage, response: ServerResponse, options: RawHitOptions): boolean;
}

/**
 * R26: no shared answer (a page or facade JSON marked public) ever carries a cookie. Should any hook
 * add one, the answer stops being shared. Registered with the last routes, so it runs after the hooks
 * of the plugins registered before it.
 */
function keepSharedAnswersCookieless(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.hasHeader('set-cookie')) {
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl === 'string' && cacheControl.startsWith('public')) {
        reply.header('Cache-Control', 'private, no-store');
        request.log.warn({ url: request.url }, 'a shared answer carried Set-Cookie: sent as private instead');
      }
    }
    done(null, payload);
  });
}

/** What the steps of an answer share. */
interface ServeParts {
  layer: ContentLayer;
  fill: PageFill;
  hit: HitAnswer;
  sharedCsp: string;
}

/** A HEAD: the stored page's headers when there is one (no fill starts), else the page route's answer. */
function answerHead(
  request: FastifyRequest,
  reply: FastifyReply,
  target: PageTarget,
  fallback: PageFallback,
  { layer, hit }: ServeParts,
) {
  const page = layer.pages.store(target.partition).peek(target.key);
  if (!page) return fallback.perRequest();
  hit.send(request, reply, page, layer.clock.now() < page.freshUntil ? 'HIT' : 'STALE');
  return undefined;
}

/** A GET: the stored page at once, else the visitor waits for the fill. */
function answerGet(
  request: FastifyRequest,
  reply: FastifyReply,
  target: PageTarget,
  fallback: PageFallback,
  { layer, fill, hit, sharedCsp }: ServeParts,
) {
  const store = layer.pages.store(target.partition);
  const read = {
    fill: (signal: AbortSignal) => fill(target, request.id, signal),
    signal: () => visitorSignal(reply),
  };
  // A hit is answered synchronously: no promise, no extra turn of the event loop
  // (docs/testing.md#benchmarks).
  const stored = store.readStored(target.key, read);
  if (stored) {
    hit.send(request, reply, stored.value, stored.label);
    return undefined;
  }
  return answerMiss(request, reply, store.read(target.key, read), {
    hit,
    sharedCsp,
    serverError: fallback.serverError,
  });
}

export function pageCacheServer(app: FastifyInstance, options: PageCacheServerOptions): PageCacheServer {
  const { config, layer, dev, log } = options;
  // A page served to many visitors carries no nonce: only same-origin script files may run (R6).
  const sharedCsp = contentSecurityPolicy({ dev, imgSources: config.mapImgSources });
  const fill = createPageFill(options);
  const hit = new HitAnswer({
    sharedCsp,
    policy: layer.policies.pages,
    clock: layer.clock,
    // Surrogate keys only for a CDN that purges by them (docs/operations.md#scale-out).
    surrogateKeys: config.CDN_PURGE_URL !== undefined,
  });
  const parts: ServeParts = { layer, fill, hit, sharedCsp };
  keepSharedAnswersCookieless(app);

  return {
    target: (request) => cacheTarget(request, options),
    cost: (request) => pageCost(request, options),
    serve: (request, reply, target, fallback) =>
      request.method === 'HEAD'
        ? answerHead(request, reply, target, fallback, parts)
        : answerGet(request, reply, target, fallback, parts),
    serveRaw: (raw, response, rawOptions) =>
      answerRawHit(raw, response, { app, layer, dev, fill, hit, log }, rawOptions),
  };
}
