/**
 * A social sign-in in progress (docs/rules.md R15), kept in a short-lived httpOnly cookie of the browser
 * that started it: the provider, the state (256 random bits), the PKCE verifier, where to return and
 * whether it connects a provider to the signed-in account. The callback reads it once and clears it.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../../shared/schemas/accounts.ts';
import { type SessionCookies, setSessionCookie } from '../cookies.ts';
import { safeTarget } from './redirect.ts';

/** Ten minutes to sign in at the provider. */
export const OAUTH_COOKIE_MAX_AGE_SECONDS = 600;

const RandomValue = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const Flow = z.strictObject({
  p: z.enum(SOCIAL_PROVIDERS),
  s: RandomValue,
  v: RandomValue,
  b: z.string().transform(safeTarget),
  c: z.boolean(),
});
export type OAuthFlow = z.output<typeof Flow>;

/** Keeps a flow in the oauth cookie of the answer that sends the browser to the provider. */
export function setOAuthCookie(reply: FastifyReply, cookies: SessionCookies, flow: OAuthFlow): FastifyReply {
  const value = Buffer.from(JSON.stringify(flow), 'utf8').toString('base64url');
  return setSessionCookie(reply, cookies, cookies.oauth, value, OAUTH_COOKIE_MAX_AGE_SECONDS);
}

/** The flow kept in the oauth cookie (`request.cookies[cookies.oauth]`), when it is one of ours. */
export function readOAuthFlow(value: string | undefined): OAuthFlow | undefined {
  if (!value || value.length > 1024) return undefined;
  try {
    const parsed = Flow.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
