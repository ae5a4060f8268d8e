/**
 * The accounts calls from the browser. Every request carries the spec's AJAX marker and goes to the
 * web tier at the contract's paths: login, logout and the reset request to the session routes that
 * set the cookies (`SESSION_PATHS`), the others through the facade (`virtual:call-wire`). Failures come
 * back as data (status, code, field, Retry-After), so a form can say the right thing next to the
 * right field.
 */
import wire from 'virtual:call-wire';
import { encodeBody } from '../../shared/contract/define.ts';
import { SESSION_PATHS } from '../../shared/contract/session-wire.ts';
import type { ForgotPasswordAnswer, LoginResult } from '../../shared/schemas/accounts.ts';

export interface Failure {
  status: number;
  code: string;
  field?: string;
  /** Seconds from `Retry-After` (429). */
  retryAfter?: number;
}

export type Answer<T> = { ok: true; data: T } | ({ ok: false } & Failure);

async function send<T>(
  path: string,
  body: Record<string, unknown> | undefined,
  encoding: 'json' | 'form' = 'json',
): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    const encoded = encodeBody({ bodyEncoding: encoding }, body);
    payload = encoded.body;
    headers['Content-Type'] = encoded.contentType;
  }
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: payload, credentials: 'same-origin' });
  } catch {
    return { ok: false, status: 0, code: 'network' };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, data: json as T };
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    ok: false,
    status: response.status,
    code: typeof json.error === 'string' ? json.error : 'http_error',
    field: typeof json.field === 'string' ? json.field : undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}

function facadePath(id: string): { path: string; encoding: 'json' | 'form' } {
  const call = wire[id];
  if (!call) throw new Error(`unknown call ${id}`);
  return { path: call.path, encoding: call.bodyEncoding ?? 'json' };
}

function viaFacade<T>(id: string, body: Record<string, unknown>): Promise<Answer<T>> {
  const { path, encoding } = facadePath(id);
  return send<T>(path, body, encoding);
}

export const authApi = {
  login: (body: { email: string; password: string; lang: string }) =>
    send<LoginResult>(SESSION_PATHS.login, body),
  logout: () => send<{ success: boolean }>(SESSION_PATHS.logout, undefined),
  forgotPassword: (body: { email: string; lang: string }) =>
    send<ForgotPasswordAnswer>(SESSION_PATHS.forgotPassword, body),
  register: (body: { email: string; password: string; name: string; surname: string; lang: string }) =>
    viaFacade<{ success: boolean }>('accounts.register', body),
  confirmEmail: (pin: string) => viaFacade<{ success: boolean }>('accounts.confirmEmail', { pin }),
  resetPassword: (password: string, pin: string) =>
    viaFacade<{ success: boolean }>('accounts.resetPassword', { password, pin }),
};

/** Spec §4: a user call without data ends the session; the web tier clears its cookie. */
export async function endStaleSession(): Promise<void> {
  console.info('User is not authenticated');
  await authApi.logout();
}
