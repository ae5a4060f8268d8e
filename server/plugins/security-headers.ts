/**
 * Security headers on every response (docs/rules.md R6) through helmet. The CSP of HTML pages is set by
 * the page route itself (it differs between per-request and cached pages), so helmet's is off.
 *
 * helmet's middleware is built once and applied to each response. (The @fastify/helmet wrapper builds
 * it anew on every request, options merged and every header function made again: on the bench that
 * garbage made each young-generation collection take about 20 ms instead of about 1 ms, and set a
 * 20 ms p99 on every route, a prebuilt Buffer included.)
 *
 * Its headers depend on the configuration only, so they are also read once, in the order helmet sets
 * them, for the page-cache hits answered before Fastify (`pages/page-cache-fast.ts`).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** A header's name and value, as they go on the wire. */
export type HeaderLine = readonly [name: string, value: string];

export async function securityHeaders(
  app: FastifyInstance,
  { https }: { https: boolean },
): Promise<readonly HeaderLine[]> {
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
  return headersOf(applyHeaders);
}

/** What helmet's middleware sets, in its order (it reads nothing of the request). */
function headersOf(apply: ReturnType<typeof helmet>): HeaderLine[] {
  const lines: HeaderLine[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      const at = lines.findIndex(([known]) => known.toLowerCase() === name.toLowerCase());
      if (at !== -1) lines.splice(at, 1);
      lines.push([name, String(value)]);
    },
    removeHeader(name: string) {
      const at = lines.findIndex(([known]) => known.toLowerCase() === name.toLowerCase());
      if (at !== -1) lines.splice(at, 1);
    },
  };
  let failed: unknown;
  apply({} as never, response as never, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return lines;
}
