/**
 * The facade (docs/architecture.md#tiers, docs/architecture.md#the-call-contract): every call of the contract
 * at its contract path on the web server, the browser's adapter to the call gateway (`server/gateway`). Each
 * request is checked for cross-site writes and its content type here; the gateway validates it by the call's
 * schemas before anything goes upstream (R2, R14), answers a user-independent call fetched without a user
 * token from the content cache (R26, R27) and anything else upstream with the session's headers, and drops
 * what a successful write changed. Upstream failures become a localized 503 with Retry-After, never an
 * upstream body (R21, R28).
 *
 * A call made with the reader's token is per-request work the cache cannot take (docs/rules.md R29, S2):
 * it takes a slot of the same gate as the renders (`render/render-gate.ts`), and when the process is
 * saturated it is shed like a render, at once with the JSON 503 and Retry-After, rather than joining a
 * queue in front of the database that the reader's client gives up on.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef } from '../../shared/contract/define.ts';
import { allCalls } from '../../shared/contract/index.ts';
import { sendErrorBody, WebError } from '../errors.ts';
import { sendFailed, sendServed, visitorSignal } from '../gateway/http.ts';
import { type RenderGate, RenderShed } from '../render/render-gate.ts';
import { assertSameOriginWrite } from './csrf.ts';

export interface FacadeOptions {
  /** Where writes may come from (`Config.siteOrigins`). */
  siteOrigins: readonly string[];
  /** Headers the session layer adds for a call (the bearer token), never taken from the browser. */
  upstreamHeaders?: (request: FastifyRequest, call: CallDef) => Record<string, string>;
  /** The gate the signed-in calls share with the renders, and the Retry-After of a shed one. */
  load?: { gate: RenderGate; retryAfterSeconds: number };
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
  const { siteOrigins, upstreamHeaders, load } = options;
  const layer = app.contentLayer;
  const { gateway } = layer;

  for (const call of allCalls) {
    app.route({
      method: call.method,
      url: call.path,
      ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
      handler: async (request, reply) => {
        if (call.method !== 'GET') assertSameOriginWrite(request, siteOrigins);
        assertContentType(request, call);
        const verdict = gateway.parse(call, request, request.url);
        if (!verdict.ok) throw new WebError('validation_failed', { field: verdict.problem.field });
        const headers = upstreamHeaders?.(request, call) ?? {};
        const gate = headers.authorization ? load?.gate : undefined;
        if (gate && load) {
          try {
            await gate.enter(visitorSignal(reply));
          } catch (error) {
            if (!(error instanceof RenderShed)) throw error;
            request.log.info('signed-in call shed: answering 503');
            return sendErrorBody(request, reply, 503, 'overloaded', {
              retryAfter: String(load.retryAfterSeconds),
            });
          }
        }
        try {
          const delivery = await gateway.send(call, verdict.input, {
            requestId: request.id,
            signal: () => visitorSignal(reply),
            headers,
            bypassCache: request.cacheBypass?.caches === true,
          });
          return delivery.ok
            ? sendServed(reply, delivery, layer.clock)
            : sendFailed(request, reply, delivery);
        } finally {
          gate?.leave();
        }
      },
    });
  }
}
