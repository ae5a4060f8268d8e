/**
 * The calls whose answers set or clear cookies, answered here instead of by the generic facade
 * (docs/architecture.md#sessions-and-accounts; docs/rules.md R8, R9, R12, R14): login, logout and the reset
 * request. Each is a state-changing call, so it passes the same CSRF check as every facade write, and each
 * answer is `no-store`. The session token from the content API becomes the httpOnly cookie and never appears
 * in a body; every login gets a new one.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessionCalls } from '../../shared/contract/accounts.ts';
import { ForgotPasswordBody, LoginBody, type LoginResult } from '../../shared/schemas/accounts.ts';
import { clearSessionCookie, readToken, type SessionCookies, setSessionCookie } from '../cookies.ts';
import { assertSameOriginWrite } from '../facade/csrf.ts';
import { callForRoute, sendFailed } from '../gateway/http.ts';
import { assertJsonBody, parseBody } from './body.ts';

/** The reset-flow cookie outlives the API's "already sent" window (15 minutes by default). */
const RESET_FLOW_MAX_AGE_SECONDS = 3600;

export interface SessionRouteOptions {
  /** Where writes may come from (`Config.siteOrigins`). */
  siteOrigins: readonly string[];
  cookies: SessionCookies;
}

export async function sessionRoutes(app: FastifyInstance, options: SessionRouteOptions) {
  const { siteOrigins, cookies } = options;
  const login = sessionCalls['session.login'];
  const logout = sessionCalls['session.logout'];
  const forgot = sessionCalls['session.forgotPassword'];

  app.post(login.path, { bodyLimit: login.bodyLimit }, async (request, reply) => {
    assertSameOriginWrite(request, siteOrigins);
    assertJsonBody(request);
    const body = parseBody(LoginBody, request.body);
    const outcome = await callForRoute(app, request, reply, login, { body });
    reply.header('Cache-Control', 'no-store');
    if (!outcome.ok) return sendFailed(request, reply, outcome);
    const { token, expires_in, password_change_required, pin } = outcome.data;
    let answer: LoginResult;
    if (token && expires_in) {
      setSessionCookie(reply, cookies, cookies.session, token, expires_in);
      answer = { success: true };
    } else {
      answer = { success: false, password_change_required: password_change_required === true, pin };
    }
    return reply.code(200).send(answer);
  });

  // R9: the token is revoked upstream and the cookie cleared with the site's data; a token the API no
  // longer knows is already logged out. When the API cannot be reached the cookie still goes, and the
  // 503 says the revocation is owed.
  app.post(logout.path, { bodyLimit: logout.bodyLimit }, async (request, reply) => {
    assertSameOriginWrite(request, siteOrigins);
    const token = readToken(request.cookies[cookies.session]);
    const outcome = token
      ? await callForRoute(app, request, reply, logout, {}, { authorization: `Bearer ${token}` })
      : null;
    clearSessionCookie(reply, cookies, cookies.session)
      .header('Clear-Site-Data', '"cookies", "storage"')
      .header('Cache-Control', 'no-store');
    if (outcome && !outcome.ok && outcome.status >= 500) return sendFailed(request, reply, outcome);
    return reply.code(200).send({ success: true });
  });

  app.post(forgot.path, { bodyLimit: forgot.bodyLimit }, async (request, reply) => {
    assertSameOriginWrite(request, siteOrigins);
    assertJsonBody(request);
    const body = parseBody(ForgotPasswordBody, request.body);
    const flow = readToken(request.cookies[cookies.resetFlow]) ?? randomBytes(32).toString('base64url');
    const outcome = await callForRoute(app, request, reply, forgot, { body: { ...body, flow } });
    reply.header('Cache-Control', 'no-store');
    setSessionCookie(reply, cookies, cookies.resetFlow, flow, RESET_FLOW_MAX_AGE_SECONDS);
    if (!outcome.ok) return sendFailed(request, reply, outcome);
    return reply.code(200).send(outcome.data);
  });
}
