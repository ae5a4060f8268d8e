/**
 * Page-cache hits answered before Fastify (docs/architecture.md#page-serving). A hit is a header write and
 * one Buffer send, but through Fastify it also paid for a request and reply object, a child logger, every
 * `onRequest`, `onSend` and `onResponse` hook (security headers, the request scope, the limits, load
 * shedding, metrics, the request id, the 414 for a long address) and Fastify's header handling: about three
 * times the CPU of a bare `node:http` server sending the same bytes. So the server's request listener first
 * asks the page cache (`answerRawHit`) and hands Fastify only what it did not answer.
 *
 * What those hooks would have done to a hit is done here or does not apply: the same headers in the same
 * order (helmet's are read once, `plugins/security-headers.ts`; the cache's come from one list with the
 * Fastify route's, `page-cache-hit.ts`), a request id; the limits and load shedding never refuse a stored
 * page (`plugins/request-cost.ts`); nothing sets a cookie on it. What differs: Fastify's route metrics do not
 * count these hits (the page cache's own counter, `web_cache_reads_total{store="pages"}`, does), and the
 * request is logged in one line (`page-cache hit`) at debug instead of Fastify's two at info: a line per hit
 * is a synchronous write costing about what the hit itself costs, and the counter already says how many
 * there were.
 *
 * What a hit works out is kept: its header lines per stored entry (`page-cache-hit.ts`), and in small
 * memos that start over when full, whether an address is the page route's and which encoding an
 * `Accept-Encoding` value picks (a handful of values recur).
 *
 * Only a GET whose answer is in the cache now (fresh, or stale within its window, which starts the same
 * background refresh) is answered; a miss, HEAD, a session, a secret in the address, an address some other
 * route owns or over 2 KiB, a request with a body, and every request once the server closes go to Fastify as
 * before. Not used by `app.inject` (which calls Fastify directly), so tests of hits through inject see
 * Fastify's path, and `tests/server/pages/page-cache-fast.test.ts` holds the two to the same bytes.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-detect.ts';
import { preferredEncoding } from '../cache/page-cache.ts';
import { pageTarget } from '../cache/page-cache-key.ts';
import type { ContentLayer } from '../data/layer.ts';
import { MAX_URL_LENGTH } from '../errors.ts';
import type { HeaderLine } from '../plugins/security-headers.ts';
import { hasSecretQuery } from '../render/secret-pages.ts';
import type { PageFill } from './page-cache-fill.ts';
import type { HitAnswer } from './page-cache-hit.ts';

export type RawAnswer = (raw: IncomingMessage, response: ServerResponse) => boolean;

/** Puts `answer` in front of Fastify's request listener on the app's server. */
export function answerBeforeFastify(app: FastifyInstance, answer: RawAnswer): void {
  const server = app.server;
  const [fastify] = server.listeners('request') as Array<
    (raw: IncomingMessage, response: ServerResponse) => void
  >;
  if (!fastify) throw new Error('the server has no request listener to put the page cache in front of');
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  server.removeListener('request', fastify);
  server.on('request', (raw: IncomingMessage, response: ServerResponse) => {
    if (!closing) {
      try {
        if (answer(raw, response)) return;
      } catch (error) {
        app.log.error({ err: error, url: raw.url }, 'answering a page-cache hit failed');
        if (response.headersSent) return;
      }
    }
    fastify.call(server, raw, response);
  });
}

/**
 * Whether Fastify would run the catch-all page route (`/*`) for a GET of this address: its wildcard
 * then holds the whole path. Another route (`/assets/*`, `/api/…`) or an escaped path that the router
 * decodes differently gives no answer here, and Fastify decides.
 */
export function isCatchAllRoute(app: FastifyInstance, url: string): boolean {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    const found = app.findRoute({ method: 'GET', url: pathname });
    return found !== null && (found.params as Record<string, string>)['*'] === pathname.slice(1);
  } catch {
    // An address the router cannot read: Fastify answers it.
    return false;
  }
}

/** What answering a hit before Fastify needs to know that Fastify's hooks would have told. */
export interface RawHitOptions {
  /** The security headers every response carries (helmet's, in its order). */
  securityHeaders: readonly HeaderLine[];
  /** Whether a request's cookies carry a session (such a visitor never gets a cached page). */
  hasSession: (cookies: Record<string, string | undefined>) => boolean;
  /** Whether the route Fastify would run for a GET of this address is the page route. */
  isPageRoute: (url: string) => boolean;
  /** A measurement's switch to read past the caches (`data/cache-bypass.ts`); the site has none. */
  bypass: (raw: IncomingMessage) => boolean;
}

/** The page cache's own parts the raw path reads. */
export interface RawHitSite {
  app: FastifyInstance;
  layer: ContentLayer;
  dev: boolean;
  fill: PageFill;
  hit: HitAnswer;
  log: FastifyBaseLogger;
}

/** Whether a request says it carries a body (a GET page request has none). */
function hasBody(raw: IncomingMessage): boolean {
  const { headers } = raw;
  return (
    headers['content-type'] !== undefined ||
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0')
  );
}

/** The levels at which a hit is logged. */
const DEBUG_LEVELS = new Set(['debug', 'trace']);

/** A memo of a pure function of a string, bounded: it starts over when full. */
export function stringMemo<T>(compute: (input: string) => T, max = 1000): (input: string) => T {
  let known = new Map<string, T>();
  return (input) => {
    let value = known.get(input);
    if (value === undefined && !known.has(input)) {
      value = compute(input);
      if (known.size >= max) known = new Map();
      known.set(input, value);
    }
    return value as T;
  };
}

const encodingOf = stringMemo(preferredEncoding, 100);

/**
 * Answers a GET the page cache can serve now (fresh, or stale within its window) on the raw request,
 * with the bytes Fastify's route would have sent; false: not such a request, Fastify's turn.
 */
export function answerRawHit(
  raw: IncomingMessage,
  response: ServerResponse,
  site: RawHitSite,
  options: RawHitOptions,
): boolean {
  const { app, layer, dev, fill, hit, log } = site;
  if (raw.method !== 'GET' || !layer.pagesEnabled || dev) return false;
  const url = raw.url ?? '';
  // What Fastify's hooks refuse is theirs to refuse: a long address (414), a body (its charset, 415).
  if (url.length > MAX_URL_LENGTH || hasBody(raw)) return false;
  if (hasSecretQuery(url) || options.bypass(raw)) return false;
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
    fill: (signal: AbortSignal) => fill(target, requestId, signal),
  });
  if (!stored) return false;
  const page = stored.value;
  const acceptEncoding = raw.headers['accept-encoding'];
  const encoding = acceptEncoding === undefined ? 'identity' : encodingOf(acceptEncoding);
  response.writeHead(
    page.status,
    hit.rawLines(page, encoding, options.securityHeaders, stored.label, requestId),
  );
  response.end(page.bodies[encoding]);
  if (DEBUG_LEVELS.has(log.level)) {
    log.debug(
      { reqId: requestId, req: { id: requestId, method: 'GET', url }, res: { statusCode: page.status } },
      'page-cache hit',
    );
  }
  return true;
}
