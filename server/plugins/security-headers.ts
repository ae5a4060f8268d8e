/**
 * Security headers on every response (RELIABILITY R6) through helmet. The CSP of HTML pages is set by
 * the page route itself (it differs between per-request and cached pages), so helmet's is off.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function securityHeaders(app: FastifyInstance, { https }: { https: boolean }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
