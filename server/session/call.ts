/**
 * How the session and sign-in routes make their upstream calls: through the call gateway (its
 * breaker, deadline and answer validation, R24, R25, R3), with the request id and the visitor's
 * address. A refused call comes back as data, so a route may answer with the same JSON error the
 * facade sends (`sendFailed`, R21) or differently (a redirect).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '../../shared/contract/define.ts';
import { type ParsedCallInput, parseWith } from '../../shared/contract/input.ts';
import { WebError } from '../errors.ts';
import { type Failed, servedData } from '../gateway/gateway.ts';
import { visitorSignal } from '../gateway/http.ts';

export type Outcome<T> = { ok: true; data: T } | Failed;

export async function callSession<C extends CallDef>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  call: C,
  input: ParsedCallInput,
  headers: Record<string, string> = {},
): Promise<Outcome<z.output<C['response']>>> {
  const delivery = await app.contentLayer.gateway.send(call, input, {
    requestId: request.id,
    signal: () => visitorSignal(reply),
    headers: { 'x-forwarded-for': request.ip, ...headers },
  });
  if (!delivery.ok) return delivery;
  return { ok: true, data: servedData(delivery) as z.output<C['response']> };
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
  const verdict = parseWith(schema, body, 'body');
  if (verdict.ok) return verdict.value as z.output<S>;
  throw new WebError('validation_failed', { field: verdict.problem.field });
}
