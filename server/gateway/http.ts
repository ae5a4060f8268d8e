/**
 * How the web tier's HTTP routes (the facade, the session and sign-in routes) make a call through the gateway
 * and say what it delivered: a served answer with its cache headers, or a failure as the one JSON error shape
 * (R21): the upstream's 4xx code and field with a localized message, or 503 with Retry-After, never an
 * upstream body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '../../shared/contract/define.ts';
import type { ParsedCallInput } from '../../shared/contract/input.ts';
import { surrogateHeaders } from '../cache/surrogate-keys.ts';
import { ageHeader } from '../cache/swr-store.ts';
import type { Clock } from '../clock.ts';
import { sendError, sendErrorBody } from '../errors.ts';
import { type Failed, type Served, servedData } from './gateway.ts';

/** Aborts when the visitor goes away before the answer is sent (R24). */
export function visitorSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** A shared answer carries its policy's Cache-Control and its age; a per-user one is `no-store`. */
export function sendServed(reply: FastifyReply, served: Served, clock: Clock) {
  if (served.from === 'upstream') {
    return reply.code(served.status).header('Cache-Control', 'no-store').send(served.data);
  }
  const { answer, policy, label } = served;
  const keys = surrogateHeaders(answer.tags);
  return reply
    .code(200)
    .header('X-Cache', label)
    .header('Surrogate-Key', keys.surrogate)
    .header('Cache-Tag', keys.cacheTag)
    .type('application/json; charset=utf-8')
    .header('Cache-Control', policy.cacheControl)
    .header('Age', ageHeader(answer, clock))
    .send(answer.body);
}

export function sendFailed(request: FastifyRequest, reply: FastifyReply, failed: Failed) {
  if (failed.label) reply.header('X-Cache', failed.label);
  if (failed.status >= 500) return sendError(request, reply, 'upstream_unavailable');
  return sendErrorBody(request, reply, failed.status, failed.code, {
    field: failed.field,
    retryAfter: failed.retryAfter,
  });
}

export type Outcome<T> = { ok: true; data: T } | Failed;

/**
 * A call made by one of the web tier's own routes (session, sign-in) for the visitor: with the request
 * id and the visitor's address (the API counts its limits per person, not per web server), stopped if
 * the visitor leaves. A refusal comes back as data, so the route may answer with the same JSON error
 * the facade sends (`sendFailed`) or differently (a redirect).
 */
export async function callForRoute<C extends CallDef>(
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
