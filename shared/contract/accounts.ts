/**
 * The accounts calls (docs/product.md#states, docs/architecture.md#the-call-contract; docs/architecture.md#sessions-and-accounts). `accountsCalls` go through the generic facade like any
 * other call. `sessionCalls` are made only by the web tier's own session and sign-in routes
 * (`server/session`, `server/auth`): their answers carry a session token, which becomes the cookie and
 * never reaches the browser (docs/rules.md R8), so they are not in `allCalls` and the facade never
 * exposes them. The browser reaches login, logout and the reset request at the same paths, answered by
 * those routes.
 */
import {
  ChangePasswordBody,
  ConfirmEmailBody,
  ForgotPasswordAnswer,
  ForgotPasswordUpstreamBody,
  LoginAnswer,
  LoginBody,
  ProviderParams,
  RegisterBody,
  ResetPasswordBody,
  SessionAnswer,
  SocialAccountsAnswer,
  SocialAuthorizeAnswer,
  SocialAuthorizeBody,
  SocialFinishBody,
  SuccessAnswer,
  UpdateProfileBody,
  UserAnswer,
} from '../schemas/accounts.ts';
import { defineCall } from './define.ts';
import { SESSION_PATHS } from './session-wire.ts';

/** R23: auth bodies are small. */
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

export const accountsCalls = {
  'accounts.user': defineCall({
    id: 'accounts.user',
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user with counters and favourites',
    response: UserAnswer,
    auth: 'required',
  }),
  'accounts.register': defineCall({
    id: 'accounts.register',
    method: 'POST',
    path: '/api/register',
    summary: 'Register; the same answer whether or not the e-mail is known (a mail says which)',
    body: RegisterBody,
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: SuccessAnswer,
    auth: 'none',
  }),
  'accounts.confirmEmail': defineCall({
    id: 'accounts.confirmEmail',
    method: 'POST',
    path: '/api/confirm-email',
    summary: 'Confirm the e-mail with the pin of the registration mail',
    body: ConfirmEmailBody,
    bodyEncoding: 'form',
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: SuccessAnswer,
    auth: 'none',
  }),
  'accounts.resetPassword': defineCall({
    id: 'accounts.resetPassword',
    method: 'POST',
    path: '/api/password/reset',
    summary: 'Set a new password with the pin of the reset mail; ends every session',
    body: ResetPasswordBody,
    bodyEncoding: 'form',
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: SuccessAnswer,
    auth: 'none',
  }),
  'accounts.changePassword': defineCall({
    id: 'accounts.changePassword',
    method: 'POST',
    path: '/api/password/change',
    summary: 'Change the password from the profile (the current one required); ends the other sessions',
    body: ChangePasswordBody,
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: SuccessAnswer,
    auth: 'required',
  }),
  'accounts.updateProfile': defineCall({
    id: 'accounts.updateProfile',
    method: 'POST',
    path: '/api/user/profile',
    summary: 'Update the profile fields a user may change',
    body: UpdateProfileBody,
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: SuccessAnswer,
    auth: 'required',
  }),
  'accounts.socialAccounts': defineCall({
    id: 'accounts.socialAccounts',
    method: 'GET',
    path: '/api/user/social',
    summary: 'Which social sign-in providers are connected to the account',
    response: SocialAccountsAnswer,
    auth: 'required',
  }),
  'accounts.socialDisconnect': defineCall({
    id: 'accounts.socialDisconnect',
    method: 'POST',
    path: '/api/user/social/:provider/disconnect',
    summary: 'Disconnect a provider (never the last way to sign in)',
    params: ProviderParams,
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: SuccessAnswer,
    auth: 'required',
  }),
} as const;

export const sessionCalls = {
  'session.login': defineCall({
    id: 'session.login',
    method: 'POST',
    path: SESSION_PATHS.login,
    summary: 'Log in with e-mail and password: a new session token',
    body: LoginBody,
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: LoginAnswer,
    auth: 'none',
  }),
  'session.logout': defineCall({
    id: 'session.logout',
    method: 'POST',
    path: SESSION_PATHS.logout,
    summary: 'Revoke the session token',
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: SuccessAnswer,
    auth: 'required',
  }),
  'session.forgotPassword': defineCall({
    id: 'session.forgotPassword',
    method: 'POST',
    path: SESSION_PATHS.forgotPassword,
    summary: 'Send a password reset mail; the same answer for known and unknown e-mails',
    body: ForgotPasswordUpstreamBody,
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: ForgotPasswordAnswer,
    auth: 'none',
  }),
  'session.socialAuthorize': defineCall({
    id: 'session.socialAuthorize',
    method: 'POST',
    path: '/api/social/:provider/authorize',
    summary: "The provider's authorization address for this state and PKCE challenge",
    params: ProviderParams,
    body: SocialAuthorizeBody,
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: SocialAuthorizeAnswer,
    auth: 'none',
  }),
  'session.socialSignIn': defineCall({
    id: 'session.socialSignIn',
    method: 'POST',
    path: '/api/social/:provider/sign-in',
    summary: 'Finish a social sign-in: link or create the account, a new session token',
    params: ProviderParams,
    body: SocialFinishBody,
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: SessionAnswer,
    auth: 'none',
  }),
  'session.socialConnect': defineCall({
    id: 'session.socialConnect',
    method: 'POST',
    path: '/api/social/:provider/connect',
    summary: 'Finish connecting a provider to the signed-in account',
    params: ProviderParams,
    body: SocialFinishBody,
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    response: SuccessAnswer,
    auth: 'required',
  }),
} as const;
