/**
 * The call contract: one definition per HTTP call the browser may make (docs/architecture.md#the-call-contract plus the extra calls
 * the screens need). The content API registers its handlers from these definitions, the web tier's
 * facade validates and forwards by them, loaders and the browser client are typed by them, and the
 * OpenAPI document is generated from them. Paths use Fastify's `:param` syntax and keep the product's
 * paths exactly (including the trailing slash of the comment call).
 */
import type { z } from 'zod';
import { fillPath } from '../paths.ts';

export type Method = 'GET' | 'POST';

/** docs/rules.md R23: the body limit of calls whose bodies carry a few short fields (a word, some ids, a form). */
export const SMALL_BODY_LIMIT_BYTES = 16 * 1024;
/**
 * Whether the facade must, may or must not send the session's bearer token upstream. `admin`: a
 * desk call (docs/desk.md): the session must be an administrator's, else the call is a 404.
 */
export type AuthMode = 'none' | 'optional' | 'required' | 'admin';
/** Named cache policies of the web tier (docs/architecture.md#the-content-cache); only user-independent GETs name one. */
export type CachePolicyName = 'tags' | 'lists' | 'item' | 'search' | 'hashtags';
/** Body encodings of docs/architecture.md#the-call-contract: "form" calls send urlencoded fields, the others JSON. */
export type BodyEncoding = 'json' | 'form';
/**
 * Which cached content a successful write changes (docs/architecture.md#the-content-cache): the item named by the call's path
 * params, its content type in `kindParam` and its identity in `idParam` and/or `slugParam`. The web
 * tier drops every cached answer and page that showed that item.
 */
export interface CacheInvalidation {
  kindParam: string;
  idParam?: string;
  slugParam?: string;
}

export interface CallDef<
  Id extends string = string,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
> {
  /** Stable id, `group.action` (the group is the circuit-breaker group of the facade). */
  id: Id;
  method: Method;
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyEncoding?: BodyEncoding;
  response: R;
  auth: A;
  cache?: CachePolicyName;
  /** Writes only: the cached content this call changes. */
  invalidates?: CacheInvalidation;
  /**
   * Cached reads whose answer names no item (a comment list): the item their params name, so the
   * write that `invalidates` it drops them too.
   */
  cacheTags?: CacheInvalidation;
  /**
   * Signed-in reads kept per reader by the web tier (docs/architecture.md#the-reader-cache): the answer
   * is stored under the reader's user id, never shared, and dropped by that reader's own writes and by
   * the API's drops of `reader:<id>`.
   */
  readerCache?: boolean;
  /** Body size limit in bytes when smaller than the global one (docs/rules.md R23). */
  bodyLimit?: number;
  /**
   * Reads whose answer includes drafts for an admin in test-admin mode (docs/product.md#roles, docs/architecture.md#sessions-and-accounts): the web
   * tier sends them the session's token and the mode's header, which keeps them out of shared caches.
   */
  drafts?: boolean;
}

export function defineCall<
  const Id extends string,
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
  const A extends AuthMode = AuthMode,
>(def: CallDef<Id, P, Q, B, R, A>): CallDef<Id, P, Q, B, R, A> {
  if (def.cache && (def.method !== 'GET' || def.auth === 'required' || def.auth === 'admin')) {
    throw new Error(`call ${def.id}: only anonymous-safe GETs may name a cache policy`);
  }
  if (def.cacheTags && !def.cache && !def.readerCache) {
    throw new Error(`call ${def.id}: only cached reads carry cache tags`);
  }
  if (def.readerCache && (def.method !== 'GET' || def.auth === 'none' || def.cache)) {
    throw new Error(`call ${def.id}: only signed-in GETs without a shared policy are kept per reader`);
  }
  if (def.invalidates && def.method === 'GET') {
    throw new Error(`call ${def.id}: only writes invalidate cached content`);
  }
  if (def.drafts && def.method !== 'GET') {
    throw new Error(`call ${def.id}: only reads show drafts`);
  }
  return Object.freeze(def);
}

/** What a caller passes: validated (parsed) params, query and body of a call. */
export type CallInput<C extends CallDef> = {
  params?: NonNullable<C['params']> extends z.ZodType ? z.output<NonNullable<C['params']>> : never;
  query?: NonNullable<C['query']> extends z.ZodType ? z.output<NonNullable<C['query']>> : never;
  body?: NonNullable<C['body']> extends z.ZodType ? z.output<NonNullable<C['body']>> : never;
};
export type CallOutput<C extends CallDef> = z.output<C['response']>;

/** The call group: the part of the id before the first dot. */
export function callGroup(call: CallDef): string {
  return call.id.split('.')[0] ?? call.id;
}

/** The wire facts of a call, without schemas: what the browser needs to make it. */
export type CallWire = Pick<CallDef, 'id' | 'method' | 'path' | 'bodyEncoding'>;

/** Builds a concrete path from a call's path pattern and already validated params. */
export function buildPath(call: Pick<CallDef, 'id' | 'path'>, params: Record<string, unknown> = {}): string {
  return fillPath(call.path, params, `call ${call.id}`);
}

/** A call's body on the wire (docs/architecture.md#the-call-contract): urlencoded fields for "form" calls, JSON for the others. */
export function encodeBody(
  call: Pick<CallDef, 'bodyEncoding'>,
  body: Record<string, unknown> = {},
): { body: string; contentType: string } {
  if (call.bodyEncoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) if (value !== undefined) form.set(key, String(value));
    return { body: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * Turns a parsed query object back into the wire form: numbers and strings as text, arrays (tag ids)
 * as JSON, as docs/architecture.md#the-call-contract sends them. Keys are sorted so equal queries give equal strings.
 */
export function serializeQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}
