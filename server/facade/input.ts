/**
 * Validates a facade request against its call's schemas before anything is forwarded (RELIABILITY R2):
 * strict objects, so unknown and repeated keys are refused; a failure names the field.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '../../shared/contract/define.ts';
import { WebError } from '../errors.ts';

export interface ParsedInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0)
  );
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  part: string,
): Record<string, unknown> | undefined {
  if (!schema) {
    if (!isEmpty(value)) throw new WebError('validation_failed', { field: part });
    return undefined;
  }
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.length
      ? issue.path.join('.')
      : (issue as { keys?: string[] } | undefined)?.keys?.[0];
    throw new WebError('validation_failed', { field: field ?? part });
  }
  return result.data as Record<string, unknown>;
}

export function parseCallInput(call: CallDef, request: FastifyRequest): ParsedInput {
  return {
    params: parsePart(call.params, request.params, 'params'),
    query: parsePart(call.query, request.query, 'query'),
    body: call.method === 'GET' ? undefined : parsePart(call.body, request.body, 'body'),
  };
}
