/**
 * The API's one error catalogue: every failure a caller can see, in
 * every domain, has a stable code, a status and a generic message (plain English for logs and other
 * clients; the site shows its own localized text per code). The central handler in `http/errors.ts`
 * renders them.
 */
export const ERRORS = {
  validation_failed: { status: 400, message: 'The request is not valid.' },
  bad_request: { status: 400, message: 'The request could not be read.' },
  not_found: { status: 404, message: 'Nothing was found at this address.' },
  unauthorized: { status: 401, message: 'Sign in to do this.' },
  forbidden: { status: 403, message: 'This is not open to this caller.' },
  rate_limited: { status: 429, message: 'Too many requests, please try again later.' },
  duplicate_comment: { status: 429, message: 'The same comment was sent a moment ago.' },
  chat_rate_limited: {
    status: 429,
    message: 'Too many support messages in a row, please wait a few minutes.',
  },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'This content type is not accepted.' },
  db_busy: { status: 503, message: 'The service is busy, please try again shortly.' },
  db_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
  internal_error: { status: 500, message: 'Something went wrong on our side.' },
  // Accounts (the browser shows its own localized text per code, `auth.json`).
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
  // Lesson sets.
  lesson_sets_limit: { status: 409, message: 'This account keeps as many lesson sets as it may.' },
  lesson_set_full: { status: 409, message: 'The lesson set would hold more items than it may.' },
  // Special-project access and comment safety (the site shows its own text per code).
  access_request_pending: { status: 409, message: 'A request is already waiting for a decision.' },
  access_already_open: { status: 409, message: 'The tool is already open to this account.' },
  own_comment: { status: 409, message: 'Your own comment cannot be reported.' },
  comments_blocked: { status: 403, message: 'This account may not comment for a while.' },
  // The editors' desk (docs/desk.md).
  last_admin: { status: 409, message: 'The last administrator cannot lose the role.' },
  already_decided: { status: 409, message: 'This was decided already.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Seconds a caller should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 2;

export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  /** For 429: when the caller may try again (sent as `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; field?: string; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? ERRORS[code].message, { cause: options.cause });
    this.code = code;
    this.status = ERRORS[code].status;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function notFound(): ApiError {
  return new ApiError('not_found');
}
