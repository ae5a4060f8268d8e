/**
 * What the session adds to an upstream call (DESIGN §3, RELIABILITY R8, R18, R26). Only the web tier
 * builds the `Authorization: Bearer` header, from the session cookie, for calls whose `auth` is
 * optional or required; nothing the browser sends in `Authorization` or other cookies goes upstream.
 * The visitor's address goes along (`x-forwarded-for`, trusted by the API from this tier only) so the
 * API's per-address limits count people, not this server. A user-independent call made without a
 * session gets no header at all, which is what lets the facade answer it from the shared cache.
 * Test-admin mode's header passes only on the user call and only when enabled outside production.
 */
import type { FastifyRequest } from 'fastify';
import type { CallDef } from '../../shared/contract/define.ts';
import { readToken, type SessionCookies } from '../cookies.ts';

export const TEST_ADMIN_HEADER = 'x-test-admin';
const TEST_ADMIN_VALUE = /^[A-Za-z0-9_-]{1,64}:[a-f0-9]{64}$/;

export interface UpstreamHeaderOptions {
  cookies: SessionCookies;
  /** TEST_ADMIN_ENABLED, which the configuration refuses in production (R18). */
  testAdmin: boolean;
}

export function sessionToken(request: FastifyRequest, cookies: SessionCookies): string | undefined {
  return readToken(request.cookies[cookies.session]);
}

export function sessionHeaders(options: UpstreamHeaderOptions) {
  const { cookies, testAdmin } = options;
  return (request: FastifyRequest, call: CallDef): Record<string, string> => {
    const token = call.auth === 'none' ? undefined : sessionToken(request, cookies);
    if (call.cache && !token) return {};
    const headers: Record<string, string> = { 'x-forwarded-for': request.ip };
    if (token) headers.authorization = `Bearer ${token}`;
    const flag = request.headers[TEST_ADMIN_HEADER];
    if (testAdmin && call.id === 'accounts.user' && typeof flag === 'string' && TEST_ADMIN_VALUE.test(flag)) {
      headers[TEST_ADMIN_HEADER] = flag;
    }
    return headers;
  };
}
