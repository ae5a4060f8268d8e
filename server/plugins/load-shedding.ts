/**
 * Load shedding (docs/rules.md R29, R30; UP): when the event loop lags, the heap nears V8's limit or the
 * process grows past its RSS bound, new requests get an immediate 503 with Retry-After instead of
 * joining an ever longer queue. Pages get the static localized "temporarily unavailable" document,
 * calls the JSON error body; both cost nothing to build. Liveness and the internal routes are never
 * shed: a busy process is not a dead one, and its operator needs the numbers most then; nor are assets,
 * media and pages the page cache answers (`request-cost.ts`), which cost next to nothing. While the
 * server closes, connections are drained (`drainOnClose`).
 */
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createI18n } from '../../shared/i18n/instance.ts';
import { localeFromPath } from '../../shared/i18n/locale-detect.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import type { Config } from '../config.ts';
import { requestLocale } from '../errors.ts';
import { fallbackErrorPage } from '../render/fallback-page.ts';
import { RenderGate } from '../render/render-gate.ts';
import type { RequestCosts } from './request-cost.ts';

export const NEVER_SHED = ['/healthz', '/internal/', '/metrics'];

function isJsonRequest(request: FastifyRequest): boolean {
  return (
    request.url.startsWith('/api/') ||
    request.url.startsWith('/search-hashtags') ||
    request.method !== 'GET' ||
    (request.headers.accept ?? '').startsWith('application/json')
  );
}

/**
 * docs/rules.md R30: while closing, every answer tells its client to drop the connection, and each
 * connection that goes idle is closed, so `close()` ends with the last request in flight rather than
 * waiting out kept-alive sockets. Requests that still arrive get Fastify's 503 (`return503OnClosing`).
 */
function drainOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks: they run on every request, and cost nothing but a check until the close.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing && !reply.raw.headersSent) reply.header('Connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}

/**
 * Registers the shedding and answers the gate renders go through (`render/render-gate.ts`): its limit
 * applies while the event loop's utilization over the last sample reaches RENDER_SHED_UTILIZATION_PERCENT.
 */
export async function loadShedding(
  app: FastifyInstance,
  { config, stylesheets, costs }: { config: Config; stylesheets: string[]; costs: RequestCosts },
): Promise<RenderGate> {
  const pages = Object.fromEntries(
    LOCALES.map((locale) => [locale, fallbackErrorPage(locale, 'unavailable', stylesheets)]),
  ) as Record<Locale, string>;
  const messages = Object.fromEntries(
    LOCALES.map((locale) => [locale, createI18n(locale).t('errors.upstream')]),
  ) as Record<Locale, string>;
  const heapLimit = getHeapStatistics().heap_size_limit;
  drainOnClose(app);

  // @fastify/under-pressure sends a value the pressure handler returns and ends the request there
  // (sending it ourselves would let later hooks and the handler still run); its types only allow void.
  const shed = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
    if (NEVER_SHED.some((prefix) => request.url.startsWith(prefix))) return undefined;
    // What costs next to nothing is still served: assets, media, pages from the page cache.
    if (costs.isCheap(request)) return undefined;
    request.log.warn({ type, value }, 'load shed: answering 503');
    reply
      .code(503)
      .header('Retry-After', String(config.LOAD_RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store');
    if (isJsonRequest(request)) {
      reply.type('application/json; charset=utf-8');
      return { error: 'overloaded', message: messages[requestLocale(request)], requestId: request.id };
    }
    reply.type('text/html; charset=utf-8');
    return pages[localeFromPath(request.url) ?? requestLocale(request)];
  };

  await app.register(underPressure, {
    maxEventLoopDelay: config.LOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: Math.floor((heapLimit * config.LOAD_MAX_HEAP_USED_PERCENT) / 100),
    maxRssBytes: config.LOAD_MAX_RSS_BYTES,
    sampleInterval: config.LOAD_SAMPLE_INTERVAL_MS,
    retryAfter: config.LOAD_RETRY_AFTER_SECONDS,
    pressureHandler: shed as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
    // Utilization over each sample rather than since start: what the render gate asks.
    eventLoopUtilizationMode: 'interval',
  });
  return new RenderGate({
    concurrency: config.RENDER_CONCURRENCY,
    queueMax: config.RENDER_QUEUE_MAX,
    queueTimeoutMs: config.RENDER_QUEUE_TIMEOUT_MS,
    busy: () => app.memoryUsage().eventLoopUtilized * 100 >= config.RENDER_SHED_UTILIZATION_PERCENT,
  });
}
