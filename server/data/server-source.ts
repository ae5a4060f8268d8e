/**
 * The server's data source for loaders: contract calls made upstream on behalf of one page request,
 * carrying its request id and aborted with it. Failures become the status the page answers with:
 * 404 for a missing item, 503 for everything else (RELIABILITY R28).
 */
import type { FastifyBaseLogger } from 'fastify';
import { callsById } from '../../shared/contract/index.ts';
import { type DataSource, DataSourceError } from '../../shared/data/source.ts';
import { callUpstream } from '../upstream/call.ts';
import { type Upstream, UpstreamFailure } from '../upstream/client.ts';

export interface ServerSourceOptions {
  upstream: Upstream;
  log: FastifyBaseLogger;
  requestId: string;
  signal?: AbortSignal;
}

export function createServerDataSource({
  upstream,
  log,
  requestId,
  signal,
}: ServerSourceOptions): DataSource {
  return {
    async load(id, input = {}, options = {}) {
      const call = callsById.get(id);
      if (!call) throw new DataSourceError(500, 'unknown_call', id);
      const signals = [signal, options.signal].filter((s): s is AbortSignal => Boolean(s));
      try {
        const result = await callUpstream(upstream, call, {
          params: input.params as Record<string, unknown> | undefined,
          query: input.query as Record<string, unknown> | undefined,
          headers: { 'x-request-id': requestId },
          signal: signals.length ? AbortSignal.any(signals) : undefined,
        });
        if (result.ok) return result.data as never;
        if (result.status === 404) throw new DataSourceError(404, 'not_found');
        log.warn(
          { call: id, status: result.status, code: result.code },
          'upstream answered an error to a loader',
        );
        throw new DataSourceError(503, 'upstream_unavailable');
      } catch (error) {
        if (error instanceof DataSourceError) throw error;
        const kind = error instanceof UpstreamFailure ? error.kind : 'failed';
        log.warn({ call: id, kind }, 'upstream call failed for a loader');
        throw new DataSourceError(503, 'upstream_unavailable');
      }
    },
  };
}
