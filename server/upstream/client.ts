/**
 * The one HTTP client to the content API (RELIABILITY R24): a bounded undici pool with short connect,
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
}

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type UpstreamFailureKind = 'timeout' | 'unreachable' | 'too_large' | 'aborted';

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
  }: UpstreamRequest): Promise<UpstreamResponse> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      const response = await pool.request({
        method,
        path: `${prefix}${path}`,
        headers,
        body,
        signal: combined,
      });
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
      const code = (error as { code?: string }).code ?? '';
      throw new UpstreamFailure(code.includes('TIMEOUT') ? 'timeout' : 'unreachable', error);
    }
  }

  return { request, close: () => pool.close() };
}
