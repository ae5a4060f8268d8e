/**
 * Serving pages from the anonymous page cache (docs/architecture.md#the-content-cache, docs/architecture.md#rendering). A request qualifies when the visitor
 * has no session, the page is in the allowlist with valid parameters (`page-cache-key.ts`), no pin
 * rides in the address (R13) and no bypass was asked for (`cache/bypass.ts`). Hits are a header write
 * and one Buffer send in the encoding the client prefers; misses render once per key however many
 * visitors wait (`page-cache-fill.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-detect.ts';
import { surrogateHeaders } from '../cache/cdn-purge.ts';
import { type CachedPage, type Encoding, preferredEncoding } from '../cache/page-cache.ts';
import { type PageTarget, pageTarget } from '../cache/page-cache-key.ts';
import { type CacheLabel, ReadAborted } from '../cache/swr-store.ts';
import type { Config } from '../config.ts';
import type { ContentLayer } from '../data/layer.ts';
import { MAX_URL_LENGTH } from '../errors.ts';
import { visitorSignal } from '../gateway/http.ts';
import type { HeaderLine } from '../plugins/security-headers.ts';
import type { AssetResolver } from '../render/assets.ts';
import { contentSecurityPolicy } from '../render/csp.ts';
import { RenderShed } from '../render/render-gate.ts';
import type { RenderFunction } from '../render/ssr-module.ts';
import { createPageFill, DegradedRender, type RenderedPage, UncacheableRender } from './page-cache-fill.ts';

export interface PageCacheServerOptions {
  config: Config;
  layer: ContentLayer;
  render: RenderFunction;
  resolveAssets: AssetResolver;
  dev: boolean;
  isSignedIn: (request: FastifyRequest) => boolean;
  log: FastifyBaseLogger;
}

/** What answering a hit before Fastify needs to know that Fastify's hooks would have told (`page-cache-fast.ts`). */
export interface RawHitOptions {
  /** The security headers every response carries (helmet's, in its order). */
  securityHeaders: readonly HeaderLine[];
  /** Whether a request's cookies carry a session (such a visitor never gets a cached page). */
  hasSession: (cookies: Record<string, string | undefined>) => boolean;
  /** Whether the route Fastify would run for a GET of this address is the page route. */
  isPageRoute: (url: string) => boolean;
  /** A measurement's switch to read past the caches (`cache/bypass.ts`); the site has none. */
  bypass: (raw: IncomingMessage) => boolean;
}

export interface PageCacheServer {
  /** The cache target of a request, or null when it must be rendered per request. */
  target(request: FastifyRequest): PageTarget | null;
  /**
   * What a page request costs, for the per-IP limits and load shedding (R19, R29): `stored` when it can
   * answer it without a render (fresh, or stale within its window), `search` for a search page that
   * must be rendered, else `render`.
   */
  cost(request: FastifyRequest): 'stored' | 'search' | 'render';
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    target: PageTarget,
    fallback: { perRequest: () => Promise<unknown>; serverError: (error: unknown) => unknown },
  ): Promise<unknown> | undefined;
  /**
   * Answers a GET the page cache can serve now (fresh, or stale within its window) on the raw
   * request, with the bytes Fastify's route would have sent; false: not such a request, Fastify's turn.
   */
  serveRaw(raw: IncomingMessage, response: ServerResponse, options: RawHitOptions): boolean;
}

const SECRET_QUERY = /[?&](pin|email-pin)=/;
/** Whether a request says it carries a body (a GET page request has none). */
function hasBody(raw: IncomingMessage): boolean {
  const { headers } = raw;
  return (
    headers['content-type'] !== undefined ||
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0')
  );
}

/** The levels at which a request is logged. */
const INFO_LEVELS = new Set(['info', 'debug', 'trace']);

