/**
 * RELIABILITY R14 and DESIGN §3: a state-changing call must carry the spec's AJAX marker and come from
 * this site: its Origin equals the public origin, or, with no Origin, Sec-Fetch-Site says same-origin.
 * The marker is a non-safelisted header, so a cross-site page cannot send it without a CORS preflight
 * that we never answer.
 */
import type { FastifyRequest } from 'fastify';
import { WebError } from '../errors.ts';

export function assertSameOriginWrite(request: FastifyRequest, publicOrigin: string): void {
  const denied = (reason: string) => {
    request.log.warn({ reason }, 'cross-site write refused');
    throw new WebError('forbidden');
  };
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') denied('missing ajax marker');
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') denied(`sec-fetch-site ${site}`);
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin !== publicOrigin) denied('foreign origin');
  } else if (site !== 'same-origin') {
    denied('no origin and no fetch metadata');
  }
}
