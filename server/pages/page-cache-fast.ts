/**
 * Page-cache hits answered before Fastify (issue 23, point 7). A hit is a header write and one Buffer
 * send, but through Fastify it also paid for a request and reply object, a child logger, every
 * `onRequest`, `onSend` and `onResponse` hook (security headers, the request scope, the limits, load
 * shedding, metrics, the request id, the 414 for a long address) and Fastify's header handling: about three times the CPU of a bare
 * `node:http` server sending the same bytes. So the server's request listener first asks the page cache
 * (`PageCacheServer.serveRaw`) and hands Fastify only what it did not answer.
 *
 * What those hooks would have done to a hit is done here or does not apply: the same headers in the
 * same order (helmet's are read once, `plugins/security-headers.ts`; the cache's come from one list with
 * the Fastify route's), a request id; the limits and load shedding never refuse a stored page
 * (`plugins/request-cost.ts`); nothing sets a cookie on it. What differs: Fastify's route metrics do not
 * count these hits (the page cache's own counter, `web_cache_reads_total{store="pages"}`, does), and
 * the request is logged in one line (`page-cache hit`, at info) instead of Fastify's two.
 *
 * Only a GET whose answer is in the cache now (fresh, or stale within its window, which starts the same
 * background refresh) is answered; a miss, HEAD, a session, a secret in the address, an address some
 * other route owns or over 2 KiB, a request with a body, and every request once the server closes go
 * to Fastify as before. Not used by
 * `app.inject` (which calls Fastify directly), so tests of hits through inject see Fastify's path, and
 * `tests/server/pages/page-cache-fast.test.ts` holds the two to the same bytes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

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
