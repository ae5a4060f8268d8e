/**
 * A page-cache hit's answer: a header write and one Buffer send in the encoding the client prefers
 * (docs/testing.md#benchmarks: send Buffers, cache what was rendered). A hit is answered through
 * Fastify's route (`page-cache-serve.ts`) or on the raw request before Fastify (`page-cache-fast.ts`);
 * both take their headers from one list, in the order they are sent, so both send the same bytes.
 *
 * Surrogate keys (`Surrogate-Key`, `Cache-Tag`: several KiB on a page that shows many items) are for a
 * CDN that purges by key, so they are sent only when the CDN purge hook is configured
 * (docs/operations.md#scale-out); without one nothing reads them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedPage, type Encoding, preferredEncoding } from '../cache/page-cache.ts';
import type { CachePolicy } from '../cache/policies.ts';
import { surrogateHeaders } from '../cache/surrogate-keys.ts';
import { ageHeader } from '../cache/swr-store.ts';
import type { Clock } from '../clock.ts';
import type { HeaderLine } from '../plugins/security-headers.ts';

export interface HitOptions {
  /** The CSP of a page served to many visitors (no nonce: `page-cache-serve.ts`). */
  sharedCsp: string;
  /** The pages' policy: its Cache-Control goes with every hit. */
  policy: CachePolicy;
  clock: Clock;
  /** Whether hits name their items for a CDN (`Surrogate-Key`, `Cache-Tag`): a purge hook is set. */
  surrogateKeys: boolean;
}

/**
 * A hit's raw header lines for one page, encoding and label, flat as `writeHead` takes them, made once:
 * a hit writes its age and request id into their slots and hands the list to `writeHead`, which reads
 * it at once and keeps no reference.
 */
interface RawHead {
  lines: string[];
  /** The index of the `age` value, then of the `x-request-id` value. */
  age: number;
  requestId: number;
}

export class HitAnswer {
  readonly #options: HitOptions;
  /** The raw lines per page, encoding and label, made once per stored entry. */
  readonly #rawHeads = new WeakMap<CachedPage, Map<string, RawHead>>();

  constructor(options: HitOptions) {
    this.#options = options;
  }

  /** Sends a stored page through Fastify, with its label (`HIT`, `STALE`, `MISS` …) and age. */
  send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, label: string) {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const { before, after } = this.#headers(page, encoding);
    reply.code(page.status);
    for (const [name, value] of before) reply.header(name, value);
    reply.header('x-cache', label);
    for (const [name, value] of after) reply.header(name, value);
    return reply.header('age', ageHeader(page, this.#options.clock)).send(page.bodies[encoding]);
  }

  /**
   * The header lines of a hit answered on the raw request: the security headers Fastify's hooks would
   * have added, the page's own, its label and age, the request id and the body's length. The list is
   * the entry's own and is rewritten by the next hit: pass it to `writeHead` at once.
   */
  rawLines(
    page: CachedPage,
    encoding: Encoding,
    security: readonly HeaderLine[],
    label: string,
    requestId: string,
  ): string[] {
    const head = this.#rawHead(page, encoding, security, label);
    head.lines[head.age] = ageHeader(page, this.#options.clock);
    head.lines[head.requestId] = requestId;
    return head.lines;
  }

  /**
   * A cached page's headers before its label and after it (before `age`), in the order they are sent
   * (names in lower case, as Fastify sends them).
   */
  #headers(page: CachedPage, encoding: Encoding): { before: HeaderLine[]; after: HeaderLine[] } {
    const before: HeaderLine[] = [
      ...(encoding === 'identity' ? [] : [['content-encoding', encoding] as const]),
      ['content-type', 'text/html; charset=utf-8'],
      ['content-security-policy', this.#options.sharedCsp],
      ['content-language', page.locale],
      ['cache-control', this.#options.policy.cacheControl],
      ['vary', page.vary],
    ];
    if (!this.#options.surrogateKeys) return { before, after: [] };
    const keys = surrogateHeaders(page.tags);
    return {
      before,
      after: [
        ['surrogate-key', keys.surrogate],
        ['cache-tag', keys.cacheTag],
      ],
    };
  }

  #rawHead(page: CachedPage, encoding: Encoding, security: readonly HeaderLine[], label: string): RawHead {
    let heads = this.#rawHeads.get(page);
    if (!heads) {
      heads = new Map();
      this.#rawHeads.set(page, heads);
    }
    const key = `${encoding} ${label}`;
    let head = heads.get(key);
    if (!head) {
      const { before, after } = this.#headers(page, encoding);
      const lines = [...security, ...before, ['x-cache', label], ...after].flat();
      const age = lines.push('age', '') - 1;
      const requestId = lines.push('x-request-id', '') - 1;
      lines.push('content-length', String(page.bodies[encoding].length));
      head = { lines, age, requestId };
      heads.set(key, head);
    }
    return head;
  }
}
