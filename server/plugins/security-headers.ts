/**
 * Security headers on every response (RELIABILITY R6) through helmet. The CSP of HTML pages is set by
 * the page route itself (it differs between per-request and cached pages), so helmet's is off.
 *
 * helmet's middleware is built once and applied to each response. (The @fastify/helmet wrapper builds
 * it anew on every request, options merged and every header function made again: on the bench that
 * garbage made each young-generation collection take about 20 ms instead of about 1 ms, and set a
 * 20 ms p99 on every route, a prebuilt Buffer included.)
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export async function securityHeaders(app: FastifyInstance, { https }: { https: boolean }) {
  const applyHeaders = helmet({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
