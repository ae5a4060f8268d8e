/**
 * Every GET or HEAD that no other route claims is a page: the React tree renders it
 * (docs/architecture.md#rendering). The page's URL is built on the configured public origin, never on `Host`
 * (docs/rules.md R13), and only the headers loaders need are passed on. A visitor without a session gets a
 * listed page from the anonymous page cache (`page-cache-serve.ts`); everyone else gets it streamed per
 * request with a nonce and `private, no-store`, never stored (R6, R26).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { comfortFromCookies } from '../../shared/comfort.ts';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-detect.ts';
import type { Config } from '../config.ts';
import { visitorSignal } from '../gateway/http.ts';
import type { PageCost } from '../plugins/request-cost.ts';
import type { AssetResolver } from '../render/assets.ts';
import { contentSecurityPolicy, createNonce } from '../render/csp.ts';
import { fallbackErrorPage } from '../render/fallback-page.ts';
import { RenderShed } from '../render/render-gate.ts';
import { hasSecretQuery, isSecretPage } from '../render/secret-pages.ts';
import type { RenderFunction } from '../render/ssr-module.ts';
import { answerBeforeFastify, isCatchAllRoute, type RawHitOptions, stringMemo } from './page-cache-fast.ts';
import { pageCacheServer } from './page-cache-serve.ts';
import { pageRenderer } from './render-call.ts';

export interface PageRouteOptions {
  config: Config;
  render: RenderFunction;
  resolveAssets: AssetResolver;
  dev: boolean;
  /** Whether the request carries a session (the accounts layer decides). */
  isSignedIn: (request: FastifyRequest) => boolean;
  /** Given: page-cache hits are answered before Fastify (`page-cache-fast.ts`). */
  rawHits?: Pick<RawHitOptions, 'securityHeaders' | 'hasSession'>;
}

const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;
const PAGE_ROUTE = '/*';

/** Only the headers loaders need are passed on to the render. */
function forwardedHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

export interface PageRoutes {
  /** What a request costs for the limits and the shedding (`request-cost.ts`); null: not a page. */
  cost(request: FastifyRequest): PageCost;
}

export async function pageRoutes(app: FastifyInstance, options: PageRouteOptions): Promise<PageRoutes> {
  const { config, render, resolveAssets, dev, isSignedIn } = options;
  const layer = app.contentLayer;
  const fallbackStyles = resolveAssets([]).stylesheets;
  const renderPage = pageRenderer({ config, layer, render, resolveAssets });
  const pageCache = pageCacheServer(app, { ...options, layer, log: app.log });

  /** `overloaded`: the render was shed (`render-gate.ts`), retried after the load-shedding delay. */
  function sendFallback(
    reply: FastifyReply,
    locale: 'ru' | 'en',
    kind: 'server' | 'unavailable' | 'overloaded',
  ) {
    if (kind === 'unavailable') reply.header('Retry-After', '30');
    if (kind === 'overloaded') reply.header('Retry-After', String(config.LOAD_RETRY_AFTER_SECONDS));
    return reply
      .code(kind === 'server' ? 500 : 503)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', contentSecurityPolicy({ dev, imgSources: config.mapImgSources }))
      .send(fallbackErrorPage(locale, kind === 'server' ? 'server' : 'unavailable', fallbackStyles));
  }

  async function renderPerRequest(request: FastifyRequest, reply: FastifyReply) {
    const signal = visitorSignal(reply);
    const nonce = createNonce();
    let result: Awaited<ReturnType<RenderFunction>>;
    try {
      result = await renderPage({
        path: request.url,
        headers: forwardedHeaders(request),
        requestId: request.id,
        log: request.log,
        signal,
        signedIn: isSignedIn(request),
        chosenLocale: request.cookies[LOCALE_COOKIE],
        comfort: comfortFromCookies(request.cookies),
        nonce,
        waitForAll: isbot(request.headers['user-agent'] ?? ''),
        headOnly: request.method === 'HEAD',
        // The bench measures renders without the store too (`data/cache-bypass.ts`).
        useBlocks: !request.cacheBypass?.blocks,
        onError: (error) => {
          if (signal.aborted) request.log.debug('render stopped: the visitor left');
          else request.log.error({ err: error }, 'page render error');
        },
      });
    } catch (error) {
      if (error instanceof RenderShed) {
        request.log.info('render shed: answering 503');
        return sendFallback(reply, request.url.startsWith('/en') ? 'en' : 'ru', 'overloaded');
      }
      // A visitor who left aborts the loaders (docs/rules.md F8): not an error of ours.
      if (signal.aborted) request.log.debug('render stopped: the visitor left');
      else request.log.error({ err: error }, 'page render failed');
      return sendFallback(reply, request.url.startsWith('/en') ? 'en' : 'ru', 'server');
    }

    if (result.kind === 'redirect') {
      return reply.header('Cache-Control', 'no-store').redirect(result.location, result.status);
    }
    if (result.kind === 'shell-error') return sendFallback(reply, result.locale, 'server');

    reply
      .code(result.status)
      .type('text/html; charset=utf-8')
      .header(
        'Content-Security-Policy',
        contentSecurityPolicy({ nonce, dev, imgSources: config.mapImgSources }),
      )
      .header('Content-Language', result.locale)
      .header('Cache-Control', 'private, no-store')
      .header('Vary', 'Cookie, Accept-Language');
    if (result.status === 503) reply.header('Retry-After', '30');
    // docs/rules.md R13: a page reached with a reset or confirmation pin leaks it to no one.
    if (hasSecretQuery(request.url)) reply.header('Referrer-Policy', 'no-referrer');
    if (isSecretPage(request.url)) {
      reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
    }
    return reply.send(result.body ?? undefined);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: PAGE_ROUTE,
    // Not async: a page-cache hit is sent before the handler returns (`pageCache.serve`).
    handler: (request, reply) => {
      const target = pageCache.target(request);
      if (!target) return renderPerRequest(request, reply);
      return pageCache.serve(request, reply, target, {
        perRequest: () => renderPerRequest(request, reply),
        serverError: (error) =>
          sendFallback(reply, target.locale, error instanceof RenderShed ? 'overloaded' : 'server'),
      });
    },
  });

  const { rawHits } = options;
  if (rawHits) {
    // The routes are fixed once the server listens, so an address's answer holds.
    const isPageRoute = stringMemo((url) => isCatchAllRoute(app, url));
    answerBeforeFastify(app, (raw, response) =>
      pageCache.serveRaw(raw, response, {
        ...rawHits,
        isPageRoute,
        bypass: (request) => app.cacheBypassOf(request),
      }),
    );
  }

  return {
    cost: (request) =>
      request.routeOptions.url === PAGE_ROUTE && (request.method === 'GET' || request.method === 'HEAD')
        ? pageCache.cost(request)
        : null,
  };
}
