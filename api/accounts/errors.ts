/**
 * The accounts domain's error catalogue (STYLE: errors as codes with a status and a message). The
 * browser shows its own localized text per code (`auth.json`), so the messages here are the API's
 * plain English for logs and other clients. Rendered by the accounts routes' error handler in the same
 * body shape as the API's central one.
 */
export const ACCOUNT_ERRORS = {
  no_account: { status: 404, message: 'No account found with that email address.' },
  invalid_credentials: { status: 401, message: 'The e-mail or the password is wrong.' },
  email_not_confirmed: { status: 403, message: 'Email confirmation required.' },
  password_too_short: { status: 400, message: 'The password is too short.' },
  password_too_long: { status: 400, message: 'The password is longer than 128 characters.' },
  password_rule: { status: 400, message: 'The password needs a digit and a Latin letter.' },
  password_common: { status: 400, message: 'This password is too common.' },
  wrong_password: { status: 400, message: 'The current password is wrong.' },
  pin_invalid: { status: 400, message: 'The link is invalid, used or expired.' },
  email_immutable: { status: 400, message: 'Unfortunately, you cannot change your e-mail.' },
  unknown_tags: { status: 400, message: 'Some of the tags do not exist.' },
  provider_unavailable: { status: 404, message: 'This sign-in provider is not configured.' },
  social_failed: { status: 400, message: 'The sign-in with the provider did not succeed.' },
  social_email_missing: { status: 400, message: 'The provider did not share a verified e-mail address.' },
  social_taken: { status: 409, message: 'This provider account is connected to another user.' },
  last_sign_in_method: { status: 409, message: 'This is the only way to sign in to the account.' },
  hashing_busy: { status: 503, message: 'The service is busy, please try again shortly.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;

export class AccountError extends Error {
  override name = 'AccountError';
  readonly code: AccountErrorCode;
  readonly status: number;
  readonly field: string | undefined;

  constructor(code: AccountErrorCode, options: { field?: string; cause?: unknown } = {}) {
    super(ACCOUNT_ERRORS[code].message, { cause: options.cause });
    this.code = code;
    this.status = ACCOUNT_ERRORS[code].status;
    this.field = options.field;
  }
}
