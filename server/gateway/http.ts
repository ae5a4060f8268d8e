/**
 * How the web tier's HTTP routes (the facade, the session and sign-in routes) say what the gateway
 * delivered: a served answer with its cache headers, or a failure as the one JSON error shape (R21):
 * the upstream's 4xx code and field with a localized message, or 503 with Retry-After, never an
 * upstream body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../cache/clock.ts';
import { sendError, sendErrorBody } from '../errors.ts';
import type { Failed, Served } from './gateway.ts';

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
  return reply
    .code(200)
    .header('X-Cache', label)
    .type('application/json; charset=utf-8')
    .header('Cache-Control', policy.cacheControl)
    .header('Age', String(Math.max(0, Math.floor((clock.now() - answer.storedAt) / 1000))))
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
