/**
 * `registerCall`: a Fastify route from a call definition. Params, query and body are validated by the
 * contract's one input parser (`shared/contract/input.ts`, the web tier's too) before the handler runs
 * (400 `validation_failed` naming the field, R2), and
 * the handler's result is parsed by the response schema, which strips fields the contract does not
 * name.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '../../shared/contract/define.ts';
import { parseCallInput } from '../../shared/contract/input.ts';
import { dropOnAnswer } from '../cache-drops.ts';
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
  /**
   * Names cache tags this write changed beyond what its contract entry names: every web instance and
   * the CDN drop them when the answer reaches the web tier (`api/cache-drops.ts`).
   */
  drop(tags: readonly string[]): void;
}

export type CallHandler<C extends CallDef> = (
  input: CallInput<C>,
  context: CallContext,
) => Promise<z.input<C['response']>>;

export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    handler: async (request, reply) => {
      const verdict = parseCallInput(call, request);
      if (!verdict.ok) {
        const { field, reason } = verdict.problem;
        throw new ApiError('validation_failed', { field, message: `${field}: ${reason}` });
      }
      const result = await handler(verdict.input as CallInput<C>, {
        ip: request.ip,
        headers: request.headers,
        drop: (tags) => dropOnAnswer(reply, tags),
      });
      const response = call.response.safeParse(result);
      if (!response.success) {
        throw new Error(`the answer of ${call.id} does not match its schema: ${response.error.message}`);
      }
      return response.data;
    },
  });
}
