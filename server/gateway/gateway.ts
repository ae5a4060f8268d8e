/**
 * The call gateway: the one place where the web tier makes a call of the contract, whoever asks for
 * it (the facade for the browser, the loaders' data sources while a page renders, the session and
 * sign-in routes). A call is added to the contract and every caller can make it; nothing here knows
 * one call from another.
 *
 * It reads the input through the contract's one parser (`shared/contract/input.ts`), remembering the
 * validated form of recent reads; it chooses the shared content cache or the upstream (R26: only a
 * call that names a cache policy and carries no user header may be answered from, or stored in, the
 * shared cache); it drops the cached content a successful write changed (docs/architecture.md#the-content-cache); and it turns
 * every way a call can fail into one answer (R21, R28): the upstream's refusal (a 4xx, its code and
 * field) or `upstream_unavailable` (a 5xx, a timeout, an open breaker, a visitor who left). It never
 * throws for a failed call; only a bug throws. Each caller says the answer in its own terms: JSON and
 * status for the browser, a page's status for a loader, a redirect for a sign-in.
 */
import { LRUCache } from 'lru-cache';
import { CACHE_DROPS_HEADER, dropHeaderTags } from '../../shared/cache-drops.ts';
import type { CallDef } from '../../shared/contract/define.ts';
import {
  type InputVerdict,
  type ParsedCallInput,
  parseCallInput,
  type RawCallInput,
} from '../../shared/contract/input.ts';
import { type CachedAnswer, type ContentCache, RefusedAnswer } from '../cache/content-cache.ts';
import { invalidatedTags } from '../cache/keys.ts';
import { parsedAnswer } from '../cache/parsed-answers.ts';
import type { CachePolicy } from '../cache/policies.ts';
import { type ReaderCache, sessionId } from '../cache/reader-cache.ts';
import { type CacheLabel, ReadAborted } from '../cache/swr-store.ts';
import type { UpstreamCaller } from '../upstream/caller.ts';
import { UpstreamFailure } from '../upstream/client.ts';

export interface GatewayContext {
  /** Forwarded as `x-request-id`, so both tiers log one id (docs/operations.md). */
  requestId: string;
  /** The visitor's signal: the call stops when it aborts. A function, so a cache hit never makes one. */
  signal?: () => AbortSignal | undefined;
  /** What the session adds upstream (a bearer token, the visitor's address); never from the browser. */
  headers?: Record<string, string>;
  /** Read past the shared cache (the bench measures the uncached path). */
  bypassCache?: boolean;
}

/** A served answer: stored bytes from the shared cache, or the upstream's validated data. */
export type Served =
  | { ok: true; from: 'cache'; answer: CachedAnswer; policy: CachePolicy; label: CacheLabel }
  | { ok: true; from: 'upstream'; status: number; data: unknown; label?: undefined };

/**
 * A call that gave no answer. `status` and `code` are what the caller is told: the upstream's 4xx
 * (404 included) with its own code and field, or 503 `upstream_unavailable`; `cause` says why the
 * latter, for the logs.
 */
export interface Failed {
  ok: false;
  status: number;
  code: string;
  field?: string;
  retryAfter?: string;
  /** Whether the shared cache read was asked (its label when it answered, say a remembered 404). */
  from: 'cache' | 'upstream';
  label?: CacheLabel;
  cause?: 'upstream_error' | 'aborted' | UpstreamFailure['kind'];
}

export type Delivery = Served | Failed;

export const UNAVAILABLE = 'upstream_unavailable';

function unavailable(from: Failed['from'], cause: Failed['cause']): Failed {
  return { ok: false, from, status: 503, code: UNAVAILABLE, cause };
}

/**
 * Validated input of recent reads by their wire form, so a repeated read skips validation. Only
 * what passed the schemas is kept, cache keys are still built from it, and the bounds (entries and
 * key length) keep a flood of distinct addresses from growing it.
 */
const INPUT_MEMO_ENTRIES = 2000;
const INPUT_MEMO_MAX_KEY_LENGTH = 512;

export interface GatewayOptions {
  caller: UpstreamCaller;
  cache: ContentCache;
  /** Drops every cached answer and page that showed one of these items (`ContentLayer.invalidate`). */
  invalidate: (tags: readonly string[]) => number;
  /** The reader cache and how a session is checked (docs/architecture.md#the-reader-cache). */
  readers?: ReaderOptions;
}

export interface ReaderOptions {
  cache: ReaderCache;
  /** The call that checks a session and names its reader (the user call). */
  sessionCall: CallDef;
  /** The reader's user id in that call's answer. */
  userIdOf(data: unknown): number | undefined;
}

/**
 * What a call kept per reader may carry: the session's token and the visitor's address, and the like
 * cookie's id, which a signed-in reader's answers never depend on (the API counts the user). Anything
 * else (test-admin mode's header) makes an answer this key cannot name: it goes upstream.
 */
const READER_HEADERS: ReadonlySet<string> = new Set(['authorization', 'x-forwarded-for', 'x-visitor-id']);

function readerToken(headers: Record<string, string>): string | undefined {
  let token: string | undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (!READER_HEADERS.has(name)) return undefined;
    if (name === 'authorization' && value.startsWith('Bearer ')) token = value.slice(7);
  }
  return token || undefined;
}

export class CallGateway {
  readonly #options: GatewayOptions;
  readonly #inputs = new LRUCache<string, InputVerdict & { ok: true }>({ max: INPUT_MEMO_ENTRIES });
  /** Session checks in flight by session: a page's parallel reads share one. */
  readonly #checks = new Map<string, Promise<Delivery>>();

  constructor(options: GatewayOptions) {
    this.#options = options;
  }

