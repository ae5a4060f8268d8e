/**
 * `registerCall`: a Fastify route from a call definition. Params, query and body are validated with
 * the call's zod schemas before the handler runs (400 `validation_failed` naming the field, R2), and
 * the handler's result is parsed by the response schema, which strips fields the contract does not
 * name (STYLE 7).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '../../shared/contract/define.ts';
import { ApiError } from '../errors.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface CallInput<C extends CallDef> {
  params: Parsed<NonNullable<C['params']>>;
  query: Parsed<NonNullable<C['query']>>;
  body: Parsed<NonNullable<C['body']>>;
}

/** What a handler may know about the request besides its validated input. */
export interface CallContext {
  ip: string;
  headers: IncomingHttpHeaders;
}

export type CallHandler<C extends CallDef> = (
  input: CallInput<C>,
  context: CallContext,
) => Promise<z.input<C['response']>>;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0)
  );
}

/** An unknown key is named back to the caller, so it is cut to a sane length first. */
const FIELD_MAX_CHARS = 64;

function validationError(issue: z.core.$ZodIssue | undefined, fallbackField: string): ApiError {
  const keys = issue?.code === 'unrecognized_keys' ? issue.keys : [];
  const named = keys[0] ?? (issue?.path[0] !== undefined ? String(issue.path[0]) : fallbackField);
  const field = named.slice(0, FIELD_MAX_CHARS);
  const reason = issue?.code === 'unrecognized_keys' ? 'unknown parameter' : (issue?.message ?? 'invalid');
  return new ApiError('validation_failed', { field, message: `${field}: ${reason}` });
}

/** A call without a schema for a part accepts nothing there. */
function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) {
    if (isEmpty(value)) return undefined;
    const field = (typeof value === 'object' && value ? (Object.keys(value)[0] ?? part) : part).slice(
      0,
      FIELD_MAX_CHARS,
    );
    throw new ApiError('validation_failed', { field, message: `${field}: unknown parameter` });
  }
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error.issues[0], part);
  return result.data;
}

export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    handler: async (request) => {
      const input = {
        params: parsePart(call.params, request.params, 'params'),
        query: parsePart(call.query, request.query, 'query'),
        body: parsePart(call.body, request.body, 'body'),
      } as CallInput<C>;
      const result = await handler(input, { ip: request.ip, headers: request.headers });
      const response = call.response.safeParse(result);
      if (!response.success) {
        throw new Error(`the answer of ${call.id} does not match its schema: ${response.error.message}`);
      }
      return response.data;
    },
  });
}
