/**
 * The API's error catalogue (STYLE: fastify's `lib/errors.js`): every failure a caller can see has a
 * stable code, a status and a generic message. The central handler in `http/errors.ts` renders them.
 */
export const ERRORS = {
  validation_failed: { status: 400, message: 'The request is not valid.' },
  bad_request: { status: 400, message: 'The request could not be read.' },
  not_found: { status: 404, message: 'Nothing was found at this address.' },
  unauthorized: { status: 401, message: 'Sign in to do this.' },
  forbidden: { status: 403, message: 'This is not open to this caller.' },
  rate_limited: { status: 429, message: 'Too many requests, please try again later.' },
  duplicate_comment: { status: 429, message: 'The same comment was sent a moment ago.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'This content type is not accepted.' },
  db_busy: { status: 503, message: 'The service is busy, please try again shortly.' },
  db_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
  internal_error: { status: 500, message: 'Something went wrong on our side.' },
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