  /**
   * A call's input through its schemas. `wireKey` is the input's wire form (a read's address): given,
   * a read's verdict is remembered by it. A body is never part of a key, so only GETs are remembered.
   */
  parse(call: CallDef, raw: RawCallInput, wireKey?: string): InputVerdict {
    const key =
      wireKey !== undefined && call.method === 'GET' && wireKey.length <= INPUT_MEMO_MAX_KEY_LENGTH
        ? `${call.id} ${wireKey}`
        : undefined;
    const known = key ? this.#inputs.get(key) : undefined;
    if (known) return known;
    const verdict = parseCallInput(call, raw);
    if (key && verdict.ok) this.#inputs.set(key, verdict);
    return verdict;
  }

  /** Makes a call with validated input, from the shared cache when it may, else upstream. */
  async send(call: CallDef, input: ParsedCallInput, context: GatewayContext): Promise<Delivery> {
    const headers = context.headers ?? {};
    const shared = call.cache !== undefined && !context.bypassCache && Object.keys(headers).length === 0;
    const readers = this.#options.readers;
    if (call.readerCache && readers?.cache.enabled && !context.bypassCache) {
      const token = readerToken(headers);
      if (token) return this.#sendPersonal(readers, call, input, context, token);
    }
    return this.#sendShared(call, input, context, shared);
  }

  /**
   * A call kept per reader (docs/architecture.md#the-reader-cache): the session is checked upstream at
   * most once per `SESSION_RECHECK_SECONDS` (by the user call, whose answer is kept as well), then the
   * reader's own stored answer is served, or fetched with the session's token and kept under the reader.
   * Always `from: 'upstream'` to the callers: a personal answer is `no-store` wherever it goes.
   */
  async #sendPersonal(
    readers: ReaderOptions,
    call: CallDef,
    input: ParsedCallInput,
    context: GatewayContext,
    token: string,
  ): Promise<Delivery> {
    const { cache, sessionCall, userIdOf } = readers;
    const session = sessionId(token);
    let userId = cache.session(session);
    if (userId === undefined) {
      const checked = await this.#checkSession(readers, session, context);
      if (!checked.ok) return checked;
      userId = userIdOf(servedData(checked));
      if (userId === undefined) {
        return call.id === sessionCall.id ? checked : this.#sendShared(call, input, context, false);
      }
      // The user call itself is now kept: every request waiting on the check gets its own copy below.
    }
    const stored = cache.get(userId, call, input);
    if (stored !== undefined) return { ok: true, from: 'upstream', status: 200, data: JSON.parse(stored) };
    const mark = cache.mark();
    const delivery = await this.#sendShared(call, input, context, false);
    if (delivery.ok && delivery.from === 'upstream') cache.store(userId, call, input, delivery.data, mark);
    else if (!delivery.ok && delivery.status === 401) cache.forgetSession(session);
    return delivery;
  }

  #checkSession(readers: ReaderOptions, session: string, context: GatewayContext): Promise<Delivery> {
    const running = this.#checks.get(session);
    if (running) return running;
    const { cache, sessionCall, userIdOf } = readers;
    const mark = cache.mark();
    // Shared by every read waiting on it, so no one visitor's leaving ends it for the others.
    const check = this.#sendShared(sessionCall, {}, { ...context, signal: undefined }, false)
      .then((checked) => {
        const userId = checked.ok ? userIdOf(servedData(checked)) : undefined;
        if (checked.ok && userId !== undefined) {
          cache.rememberSession(session, userId, mark);
          cache.store(userId, sessionCall, {}, servedData(checked), mark);
        }
        return checked;
      })
      .finally(() => this.#checks.delete(session));
    this.#checks.set(session, check);
    return check;
  }

  async #sendShared(
    call: CallDef,
    input: ParsedCallInput,
    context: GatewayContext,
    shared: boolean,
  ): Promise<Delivery> {
    const { caller, cache } = this.#options;
    const headers = context.headers ?? {};
    const from = shared ? 'cache' : 'upstream';
    try {
      if (shared) {
        const read = await cache.read(call, input, { requestId: context.requestId, signal: context.signal });
        if (!read.found) return { ok: false, from: 'cache', status: 404, code: read.code, label: read.label };
        return { ok: true, from: 'cache', answer: read.answer, policy: read.policy, label: read.label };
      }
      const result = await caller.call(call, input, {
        requestId: context.requestId,
        signal: context.signal?.(),
        headers,
      });
      if (!result.ok) {
        if (result.status >= 500) return unavailable(from, 'upstream_error');
        const { status, code, field, retryAfter } = result;
        return { ok: false, from, status, code, field, retryAfter };
      }
      if (call.method !== 'GET') {
        // What the contract entry names, plus what the API's answer adds (`api/cache-drops.ts`).
        const tags = [
          ...invalidatedTags(call, input.params),
          ...dropHeaderTags(result.headers[CACHE_DROPS_HEADER]),
        ];
        if (tags.length > 0) this.#options.invalidate(tags);
      }
      return { ok: true, from: 'upstream', status: result.status, data: result.data };
    } catch (error) {
      if (error instanceof RefusedAnswer) {
        return { ok: false, from, status: error.status, code: error.code, field: error.field };
      }
      if (error instanceof UpstreamFailure) return unavailable(from, error.kind);
      if (error instanceof ReadAborted) return unavailable(from, 'aborted');
      throw error;
    }
  }
}

/**
 * A served answer's data. A cached one is parsed once per stored answer and shared, deeply frozen,
 * between renders (`parsed-answers.ts`): whoever changes it copies it first.
 */
export function servedData(served: Served): unknown {
  return served.from === 'cache' ? parsedAnswer(served.answer) : served.data;
}
