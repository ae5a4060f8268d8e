/**
 * The one way the browser calls the web tier: any call of the contract, by id, at its path, with the
 * AJAX marker of docs/architecture.md#the-call-contract and the body encoded as the call says. The
 * facade validated the answer already (docs/rules.md R3), so the browser ships no schemas.
 *
 * An HTTP refusal is not thrown: it comes back as data (status, the API's code, the field it names,
 * Retry-After), so a form can say the right thing next to the right field; a request that never got
 * an answer comes back as status 0 (`network`, `offline` when the device has no network, or `aborted`
 * when the caller's signal stopped it).
 */
import wire from 'virtual:call-wire';
import {
  buildPath,
  type CallInput,
  type CallOutput,
  type CallWire,
  encodeBody,
  serializeQuery,
} from '../../shared/contract/define.ts';
import type { browserSessionCalls } from '../../shared/contract/facade.ts';
import type { Call } from '../../shared/contract/index.ts';
import { SESSION_PATHS } from '../../shared/contract/session-wire.ts';
import { TEST_ADMIN_HEADER, testAdminValue } from './test-admin.ts';

/** The facade's calls, and login, logout and the reset request, which the web tier's session routes answer. */
type BrowserCall = Call | (typeof browserSessionCalls)[number];
export type BrowserCallId = BrowserCall['id'];
type BrowserCallById<I extends BrowserCallId> = Extract<BrowserCall, { id: I }>;

/** A refused or unanswered call. */
export interface Failure {
  /** The HTTP status; 0 when no answer came. */
  status: number;
  /** The API's error code (`api/accounts/errors.ts` and the others), `http_error` when it sent none. */
  code: string;
  /** The body field the refusal concerns, when the API names one. */
  field?: string;
  /** Seconds from `Retry-After` (429). */
  retryAfter?: number;
}

export type CallResult<T> = { ok: true; data: T } | ({ ok: false } & Failure);

export interface CallOptions {
  signal?: AbortSignal;
  /** For a page being hidden, which may never come back: the browser finishes the request anyway. */
  keepalive?: boolean;
}

const SESSION_WIRE: Record<(typeof browserSessionCalls)[number]['id'], CallWire> = {
  'session.login': { id: 'session.login', method: 'POST', path: SESSION_PATHS.login },
  'session.logout': { id: 'session.logout', method: 'POST', path: SESSION_PATHS.logout },
  'session.forgotPassword': {
    id: 'session.forgotPassword',
    method: 'POST',
    path: SESSION_PATHS.forgotPassword,
  },
};

/** Wire facts added by code that loads later (the desk's calls, `client/features/desk/desk-calls.ts`). */
const added = new Map<string, CallWire>();

export function addCallWire(table: Record<string, CallWire>): void {
  for (const [id, call] of Object.entries(table)) added.set(id, call);
}

function wireOf(id: BrowserCallId): CallWire {
  const call = (SESSION_WIRE as Record<string, CallWire>)[id] ?? wire[id] ?? added.get(id);
  if (!call) throw new Error(`unknown call ${id}`);
  return call;
}

async function failureOf(response: Response): Promise<Failure> {
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    status: response.status,
    code: typeof json.error === 'string' ? json.error : 'http_error',
    field: typeof json.field === 'string' ? json.field : undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}

export async function callApi<I extends BrowserCallId>(
  id: I,
  input: CallInput<BrowserCallById<I>> = {},
  { signal, keepalive }: CallOptions = {},
): Promise<CallResult<CallOutput<BrowserCallById<I>>>> {
  const call = wireOf(id);
  const query = serializeQuery((input.query ?? {}) as Record<string, unknown>);
  const url = `${buildPath(call, (input.params ?? {}) as Record<string, unknown>)}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  if (id === 'accounts.user') {
    const testAdmin = testAdminValue();
    if (testAdmin) headers[TEST_ADMIN_HEADER] = testAdmin;
  }
  let body: BodyInit | undefined;
  if (call.method !== 'GET') {
    const encoded = encodeBody(call, (input.body ?? {}) as Record<string, unknown>);
    body = encoded.body;
    headers['Content-Type'] = encoded.contentType;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body,
      signal,
      keepalive,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, code: unanswered(signal) };
  }
  if (!response.ok) return { ok: false, ...(await failureOf(response)) };
  try {
    return { ok: true, data: (await response.json()) as CallOutput<BrowserCallById<I>> };
  } catch {
    // The answer broke off (or a proxy put its own page in it): as good as no answer.
    return { ok: false, status: 0, code: unanswered(signal) };
  }
}

/**
 * Why no answer came: the caller stopped it, the device has no network (`offline`: a like, comment
 * or review written offline is refused in words that say so and the form keeps the text,
 * docs/offline.md#writes-offline), or the request was lost on the way.
 */
function unanswered(signal: AbortSignal | undefined): string {
  if (signal?.aborted) return 'aborted';
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network';
}
