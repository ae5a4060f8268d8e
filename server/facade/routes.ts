/**
 * The facade (DESIGN §1, §2): every call of the contract at its spec path on the web server. Each
 * request is validated by the call's schemas, checked for cross-site writes, forwarded to the content
 * API with the request id, and answered with the API's validated answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef } from '../../shared/contract/define.ts';
import { allCalls } from '../../shared/contract/index.ts';
import { sendError, sendErrorBody, WebError } from '../errors.ts';
import { callUpstream } from '../upstream/call.ts';
import { type Upstream, UpstreamFailure } from '../upstream/client.ts';
import { assertSameOriginWrite } from './csrf.ts';
import { parseCallInput } from './input.ts';

export interface FacadeOptions {
  upstream: Upstream;
  publicOrigin: string;
  /** Headers the session layer adds for a call (the bearer token), never taken from the browser. */
  upstreamHeaders?: (request: FastifyRequest, call: CallDef) => Record<string, string>;
}

const CONTENT_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded' } as const;

function assertContentType(request: FastifyRequest, call: CallDef) {
  if (
    call.method === 'GET' ||
    !request.headers['content-length'] ||
    request.headers['content-length'] === '0'
  )
    return;
  const expected = CONTENT_TYPES[call.bodyEncoding ?? 'json'];
  const actual = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (actual !== expected) throw new WebError('unsupported_media_type');
}

export async function facadeRoutes(app: FastifyInstance, options: FacadeOptions) {
  const { upstream, publicOrigin, upstreamHeaders } = options;

  for (const call of allCalls) {
    app.route({
      method: call.method,
      url: call.path,
      ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
      handler: async (request, reply) => {
        if (call.method !== 'GET') assertSameOriginWrite(request, publicOrigin);
        assertContentType(request, call);
        const input = parseCallInput(call, request);
        const controller = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        try {
          const result = await callUpstream(upstream, call, {
            ...input,
            headers: { 'x-request-id': request.id, ...upstreamHeaders?.(request, call) },
            signal: controller.signal,
          });
          if (!result.ok) {
            if (result.status >= 500) {
              request.log.warn(
                { call: call.id, status: result.status, code: result.code },
                'upstream failed',
              );
              return sendError(request, reply, 'upstream_unavailable');
            }
            return sendErrorBody(request, reply, result.status, result.code, {
              field: result.field,
              retryAfter: result.retryAfter,
            });
          }
          return reply.code(result.status).header('Cache-Control', 'no-store').send(result.data);
        } catch (error) {
          if (!(error instanceof UpstreamFailure)) throw error;
          request.log.warn({ call: call.id, kind: error.kind }, 'upstream unreachable');
          return sendError(request, reply, 'upstream_unavailable');
        }
      },
    });
  }
}
