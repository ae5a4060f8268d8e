/**
 * What the session adds to an upstream call (docs/architecture.md#sessions-and-accounts, docs/rules.md R8, R18, R26). Only the web tier
 * builds the `Authorization: Bearer` header, from the session cookie, for calls whose `auth` is
 * optional or required; nothing the browser sends in `Authorization` or other cookies goes upstream.
 * The visitor's address goes along (`x-forwarded-for`, trusted by the API from this tier only) so the
 * API's per-address limits count people, not this server. A user-independent call made without a
 * session gets no header at all, which is what lets the facade answer it from the shared cache.
 * Test-admin mode's header passes only when enabled outside production: on the user call from the
 * browser's header, and on the calls the contract marks `drafts` from the mode's cookie, beside the
 * session's token (so such an answer never comes from, or goes into, the shared cache).
 */
import type { FastifyRequest } from 'fastify';
import type { CallDef } from '../../shared/contract/define.ts';
import { TEST_ADMIN_COOKIE, TEST_ADMIN_VALUE } from '../../shared/test-admin.ts';
import { readToken, type SessionCookies } from '../cookies.ts';

export const TEST_ADMIN_HEADER = 'x-test-admin';

/** The test-admin cookie's value when it has the mode's shape (a request's or a render's cookies). */
export function testAdminCookie(cookies: Record<string, string | undefined>): string | undefined {
  const value = cookies[TEST_ADMIN_COOKIE];
  return value && TEST_ADMIN_VALUE.test(value) ? value : undefined;
}

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
    const drafts = testAdmin && call.drafts === true ? testAdminCookie(request.cookies) : undefined;
    const token = call.auth === 'none' && !drafts ? undefined : sessionToken(request, cookies);
    if (call.cache && !token) return {};
    const headers: Record<string, string> = { 'x-forwarded-for': request.ip };
    if (token) headers.authorization = `Bearer ${token}`;
    if (drafts) headers[TEST_ADMIN_HEADER] = drafts;
    const flag = request.headers[TEST_ADMIN_HEADER];
    if (testAdmin && call.id === 'accounts.user' && typeof flag === 'string' && TEST_ADMIN_VALUE.test(flag)) {
      headers[TEST_ADMIN_HEADER] = flag;
    }
    return headers;
  };
}
