/**
 * The browser's bodies of the session routes (login, the reset request): JSON only (R14), read by a
 * strict schema with the contract's own part parser, so a refusal names the field as the facade's does
 * (R2). The browser's body is not the upstream call's (the reset request adds this browser's flow id).
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseWith } from '../../shared/contract/input.ts';
import { WebError } from '../errors.ts';

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
