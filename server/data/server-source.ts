/**
 * The server's data source for loaders (DESIGN §6): user-independent calls read through the shared
 * content cache, anything else goes upstream per request; either way with the page request's id and
 * aborted with it. Loader input is checked against the call's schemas exactly as the facade checks a
 * browser's, so both build the same cache key. Failures become the status the page answers with: 404
 * for a missing item or an impossible slug (no upstream call, R1), 503 for everything else (R28).
 *
 * Each cached read is reported to `onRead`, so a page cached whole knows what it showed (its tags) and
 * how fresh its data was.
 */
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { type CallDef, serializeQuery } from '../../shared/contract/define.ts';
import { callsById } from '../../shared/contract/index.ts';
import { type DataSource, DataSourceError } from '../../shared/data/source.ts';
import { type CachedAnswer, RefusedAnswer } from '../cache/content-cache.ts';
import { parsedAnswer } from '../cache/parsed-answers.ts';
import { type CacheLabel, ReadAborted } from '../cache/swr-store.ts';
import { UpstreamFailure } from '../upstream/client.ts';
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

type Parsed = { params?: Record<string, unknown>; query?: Record<string, unknown> };

/** Loader input goes through the wire form and the call's schemas, like a browser's request would. */
function parsePart(schema: z.ZodType | undefined, wire: string) {
  if (!schema) return { ok: true as const, data: undefined };
  const parsed = schema.safeParse(Object.fromEntries(new URLSearchParams(wire)));
  return parsed.success
    ? { ok: true as const, data: parsed.data as Record<string, unknown> }
    : { ok: false as const, data: undefined };
}

/**
 * Pages ask for the same few inputs over and over: their validated form is remembered by wire form
 * (bounded), so a render does not validate what it validated a moment ago. Failures are not kept.
 */
const parsedInputs = new LRUCache<string, Parsed>({ max: 1000 });
const MEMO_MAX_KEY_LENGTH = 512;

function parseLoaderInput(call: CallDef, input: { params?: unknown; query?: unknown }): Parsed {
  const params = serializeQuery((input.params ?? {}) as Record<string, unknown>);
  const query = serializeQuery((input.query ?? {}) as Record<string, unknown>);
  const memoKey = `${call.id}|${params}|${query}`;
  const memoized = memoKey.length <= MEMO_MAX_KEY_LENGTH;
  const known = memoized ? parsedInputs.get(memoKey) : undefined;
  if (known) return known;
  const parsedParams = parsePart(call.params, params);
  if (!parsedParams.ok) throw new DataSourceError(404, 'not_found');
  const parsedQuery = parsePart(call.query, query);
  if (!parsedQuery.ok) throw new DataSourceError(400, 'validation_failed');
  const parsed = { params: parsedParams.data, query: parsedQuery.data };
  if (memoized) parsedInputs.set(memoKey, parsed);
  return parsed;
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
      const parsed = parseLoaderInput(call, input);
      const signals = [signal, options.signal].filter((s): s is AbortSignal => Boolean(s));
      const combined = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
      try {
        if (call.cache) {
          const read = await content.cache.read(call, parsed, { requestId, signal: () => combined });
          onRead?.({ label: read.label, answer: read.found ? read.answer : null });
          if (!read.found) throw new DataSourceError(404, 'not_found');
          return parsedAnswer(read.answer) as never;
        }
        const result = await content.caller.call(call, parsed, { requestId, signal: combined });
        if (result.ok) return result.data as never;
        if (result.status === 404) throw new DataSourceError(404, 'not_found');
        throw new DataSourceError(503, 'upstream_unavailable');
      } catch (error) {
        if (error instanceof DataSourceError) throw error;
        if (error instanceof RefusedAnswer) throw new DataSourceError(error.status, error.code);
        if (error instanceof UpstreamFailure || error instanceof ReadAborted) {
          log.debug({ reqId: requestId, call: id, kind: error.name }, 'a loader got no data');
        } else {
          log.error({ reqId: requestId, call: id, err: error }, 'a loader data call failed unexpectedly');
        }
        throw new DataSourceError(503, 'upstream_unavailable');
      }
    },
  };
}
