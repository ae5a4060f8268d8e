/**
 * Social sign-in in the browser (docs/product.md#screens; docs/architecture.md#sessions-and-accounts;
 * docs/rules.md R15, R16). `/google_auth` and `/fb_auth` make the state and the PKCE pair, keep them in this
 * browser's cookie and send it to the provider; `/authorize/{provider}/callback` checks the state against
 * that cookie in constant time, consumes it, has the content API exchange the code, sets the session cookie
 * and returns to the page the visitor came from. Anything that goes wrong returns there too, with
 * `auth_error={code}`, which the page shows as a localized message in the login window; no session cookie is
 * set then. Only the two providers have callback routes: any other `/authorize/…` is the site's 404 page.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCalls } from '../../shared/contract/accounts.ts';
import { SOCIAL_START_PATHS } from '../../shared/contract/session-wire.ts';
import type { SocialProvider } from '../../shared/schemas/accounts.ts';
import { clearSessionCookie, readToken, type SessionCookies, setSessionCookie } from '../cookies.ts';
import { callForRoute } from '../gateway/http.ts';
import { readOAuthFlow, setOAuthCookie } from './oauth-cookie.ts';
import { safeTarget, withParam } from './redirect.ts';

export interface SocialRouteOptions {
  cookies: SessionCookies;
}

/** What the page may be told (`auth.json` › `social`); every API code maps to one of them. */
const SHOWN_ERRORS = new Set([
  'provider_unavailable',
  'social_email_missing',
  'social_taken',
  'rate_limited',
]);
const MAX_CALLBACK_QUERY = 4096;

const random = () => randomBytes(32).toString('base64url');

function sameValue(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function shownError(code: string): string {
  if (code === 'upstream_unavailable') return 'unavailable';
  return SHOWN_ERRORS.has(code) ? code : 'social_failed';
}

function goBack(reply: FastifyReply, target: string, param?: [string, string]) {
  return reply
    .header('Cache-Control', 'no-store')
    .redirect(param ? withParam(target, param[0], param[1]) : safeTarget(target), 302);
}

export async function socialRoutes(app: FastifyInstance, options: SocialRouteOptions) {
  const { cookies } = options;
  const authorize = sessionCalls['session.socialAuthorize'];
  const signIn = sessionCalls['session.socialSignIn'];
  const connect = sessionCalls['session.socialConnect'];

  async function start(provider: SocialProvider, request: FastifyRequest, reply: FastifyReply) {
    const query = request.query as Record<string, unknown>;
    const back = safeTarget(query.back);
    const state = random();
    const verifier = random();
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const outcome = await callForRoute(app, request, reply, authorize, {
      params: { provider },
      body: { state, code_challenge: challenge },
    });
    if (!outcome.ok) return goBack(reply, back, ['auth_error', shownError(outcome.code)]);
    const flow = { p: provider, s: state, v: verifier, b: back, c: query.connect === '1' };
    setOAuthCookie(reply, cookies, flow);
    return reply.header('Cache-Control', 'no-store').redirect(outcome.data.url, 302);
  }

  async function callback(provider: SocialProvider, request: FastifyRequest, reply: FastifyReply) {
    const flow = readOAuthFlow(request.cookies[cookies.oauth]);
    // The flow is used once whatever happens next, and the code in this address goes nowhere else.
    clearSessionCookie(reply, cookies, cookies.oauth).header('Referrer-Policy', 'no-referrer');
    const back = flow?.b ?? safeTarget(undefined);
    const query = request.query as Record<string, unknown>;
    if (typeof query.error === 'string') return goBack(reply, back, ['auth_error', 'social_cancelled']);
    const state = typeof query.state === 'string' ? query.state : '';
    const rawQuery = request.url.slice(request.url.indexOf('?') + 1);
    if (!flow || flow.p !== provider || !sameValue(state, flow.s) || !request.url.includes('?')) {
      request.log.warn(
        { provider, reason: flow ? 'state mismatch' : 'no flow cookie' },
        'social callback refused',
      );
      return goBack(reply, back, ['auth_error', 'social_failed']);
    }
    if (rawQuery.length > MAX_CALLBACK_QUERY) return goBack(reply, back, ['auth_error', 'social_failed']);
    const finish = { callback_query: rawQuery, state: flow.s, code_verifier: flow.v };
    const token = readToken(request.cookies[cookies.session]);

    if (flow.c && token) {
      const outcome = await callForRoute(
        app,
        request,
        reply,
        connect,
        { params: { provider }, body: finish },
        {
          authorization: `Bearer ${token}`,
        },
      );
      if (!outcome.ok) return goBack(reply, back, ['auth_error', shownError(outcome.code)]);
      return goBack(reply, back, ['auth_notice', 'social_connected']);
    }
    const outcome = await callForRoute(app, request, reply, signIn, { params: { provider }, body: finish });
    if (!outcome.ok) return goBack(reply, back, ['auth_error', shownError(outcome.code)]);
    setSessionCookie(reply, cookies, cookies.session, outcome.data.token, outcome.data.expires_in);
    return goBack(reply, back);
  }

  for (const provider of ['google', 'facebook'] as const) {
    app.get(SOCIAL_START_PATHS[provider], (request, reply) => start(provider, request, reply));
    app.get(`/authorize/${provider}/callback`, (request, reply) => callback(provider, request, reply));
  }
}
