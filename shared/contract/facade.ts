/**
 * Every call the browser may make at the web tier, as the browser sees it: the facade's calls (the
 * contract's `allCalls`), and login, logout and the reset request, which the web tier's session routes
 * answer at their browser paths (`SESSION_PATHS`). Those three differ from the upstream call they make:
 * the browser's login answer carries no token (it becomes the cookie, docs/rules.md R8) and its reset
 * request no flow id (the web tier adds it from a cookie, R12). The web tier's OpenAPI document is made
 * from this list, and its error answers know the call paths from it.
 */
import {
  ForgotPasswordAnswer,
  ForgotPasswordBody,
  LoginBody,
  LoginResult,
  SuccessAnswer,
} from '../schemas/accounts.ts';
import { sessionCalls } from './accounts.ts';
import { type CallDef, defineCall } from './define.ts';
import { allCalls } from './index.ts';

const { 'session.login': login, 'session.logout': logout, 'session.forgotPassword': forgot } = sessionCalls;

export const browserSessionCalls = [
  defineCall({ ...login, body: LoginBody, response: LoginResult }),
  defineCall({ ...logout, response: SuccessAnswer }),
  defineCall({ ...forgot, body: ForgotPasswordBody, response: ForgotPasswordAnswer }),
] as const;

export const browserCalls: readonly CallDef[] = [...allCalls, ...browserSessionCalls];