export async function pageCacheServer(
  app: FastifyInstance,
  options: PageCacheServerOptions,
): Promise<PageCacheServer> {
  const { config, layer, render, resolveAssets, dev, isSignedIn, log } = options;
  // A page served to many visitors carries no nonce: only same-origin script files may run (R6).
  const sharedCsp = contentSecurityPolicy({ dev, imgSources: config.mapImgSources });
  const pagePolicy = layer.policies.pages;
  const fillPage = createPageFill({ config, layer, render, resolveAssets, log });

  // R26: no shared answer (a page or facade JSON marked public) ever carries a cookie. Should any hook
  // add one, the answer stops being shared. Registered with the last routes, so it runs after the
  // hooks of the plugins registered before it.
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

  /**
   * A cached page's headers before its label and age, in the order they are sent (names in lower
   * case, as Fastify sends them): one list for both ways a hit is answered, so both send the same bytes.
   */
  function headersBefore(
    page: CachedPage,
    encoding: Encoding,
  ): { before: HeaderLine[]; after: HeaderLine[] } {
    const keys = surrogateHeaders(page.tags);
    return {
      before: [
        ...(encoding === 'identity' ? [] : [['content-encoding', encoding] as const]),
        ['content-type', 'text/html; charset=utf-8'],
        ['content-security-policy', sharedCsp],
        ['content-language', page.locale],
        ['cache-control', pagePolicy.cacheControl],
        ['vary', page.vary],
      ],
      // After `x-cache`, before `age`.
      after: [
        ['surrogate-key', keys.surrogate],
        ['cache-tag', keys.cacheTag],
      ],
    };
  }

  const ageOf = (page: CachedPage) =>
    String(Math.max(0, Math.floor((layer.clock.now() - page.storedAt) / 1000)));

  function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, label: string) {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const { before, after } = headersBefore(page, encoding);
    reply.code(page.status);
    for (const [name, value] of before) reply.header(name, value);
    reply.header('x-cache', label);
    for (const [name, value] of after) reply.header(name, value);
    return reply.header('age', ageOf(page)).send(page.bodies[encoding]);
  }

  /**
   * The raw hit's header lines up to `x-cache`'s value, flat as `writeHead` takes them, per page and
   * encoding: a hit copies them and adds its label, age, request id and length.
   */
  const rawHeads = new WeakMap<CachedPage, Partial<Record<Encoding, { head: string[]; tail: string[] }>>>();
  function rawHead(page: CachedPage, encoding: Encoding, security: readonly HeaderLine[]) {
    let byEncoding = rawHeads.get(page);
    if (!byEncoding) {
      byEncoding = {};
      rawHeads.set(page, byEncoding);
    }
    let lines = byEncoding[encoding];
    if (!lines) {
      const { before, after } = headersBefore(page, encoding);
      lines = { head: [...security, ...before, ['x-cache', '']].flat(), tail: after.flat() };
      byEncoding[encoding] = lines;
    }
    return lines;
  }

  /** A render made for the cache but not stored (a 404, a degraded page): never shared. */
  function sendUnstored(reply: FastifyReply, page: RenderedPage) {
    if (page.status === 503) reply.header('Retry-After', '30');
    return reply
      .code(page.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', sharedCsp)
      .header('Content-Language', page.locale)
      .header('Cache-Control', 'no-store')
      .send(page.html);
  }

  /** A page that had to be rendered first (a miss), or the answer its render ended in. */
  async function fillAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    reading: Promise<{ value: CachedPage; label: CacheLabel }>,
    fallback: { serverError: (error: unknown) => unknown },
  ) {
    try {
      const { value, label } = await reading;
      return sendCached(request, reply, value, label);
    } catch (error) {
      if (error instanceof UncacheableRender) {
        if (error.redirect) {
          return reply
            .header('Cache-Control', 'no-store')
            .redirect(error.redirect.location, error.redirect.status);
        }
        if (error.page) return sendUnstored(reply, error.page);
      }
      if (error instanceof DegradedRender && error.page) {
        if (error.page.status === 200) reply.header('X-Cache', 'STALE-ERROR');
        return sendUnstored(reply, error.page);
      }
      if (error instanceof RenderShed) request.log.info('page fill shed: answering 503');
      else if (!(error instanceof ReadAborted)) request.log.error({ err: error }, 'page render failed');
      return fallback.serverError(error);
    }
  }

  const visitorOf = (request: FastifyRequest) => ({
    chosenLocale: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });

  function target(request: FastifyRequest): PageTarget | null {
    if (!layer.pagesEnabled || dev || isSignedIn(request) || request.cacheBypass?.caches) return null;
    if (SECRET_QUERY.test(request.url)) return null;
    return pageTarget(request.url, visitorOf(request));
  }

  return {
    target,

    cost(request) {
      const stored = target(request);
      if (stored) {
        const page = layer.pages.store(stored.partition).peek(stored.key);
        if (page && layer.clock.now() < page.swrUntil) return 'stored';
      }
      // A session cookie, real or not, must not turn a search page into a free one.
      const route = stored ?? pageTarget(request.url, visitorOf(request));
      return route?.partition === 'search' ? 'search' : 'render';
    },

    serve(request, reply, target, fallback) {
      const store = layer.pages.store(target.partition);
      if (request.method === 'HEAD') {
        const page = store.peek(target.key);
        if (!page) return fallback.perRequest();
        sendCached(request, reply, page, layer.clock.now() < page.freshUntil ? 'HIT' : 'STALE');
        return undefined;
      }
      const read = {
        fill: (signal: AbortSignal) => fillPage(target, request.id, signal),
        signal: () => visitorSignal(reply),
      };
      // A hit is answered synchronously: no promise, no extra turn of the event loop (docs/testing.md#benchmarks).
      const stored = store.readStored(target.key, read);
      if (stored) {
        sendCached(request, reply, stored.value, stored.label);
        return undefined;
      }
      return fillAndSend(request, reply, store.read(target.key, read), fallback);
    },

    serveRaw(raw, response, options) {
      if (raw.method !== 'GET' || !layer.pagesEnabled || dev) return false;
      const url = raw.url ?? '';
      // What Fastify's hooks refuse is theirs to refuse: a long address (414), a body (its charset, 415).
      if (url.length > MAX_URL_LENGTH || hasBody(raw)) return false;
      if (SECRET_QUERY.test(url) || options.bypass(raw)) return false;
      const header = raw.headers.cookie;
      const cookies = header ? app.parseCookie(header) : {};
      if (options.hasSession(cookies)) return false;
      const target = pageTarget(url, {
        chosenLocale: cookies[LOCALE_COOKIE],
        acceptLanguage: raw.headers['accept-language'],
      });
      if (!target || !options.isPageRoute(url)) return false;
      const requestId = randomUUID();
      const stored = layer.pages.store(target.partition).readStored(target.key, {
        fill: (signal: AbortSignal) => fillPage(target, requestId, signal),
      });
      if (!stored) return false;
      const page = stored.value;
      const encoding = preferredEncoding(raw.headers['accept-encoding']);
      const body = page.bodies[encoding];
      const { head, tail } = rawHead(page, encoding, options.securityHeaders);
      const lines = head.slice();
      lines[lines.length - 1] = stored.label;
      lines.push(
        ...tail,
        'age',
        ageOf(page),
        'x-request-id',
        requestId,
        'content-length',
        String(body.length),
      );
      response.writeHead(page.status, lines);
      response.end(body);
      if (INFO_LEVELS.has(log.level)) {
        log.info(
          { reqId: requestId, req: { id: requestId, method: 'GET', url }, res: { statusCode: page.status } },
          'page-cache hit',
        );
      }
      return true;
    },
  };
}
