/**
 * A page the cache did not have: the visitor waits for its fill (`page-cache-fill.ts`, one render per
 * key however many visitors wait) and gets the stored page, or the answer the render ended in. A 404
 * or a degraded render is sent once and never shared; a redirect is passed on; a failed or shed render
 * is the page route's error page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from '../cache/page-cache.ts';
import { type CacheLabel, ReadAborted } from '../cache/swr-store.ts';
import { RenderShed } from '../render/render-gate.ts';
import { DegradedRender, type RenderedPage, UncacheableRender } from './page-cache-fill.ts';
import type { HitAnswer } from './page-cache-hit.ts';

export interface MissOptions {
  hit: HitAnswer;
  /** The CSP of a page served to many visitors: a render made for the cache carries no nonce. */
  sharedCsp: string;
  /** The page route's answer to a render that failed. */
  serverError: (error: unknown) => unknown;
}

/** A render made for the cache but not stored (a 404, a degraded page): never shared. */
function sendUnstored(reply: FastifyReply, page: RenderedPage, sharedCsp: string) {
  if (page.status === 503) reply.header('Retry-After', '30');
  return reply
    .code(page.status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', sharedCsp)
    .header('Content-Language', page.locale)
    .header('Cache-Control', 'no-store')
    .send(page.html);
}

export async function answerMiss(
  request: FastifyRequest,
  reply: FastifyReply,
  reading: Promise<{ value: CachedPage; label: CacheLabel }>,
  { hit, sharedCsp, serverError }: MissOptions,
) {
  try {
    const { value, label } = await reading;
    return hit.send(request, reply, value, label);
  } catch (error) {
    if (error instanceof UncacheableRender) {
      if (error.redirect) {
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(error.redirect.location, error.redirect.status);
      }
      if (error.page) return sendUnstored(reply, error.page, sharedCsp);
    }
    if (error instanceof DegradedRender && error.page) {
      if (error.page.status === 200) reply.header('X-Cache', 'STALE-ERROR');
      return sendUnstored(reply, error.page, sharedCsp);
    }
    if (error instanceof RenderShed) request.log.info('page fill shed: answering 503');
    else if (!(error instanceof ReadAborted)) request.log.error({ err: error }, 'page render failed');
    return serverError(error);
  }
}
