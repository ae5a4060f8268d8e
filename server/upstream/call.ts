/**
 * Makes one contract call upstream and checks the answer against the call's response schema
 * (docs/rules.md R3): unknown fields are dropped, a malformed answer is an upstream failure, never
 * passed on, and the HTML fields are sanitized again (R5). Error answers keep only their status, a code of our own alphabet and the field name.
 */
import { buildPath, type CallDef, encodeBody, serializeQuery } from '../../shared/contract/define.ts';
import type { Upstream } from './client.ts';
import { sanitizeAnswer } from './sanitize-answer.ts';

export type UpstreamResult =
  | { ok: true; status: number; data: unknown; headers: Record<string, string | string[] | undefined> }
  | {
      ok: false;
      status: number;
      code: string;
      field?: string;
      retryAfter?: string;
      /** The status the upstream really sent, when it was none the contract knows (a redirect, say). */
      unexpectedStatus?: number;
    };

export interface CallUpstreamInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const SAFE_CODE = /^[a-z][a-z_]{0,63}$/;
const SAFE_FIELD = /^[a-z][a-z_.]{0,63}$/;

function parseJson(buffer: Buffer): unknown {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function callUpstream(
  upstream: Upstream,
  call: CallDef,
  input: CallUpstreamInput,
): Promise<UpstreamResult> {
  const query = serializeQuery(input.query);
  const path = `${buildPath(call, input.params)}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
  let body: string | undefined;
  if (call.method !== 'GET') {
    const encoded = encodeBody(call, input.body);
    body = encoded.body;
    headers['content-type'] = encoded.contentType;
  }
  const response = await upstream.request({
    method: call.method,
    path,
    headers,
    body,
    signal: input.signal,
    timeoutMs: input.timeoutMs,
  });
  const json = parseJson(response.body);

  if (response.status >= 200 && response.status < 300) {
    const parsed = call.response.safeParse(json);
    if (!parsed.success) return { ok: false, status: 502, code: 'upstream_invalid' };
    const data = sanitizeAnswer(call.response, parsed.data);
    return { ok: true, status: response.status, data, headers: response.headers };
  }
  if (response.status < 400 || response.status > 599) {
    // Neither a success nor a refusal (a 1xx or 3xx): passing it on would send the visitor a redirect
    // with no address. It is the upstream's fault, as a malformed answer is (docs/rules.md R28).
    return { ok: false, status: 502, code: 'upstream_unexpected', unexpectedStatus: response.status };
  }
  const error = (json ?? {}) as { error?: unknown; field?: unknown };
  const code =
    typeof error.error === 'string' && SAFE_CODE.test(error.error) ? error.error : 'upstream_error';
  const field = typeof error.field === 'string' && SAFE_FIELD.test(error.field) ? error.field : undefined;
  const retryAfter = response.headers['retry-after'];
  return {
    ok: false,
    status: response.status,
    code,
    field,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
  };
}
