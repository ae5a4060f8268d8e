/**
 * The web tier's cookies (docs/architecture.md#sessions-and-accounts, docs/rules.md R8, R12, R15), shared by
 * the session routes and the social sign-in. `@fastify/cookie` parses them (`request.cookies`) and writes
 * them (`reply.setCookie`); their attributes are chosen here, in one place. When the site is served securely
 * (in production, or on an https public origin) each carries the `__Host-` prefix: Secure, Path=/, no Domain,
 * so no other site or subdomain can set or read it. All are httpOnly and SameSite=Lax: page scripts never see
 * the session token, and a provider's redirect back (a top-level GET) still carries the sign-in state. Every
 * value written here is base64url, so no encoding is needed.
 */
import type { FastifyReply } from 'fastify';

export interface SessionCookies {
  secure: boolean;
  /** The session token. */
  session: string;
  /** A social sign-in in progress: state, PKCE verifier, where to return. */
  oauth: string;
  /** This browser's password-reset flow (R12: "a letter was already sent" only to the asker). */
  resetFlow: string;
}

/** Tokens, pins and flow ids are 43 base64url characters; anything else in a cookie is ignored. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function sessionCookies(options: { isProduction: boolean; publicOrigin: string }): SessionCookies {
  const secure = options.isProduction || options.publicOrigin.startsWith('https:');
  const prefix = secure ? '__Host-' : '';
  return { secure, session: `${prefix}sid`, oauth: `${prefix}oauth`, resetFlow: `${prefix}reset` };
}

/** A cookie's value (`request.cookies[name]`) when it has a token's shape. */
export function readToken(value: string | undefined): string | undefined {
  return value && TOKEN.test(value) ? value : undefined;
}

/**
 * Sets one of these cookies on the answer (`@fastify/cookie` writes the header when it is sent): Path=/,
 * the given Max-Age in whole seconds (0 clears it), HttpOnly, Secure when the site is served securely,
 * SameSite=Lax.
 */
export function setSessionCookie(
  reply: FastifyReply,
  cookies: SessionCookies,
  name: string,
  value: string,
  maxAgeSeconds: number,
): FastifyReply {
  return reply.setCookie(name, value, {
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
    httpOnly: true,
    secure: cookies.secure,
    sameSite: 'lax',
  });
}

/** Clears one of these cookies: an empty value with Max-Age=0 and the same attributes. */
export function clearSessionCookie(reply: FastifyReply, cookies: SessionCookies, name: string): FastifyReply {
  return setSessionCookie(reply, cookies, name, '', 0);
}
