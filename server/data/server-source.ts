/**
 * The server's data source for loaders (docs/architecture.md#rendering), their adapter to the call gateway
 * (`server/gateway`): a loader's input goes through the call's schemas in its wire form, exactly as a
 * browser's request does, so both build the same cache key; the gateway answers a user-independent
 * call from the shared content cache and anything else upstream, with the page request's id and
 * aborted with it. Failures become the status the page answers with: 404 for a missing item or an
 * impossible slug (no upstream call, R1), a refusal's own 4xx, 503 for everything else (R28).
 *
 * Each cached read is reported to `onRead`, so a page cached whole knows what it showed (its tags) and
 * how fresh its data was.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type CallDef, serializeQuery } from '../../shared/contract/define.ts';
import { callsById } from '../../shared/contract/index.ts';
import { type ParsedCallInput, wireInput } from '../../shared/contract/input.ts';
import { type DataSource, DataSourceError } from '../../shared/data/source.ts';
import type { CachedAnswer } from '../cache/content-cache.ts';
import type { CacheLabel } from '../cache/swr-store.ts';
import { type Delivery, type GatewayContext, servedData } from '../gateway/gateway.ts';
import type { ContentLayer } from './layer.ts';

export interface DataRead {
  label: CacheLabel;
  answer: CachedAnswer | null;
}

export interface ServerSourceOptions {
  content: ContentLayer;
  log: FastifyBaseLogger;
  requestId: string;
  signal?: AbortSignal;
  onRead?: (read: DataRead) => void;
}

type LoaderInput = { params?: unknown; query?: unknown };

/**
 * A loader's input through the gateway's parser, remembered by its wire form. An impossible path
 * param is a missing page (404, no upstream call); a query the schemas refuse is a 400.
 */
export function loaderInput(content: ContentLayer, call: CallDef, input: LoaderInput): ParsedCallInput {
  const params = serializeQuery((input.params ?? {}) as Record<string, unknown>);
  const query = serializeQuery((input.query ?? {}) as Record<string, unknown>);
  const verdict = content.gateway.parse(call, wireInput(input), `${params}|${query}`);
  if (verdict.ok) return verdict.input;
  if (verdict.problem.part === 'params') throw new DataSourceError(404, 'not_found');
  throw new DataSourceError(400, 'validation_failed');
}

/**
 * A loader's view of a failed call: 404 for a missing item; a refusal (a 4xx, say a reader's 403
 * without card access) keeps its status, so the loader shows what the reader may do instead; only
 * an upstream that failed makes the page unavailable (docs/rules.md R28).
 */
export function loaderFailure(delivery: Delivery & { ok: false }): DataSourceError {
  if (delivery.status === 404) return new DataSourceError(404, 'not_found');
  if (delivery.status >= 400 && delivery.status < 500) {
    return new DataSourceError(delivery.status, delivery.code);
  }
  return new DataSourceError(503, 'upstream_unavailable');
}

export function createServerDataSource({
  content,
  log,
  requestId,
  signal,
  onRead,
}: ServerSourceOptions): DataSource {
  return {
    async load(id, input = {}, options = {}) {
      const call = callsById.get(id);
      if (call?.method !== 'GET') throw new DataSourceError(500, 'unknown_call', id);
      const parsed = loaderInput(content, call, input);
      // Combined only when asked for: a read the shared cache answers (most of a page's) never asks,
      // and each `AbortSignal.any` is a composite signal per call for the collector to follow.
      let combined: AbortSignal | undefined;
      const context: GatewayContext = {
        requestId,
        signal: () => {
          if (combined) return combined;
          const given = options.signal;
          combined =
            signal && given && signal !== given ? AbortSignal.any([signal, given]) : (given ?? signal);
          return combined;
        },
      };
      let delivery: Delivery;
      try {
        delivery = await content.gateway.send(call, parsed, context);
      } catch (error) {
        log.error({ reqId: requestId, call: id, err: error }, 'a loader data call failed unexpectedly');
        throw new DataSourceError(503, 'upstream_unavailable');
      }
      // A read the shared cache answered (a remembered 404 too) tells the page cache what it showed.
      if (delivery.label) {
        onRead?.({
          label: delivery.label,
          answer: delivery.ok && delivery.from === 'cache' ? delivery.answer : null,
        });
      }
      if (delivery.ok) return servedData(delivery) as never;
      if (delivery.cause)
        log.debug({ reqId: requestId, call: id, kind: delivery.cause }, 'a loader got no data');
      throw loaderFailure(delivery);
    },
  };
}
