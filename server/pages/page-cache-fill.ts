/**
 * Renders a page for the anonymous page cache: from its canonical address only, with no cookie, no session
 * and no nonce (docs/architecture.md#rendering: a page cached whole carries none), the whole document at
 * once. The "should this be stored?" guard: only a complete 200 render whose data was all served normally,
 * and which runs no inline script, is kept. A 404 or a redirect is answered but not stored; a render that
 * failed or used stale-if-error data is answered only when no older copy can be served instead.
 *
 * The entry remembers the content items it showed (the data's tags) so writes can drop it, and is fresh no
 * longer than the data it was made from.
 */
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { COMFORT_SCRIPT_TAG } from '../../shared/comfort-script.ts';
import type { Locale } from '../../shared/locales.ts';
import { type CachedPage, compressPage } from '../cache/page-cache.ts';
import type { PageTarget } from '../cache/page-cache-key.ts';
import { lifetimes } from '../cache/policies.ts';
import type { DefinitiveAnswer } from '../cache/swr-store.ts';
import type { DataRead } from '../data/server-source.ts';
import { pageRenderer, type RenderSite } from './render-call.ts';

export interface RenderedPage {
  status: number;
  locale: Locale;
  html: Buffer;
}

/** A render that is a fine answer but not for the cache: a 404 page or a redirect. */
export class UncacheableRender extends Error implements DefinitiveAnswer {
  readonly definitive = true as const;
  readonly page: RenderedPage | null;
  readonly redirect: { status: number; location: string } | null;
  constructor(page: RenderedPage | null, redirect: { status: number; location: string } | null = null) {
    super('uncacheable render');
    this.page = page;
    this.redirect = redirect;
  }
}

/** A render that failed or used stale-if-error data: served only when no cached copy can be. */
export class DegradedRender extends Error {
  /** Null when not even the shell rendered. */
  readonly page: RenderedPage | null;
  constructor(page: RenderedPage | null) {
    super('degraded render');
    this.page = page;
  }
}

export interface PageFillOptions extends RenderSite {
  log: FastifyBaseLogger;
}

/** A script element that runs inline: no `src`, and not a JSON data block. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:json|ld\+json)")[^>]*>/i;

async function collect(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

export type PageFill = (target: PageTarget, requestId: string, signal: AbortSignal) => Promise<CachedPage>;

export function createPageFill(options: PageFillOptions): PageFill {
  const { layer, log } = options;
  const renderPage = pageRenderer(options);
  return async (target, requestId, signal) => {
    const reads: DataRead[] = [];
    let failed = false;
    const result = await renderPage({
      path: target.renderPath,
      headers: { 'accept-language': target.locale },
      requestId,
      log,
      signal,
      signedIn: false,
      waitForAll: true,
      headOnly: false,
      useBlocks: true,
      onRead: (read) => reads.push(read),
      onError: (error) => {
        failed = true;
        log.error({ reqId: requestId, err: error, page: target.renderPath }, 'page render error');
      },
    });
    if (result.kind === 'redirect') throw new UncacheableRender(null, result);
    if (result.kind === 'shell-error' || !result.body) throw new DegradedRender(null);
    const page: RenderedPage = {
      status: result.status,
      locale: result.locale,
      html: await collect(result.body),
    };
    if (failed || page.status >= 500 || reads.some((read) => read.label === 'STALE-ERROR')) {
      throw new DegradedRender(page);
    }
    if (page.status !== 200) throw new UncacheableRender(page);
    // docs/architecture.md#rendering: shared HTML runs no inline script but the comfort script (its CSP
    // would block any other, and a nonce must not repeat).
    if (INLINE_SCRIPT.test(page.html.toString('latin1').replace(COMFORT_SCRIPT_TAG, ''))) {
      log.error({ reqId: requestId, page: target.renderPath }, 'a page for the cache has an inline script');
      throw new UncacheableRender(page);
    }

    const times = lifetimes(layer.policies.pages, layer.clock.now());
    const tags = new Set<string>();
    let dataFreshUntil = times.freshUntil;
    for (const { answer } of reads) {
      if (!answer) continue;
      for (const tag of answer.tags) tags.add(tag);
      dataFreshUntil = Math.min(dataFreshUntil, answer.freshUntil);
    }
    const bodies = await compressPage(page.html);
    return {
      status: page.status,
      locale: page.locale,
      vary: target.vary,
      bodies,
      tags: [...tags],
      size: bodies.identity.length + bodies.gzip.length + bodies.br.length + target.key.length,
      refreshFailed: false,
      ...times,
      freshUntil: dataFreshUntil,
    };
  };
}
