/**
 * The web tier's cookies (docs/architecture.md#sessions-and-accounts, docs/rules.md R8, R12, R15), shared by the session routes and the
 * social sign-in. Cookie headers are parsed by `@fastify/cookie` (`request.cookies`); what is written
 * here is the attributes, in one place. When the site is served securely (in
 * production, or on an https public origin) each carries the `__Host-` prefix: Secure, Path=/, no
 * Domain, so no other site or subdomain can set or read it. All are httpOnly and SameSite=Lax: page
 * scripts never see the session token, and a provider's redirect back (a top-level GET) still
 * carries the sign-in state. Every value written here is base64url, so no encoding is needed.
 */
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

export function setCookie(
  cookies: SessionCookies,
  name: string,
  value: string,
  maxAgeSeconds: number,
): string {
  const attributes = [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
  ];
  if (cookies.secure) attributes.push('Secure');
  attributes.push('SameSite=Lax');
  return attributes.join('; ');
}

export function clearCookie(cookies: SessionCookies, name: string): string {
  return setCookie(cookies, name, '', 0);
}
