/**
 * The browser-facing paths of the session calls (login, logout, the reset request), which the web
 * tier answers itself (`accounts.ts`, `server/session`). Kept apart from their schemas so the browser
 * bundle can use them without shipping zod, like `wire.ts` does for the other calls.
 */
export const SESSION_PATHS = {
  login: '/api/login',
  logout: '/api/logout',
  forgotPassword: '/api/password/forgot',
} as const;

/** The full-page links that start a social sign-in (docs/product.md#screens). */
export const SOCIAL_START_PATHS = { google: '/google_auth', facebook: '/fb_auth' } as const;
