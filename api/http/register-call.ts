/**
 * `callRegistrar(app, callers)`: registers Fastify routes from call definitions. Params, query and
 * body are validated by the contract's one input parser (`shared/contract/input.ts`, the web tier's
 * too) before anything else (400 `validation_failed` naming the field, R2); then the caller is found
 * from the call's `auth` level (`required`: 401 `unauthorized` without a session, before the handler
 * runs; `admin`: 404 `not_found` unless the caller is an administrator; `optional`: the caller or
 * null; `none`: never looked up) and, for calls marked `drafts`,
 * whether drafts are shown. The handler's result is parsed by the response schema, which strips
 * fields the contract does not name.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { readerTag } from '../../shared/cache-drops.ts';
import type { AuthMode, CallDef } from '../../shared/contract/define.ts';
import { parseCallInput } from '../../shared/contract/input.ts';
import { dropOnAnswer } from '../cache-drops.ts';
import { ApiError } from '../errors.ts';
import type { Caller, CallerLookup } from './caller.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface CallInput<C extends CallDef> {
  params: Parsed<NonNullable<C['params']>>;
  query: Parsed<NonNullable<C['query']>>;
  body: Parsed<NonNullable<C['body']>>;
}

/** The caller a handler gets for an `auth` level. */
type CallerFor<A extends AuthMode, T> = A extends 'required' | 'admin'
  ? T
  : A extends 'optional'
    ? T | null
    : null;

/** What a handler may know about the request besides its validated input. */
export interface CallContext<D extends CallDef = CallDef, C extends Caller = Caller> {
  ip: string;
  headers: IncomingHttpHeaders;
  /** Who calls (`auth: 'required'`: always someone; `'optional'`: maybe; `'none'`: null). */
  caller: CallerFor<D['auth'], C>;
  /** The caller's user, the one every service acts for (R17). */
  user: CallerFor<D['auth'], C['user']>;
  /** Calls marked `drafts`: whether this request sees drafts; false for every other call. */
  drafts: boolean;
  /**
   * Names cache tags this write changed beyond what its contract entry names: every web instance and
   * the CDN drop them when the answer reaches the web tier (`api/cache-drops.ts`).
   */
  drop(tags: readonly string[]): void;
}

export type CallHandler<D extends CallDef, C extends Caller = Caller> = (
  input: CallInput<D>,
  context: CallContext<D, C>,
) => Promise<z.input<D['response']>>;

/** Registers one call; the only way a domain's routes reach Fastify. */
export type RegisterCall<C extends Caller = Caller> = <D extends CallDef>(
  call: D,
  handler: CallHandler<D, C>,
) => void;

export function callRegistrar<C extends Caller>(
  app: FastifyInstance,
  callers: CallerLookup<C>,
): RegisterCall<C> {
  return (call, handler) => registerCall(app, callers, call, handler);
}

async function callerOf<C extends Caller>(
  call: CallDef,
  callers: CallerLookup<C>,
  headers: IncomingHttpHeaders,
): Promise<C | null> {
  if (call.auth === 'none') return null;
  const caller = await callers.caller(headers);
  // docs/desk.md: a desk call answers anyone but an administrator as if it did not exist (no hint
  // that the desk is there), read from the session's row on every request, so a revoked role ends
  // the desk at the next call.
  if (call.auth === 'admin' && (!caller || !callers.isAdmin(caller))) throw new ApiError('not_found');
  if (!caller && call.auth === 'required') throw new ApiError('unauthorized');
  return caller;
}

function registerCall<D extends CallDef, C extends Caller>(
  app: FastifyInstance,
  callers: CallerLookup<C>,
  call: D,
  handler: CallHandler<D, C>,
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
      const caller = await callerOf(call, callers, request.headers);
      const result = await handler(verdict.input as CallInput<D>, {
        ip: request.ip,
        headers: request.headers,
        caller: caller as CallerFor<D['auth'], C>,
        user: (caller?.user ?? null) as CallerFor<D['auth'], C['user']>,
        drafts: call.drafts ? await callers.showsDrafts(request.headers) : false,
        drop: (tags) => dropOnAnswer(reply, tags),
      });
      const response = call.response.safeParse(result);
      if (!response.success) {
        throw new Error(`the answer of ${call.id} does not match its schema: ${response.error.message}`);
      }
      // A signed-in user's write may change anything the web tier keeps for that reader (their user
      // answer, shelf, states, sessions): docs/architecture.md#the-reader-cache.
      if (call.method !== 'GET' && caller) dropOnAnswer(reply, [readerTag(caller.user.id)]);
      return response.data;
    },
  });
}
