/**
 * The global per-IP rate limit (RELIABILITY R19; DISC-GRL): at most RATE_LIMIT_GLOBAL_PER_10_SECONDS
 * requests in any 10 s and RATE_LIMIT_GLOBAL_PER_MINUTE in any minute per client address (the socket
 * address, or the proxy's X-Forwarded-For only when TRUST_PROXY names that proxy). Built assets, media
 * and liveness are exempt; the not-found handler is not. Counters live in @fastify/rate-limit's
 * bounded LRU store. Per-feature limits (login, comments, search…) belong to their features, which
 * use this same registration through their route's `config.rateLimit`.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { WebError } from '../errors.ts';

export const RATE_LIMIT_EXEMPT = ['/assets/', '/storage/', '/favicon.', '/healthz', '/internal/', '/metrics'];

export async function globalRateLimit(app: FastifyInstance, config: Config) {
  await app.register(rateLimit, {
    global: false,
    cache: config.RATE_LIMIT_STORE_ENTRIES,
    errorResponseBuilder: () => new WebError('too_many_requests'),
  });
  const windows = [
    { max: config.RATE_LIMIT_GLOBAL_PER_10_SECONDS, timeWindow: 10_000 },
    { max: config.RATE_LIMIT_GLOBAL_PER_MINUTE, timeWindow: 60_000 },
  ].filter((window) => window.max > 0);
  if (windows.length === 0) return;
  const checks = windows.map((window) => app.createRateLimit(window));

  app.addHook('onRequest', async (request, reply) => {
    if (RATE_LIMIT_EXEMPT.some((prefix) => request.url.startsWith(prefix))) return;
    for (const check of checks) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        request.log.warn({ ip: request.ip, max: limit.max, window: limit.timeWindow }, 'rate limit exceeded');
        reply.header('Retry-After', String(Math.max(1, limit.ttlInSeconds)));
        throw new WebError('too_many_requests');
      }
    }
  });
}
