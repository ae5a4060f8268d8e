/**
 * The facade (DESIGN §1, §2): every call of the contract at its spec path on the web server. Each
 * request is checked for cross-site writes and validated by the call's schemas before anything goes
 * upstream (R2, R14). A user-independent call fetched without a user token is answered from the
 * content cache (R26, R27); anything else goes upstream per request with the request id and the
 * session's headers, and is answered `no-store`. A successful write drops the cached content it
 * changed. Upstream failures become a localized 503 with Retry-After, never an upstream body (R21, R28).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CallDef } from '../../shared/contract/define.ts';
import { allCalls } from '../../shared/contract/index.ts';
import { type ContentRead, RefusedAnswer } from '../cache/content-cache.ts';
import { invalidatedTags } from '../cache/keys.ts';
import { ReadAborted } from '../cache/swr-store.ts';
import type { ContentLayer } from '../data/layer.ts';
import { sendError, sendErrorBody, WebError } from '../errors.ts';
import { UpstreamFailure } from '../upstream/client.ts';
import { assertSameOriginWrite } from './csrf.ts';
import { type ParsedInput, parseCallInput } from './input.ts';

export interface FacadeOptions {
  /** Where writes may come from (`Config.siteOrigins`). */
  siteOrigins: readonly string[];
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

/** Aborts when the visitor goes away before the answer is sent (R24). */
export function visitorSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

function sendRead(request: FastifyRequest, reply: FastifyReply, read: ContentRead, layer: ContentLayer) {
  reply.header('X-Cache', read.label);
  if (!read.found) return sendErrorBody(request, reply, 404, read.code);
  const { answer, policy } = read;
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .header('Cache-Control', policy.cacheControl)
    .header('Age', String(Math.max(0, Math.floor((layer.clock.now() - answer.storedAt) / 1000))))
    .send(answer.body);
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof RefusedAnswer) {
    return sendErrorBody(request, reply, error.status, error.code, { field: error.field });
  }
  if (error instanceof UpstreamFailure || error instanceof ReadAborted) {
    return sendError(request, reply, 'upstream_unavailable');
  }
  throw error;
}

/**
 * Validated input of recent cacheable GETs by their exact URL, so a repeated read skips validation.
 * Only what passed the schemas is kept, the key is still built from it, and the bounds (entries and
 * URL length) keep a flood of distinct URLs from growing it.
 */
const INPUT_MEMO_ENTRIES = 2000;
const INPUT_MEMO_MAX_URL_LENGTH = 512;

export async function facadeRoutes(app: FastifyInstance, options: FacadeOptions) {
  const { siteOrigins, upstreamHeaders } = options;
  const layer = app.contentLayer;
  const inputs = new LRUCache<string, ParsedInput>({ max: INPUT_MEMO_ENTRIES });

  for (const call of allCalls) {
    app.route({
      method: call.method,
      url: call.path,
      ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
      handler: async (request, reply) => {
        if (call.method !== 'GET') assertSameOriginWrite(request, siteOrigins);
        assertContentType(request, call);
        const memoKey =
          call.cache && request.url.length <= INPUT_MEMO_MAX_URL_LENGTH ? `${call.id} ${request.url}` : null;
        let input = memoKey ? inputs.get(memoKey) : undefined;
        if (!input) {
          input = parseCallInput(call, request);
          if (memoKey) inputs.set(memoKey, input);
        }
        const userHeaders = upstreamHeaders?.(request, call) ?? {};
        try {
          // R26: only answers fetched without any user header may be shared.
          if (call.cache && Object.keys(userHeaders).length === 0 && !layer.bypassRequested(request)) {
            const signal = () => visitorSignal(reply);
            return sendRead(
              request,
              reply,
              await layer.cache.read(call, input, { requestId: request.id, signal }),
              layer,
            );
          }
          const result = await layer.caller.call(call, input, {
            requestId: request.id,
            signal: visitorSignal(reply),
            headers: userHeaders,
          });
          if (!result.ok) {
            if (result.status >= 500) return sendError(request, reply, 'upstream_unavailable');
            return sendErrorBody(request, reply, result.status, result.code, {
              field: result.field,
              retryAfter: result.retryAfter,
            });
          }
          if (call.invalidates) layer.invalidate(invalidatedTags(call, input.params));
          return reply.code(result.status).header('Cache-Control', 'no-store').send(result.data);
        } catch (error) {
          return sendFailure(request, reply, error);
        }
      },
    });
  }
}
