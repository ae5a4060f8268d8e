/**
 * How the session and sign-in routes make their upstream calls: through the content layer's caller
 * (its breaker, deadline and answer validation, R24, R25, R3), with the request id and the visitor's
 * address. A refused call becomes the same JSON error the facade sends (R21), or `null` so the caller
 * may answer differently (a redirect).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '../../shared/contract/define.ts';
import { sendError, sendErrorBody, WebError } from '../errors.ts';
import { visitorSignal } from '../facade/routes.ts';
import type { UpstreamResult } from '../upstream/call.ts';
import type { CallInput } from '../upstream/caller.ts';
import { UpstreamFailure } from '../upstream/client.ts';

export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; field?: string; retryAfter?: string };

export async function callSession<C extends CallDef>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  call: C,
  input: CallInput,
  headers: Record<string, string> = {},
): Promise<Outcome<z.output<C['response']>>> {
  let result: UpstreamResult;
  try {
    result = await app.contentLayer.caller.call(call, input, {
      requestId: request.id,
      signal: visitorSignal(reply),
      headers: { 'x-forwarded-for': request.ip, ...headers },
    });
  } catch (error) {
    if (error instanceof UpstreamFailure) return { ok: false, status: 503, code: 'upstream_unavailable' };
    throw error;
  }
  if (result.ok) return { ok: true, data: result.data as z.output<C['response']> };
  if (result.status >= 500) return { ok: false, status: 503, code: 'upstream_unavailable' };
  return {
    ok: false,
    status: result.status,
    code: result.code,
    field: result.field,
    retryAfter: result.retryAfter,
  };
}

/** Answers a failed outcome as JSON: the API's 4xx code with a localized generic message, or 503. */
export function sendOutcomeError(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Extract<Outcome<unknown>, { ok: false }>,
) {
  if (outcome.status >= 500) return sendError(request, reply, 'upstream_unavailable');
  return sendErrorBody(request, reply, outcome.status, outcome.code, {
    field: outcome.field,
    retryAfter: outcome.retryAfter,
  });
}

/** R14: a JSON call refuses a simple content type (text/plain, form) with 415. */
export function assertJsonBody(request: FastifyRequest): void {
  const length = request.headers['content-length'];
  if (!length || length === '0') return;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new WebError('unsupported_media_type');
}

/** A strict schema's verdict on the body, as the facade gives it (400 naming the field, R2). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length
    ? issue.path.join('.')
    : (issue as { keys?: string[] } | undefined)?.keys?.[0];
  throw new WebError('validation_failed', { field: field ?? 'body' });
}
