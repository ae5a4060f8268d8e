/**
 * The one HTTP client to the content API (docs/rules.md R24): a bounded undici pool with short connect,
 * header and body timeouts, a response size cap, and a deadline per call that also fires when the
 * visitor goes away. Redirects are never followed.
 */
import { Pool } from 'undici';

export interface UpstreamOptions {
  url: string;
  timeoutMs: number;
  connectTimeoutMs?: number;
  maxResponseBytes?: number;
  connections?: number;
}

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  /** Path and query, starting with `/`. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** A shorter deadline than the client's own, for a retry inside a caller's remaining budget. */
  timeoutMs?: number;
}

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * Why a call produced no usable answer. `unreachable`: no connection could be made; `broken`: the
 * connection closed before a complete answer (often a kept-alive socket the API had already closed);
 * `circuit_open`: refused by the breaker without touching the network; `bad_answer`: a 5xx or an
 * answer outside the contract.
 */
export type UpstreamFailureKind =
  | 'timeout'
  | 'unreachable'
  | 'broken'
  | 'too_large'
  | 'aborted'
  | 'circuit_open'
  | 'bad_answer';

export class UpstreamFailure extends Error {
  override name = 'UpstreamFailure';
  readonly kind: UpstreamFailureKind;
  constructor(kind: UpstreamFailureKind, cause?: unknown) {
    super(`upstream ${kind}`, { cause });
    this.kind = kind;
  }
}

export interface Upstream {
  request(request: UpstreamRequest): Promise<UpstreamResponse>;
  close(): Promise<void>;
}

const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function failureKind(error: unknown): UpstreamFailureKind {
  const code = (error as { code?: string }).code ?? '';
  if (CONNECT_ERRORS.has(code)) return 'unreachable';
  if (code.includes('TIMEOUT')) return 'timeout';
  return 'broken';
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const base = new URL(options.url);
  const prefix = base.pathname.replace(/\/$/, '');
  const maxBytes = options.maxResponseBytes ?? 2 * 1024 * 1024;
  const pool = new Pool(base.origin, {
    connections: options.connections ?? 64,
    connectTimeout: options.connectTimeoutMs ?? 1000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });

  async function request({
    method,
    path,
    headers,
    body,
    signal,
    timeoutMs,
  }: UpstreamRequest): Promise<UpstreamResponse> {
    const deadline = AbortSignal.timeout(
      Math.max(1, Math.ceil(Math.min(options.timeoutMs, timeoutMs ?? Infinity))),
    );
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      const response = await pool.request({
        method,
        path: `${prefix}${path}`,
        headers,
        body,
        signal: combined,
      });
      const declared = Number(response.headers['content-length']);
      if (declared > maxBytes) {
        response.body.destroy();
        throw new UpstreamFailure('too_large');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += chunk.length;
        if (size > maxBytes) {
          response.body.destroy();
          throw new UpstreamFailure('too_large');
        }
        chunks.push(chunk);
      }
      return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
    } catch (error) {
      if (error instanceof UpstreamFailure) throw error;
      if (signal?.aborted) throw new UpstreamFailure('aborted', error);
      if (deadline.aborted) throw new UpstreamFailure('timeout', error);
      throw new UpstreamFailure(failureKind(error), error);
    }
  }

  return { request, close: () => pool.close() };
}
