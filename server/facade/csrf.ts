/**
 * docs/rules.md R14 and docs/architecture.md#sessions-and-accounts: a state-changing call must carry the
 * contract's AJAX marker and come from this site: its Origin is one of the site's origins
 * (`Config.siteOrigins`: `PUBLIC_ORIGIN`, or when that is unset the loopback names of the listening port),
 * or, with no Origin, Sec-Fetch-Site says same-origin. The marker is a non-safelisted header, so a cross-site
 * page cannot send it without a CORS preflight that we never answer. A write from another address is told so
 * (`foreign_origin`), and the log names the origins expected and the one received, so a misconfigured
 * `PUBLIC_ORIGIN` is found from one line.
 */
import type { FastifyRequest } from 'fastify';
import { WebError } from '../errors.ts';

export function assertSameOriginWrite(request: FastifyRequest, siteOrigins: readonly string[]): void {
  const denied = (reason: string, code: 'forbidden' | 'foreign_origin', received?: string) => {
    request.log.warn({ reason, expected: siteOrigins, received }, 'cross-site write refused');
    throw new WebError(code);
  };
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') denied('missing ajax marker', 'forbidden');
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site === 'cross-site' || site === 'same-site')
    denied(`sec-fetch-site ${site}`, 'foreign_origin', origin);
  if (origin !== undefined) {
    if (!siteOrigins.includes(origin)) denied('foreign origin', 'foreign_origin', origin);
  } else if (site !== 'same-origin') {
    denied('no origin and no fetch metadata', 'forbidden');
  }
}
