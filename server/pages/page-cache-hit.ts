/**
 * A page-cache hit's answer: a header write and one Buffer send in the encoding the client prefers
 * (docs/testing.md#benchmarks: send Buffers, cache what was rendered). A hit is answered through
 * Fastify's route (`page-cache-serve.ts`) or on the raw request before Fastify (`page-cache-fast.ts`);
 * both take their headers from one list, in the order they are sent, so both send the same bytes.
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
}

/** A hit's header lines around its `x-cache` label, flat as `writeHead` takes them. */
interface RawHead {
  head: string[];
  tail: string[];
}

export class HitAnswer {
  readonly #options: HitOptions;
  /** The raw lines per page and encoding, made once: a hit copies them and adds what is its own. */
  readonly #rawHeads = new WeakMap<CachedPage, Partial<Record<Encoding, RawHead>>>();

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
   * have added, the page's own, its label and age, the request id and the body's length.
   */
  rawLines(
    page: CachedPage,
    encoding: Encoding,
    security: readonly HeaderLine[],
    label: string,
    requestId: string,
  ): string[] {
    const { head, tail } = this.#rawHead(page, encoding, security);
    const lines = head.slice();
    lines[lines.length - 1] = label;
    lines.push(
      ...tail,
      'age',
      ageHeader(page, this.#options.clock),
      'x-request-id',
      requestId,
      'content-length',
      String(page.bodies[encoding].length),
    );
    return lines;
  }

  /**
   * A cached page's headers before its label and after it (before `age`), in the order they are sent
   * (names in lower case, as Fastify sends them).
   */
  #headers(page: CachedPage, encoding: Encoding): { before: HeaderLine[]; after: HeaderLine[] } {
    const keys = surrogateHeaders(page.tags);
    return {
      before: [
        ...(encoding === 'identity' ? [] : [['content-encoding', encoding] as const]),
        ['content-type', 'text/html; charset=utf-8'],
        ['content-security-policy', this.#options.sharedCsp],
        ['content-language', page.locale],
        ['cache-control', this.#options.policy.cacheControl],
        ['vary', page.vary],
      ],
      after: [
        ['surrogate-key', keys.surrogate],
        ['cache-tag', keys.cacheTag],
      ],
    };
  }

  /** The raw lines up to `x-cache`'s value (left empty for the label) and those after it. */
  #rawHead(page: CachedPage, encoding: Encoding, security: readonly HeaderLine[]): RawHead {
    let byEncoding = this.#rawHeads.get(page);
    if (!byEncoding) {
      byEncoding = {};
      this.#rawHeads.set(page, byEncoding);
    }
    let lines = byEncoding[encoding];
    if (!lines) {
      const { before, after } = this.#headers(page, encoding);
      lines = { head: [...security, ...before, ['x-cache', '']].flat(), tail: after.flat() };
      byEncoding[encoding] = lines;
    }
    return lines;
  }
}
