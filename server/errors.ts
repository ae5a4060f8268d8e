/**
 * The web tier's error catalogue (STYLE: errors as codes with a status and a message) and the one
 * place that turns any error into what a visitor sees: a localized JSON body with the request id,
 * never a stack, a path, SQL or an upstream body (RELIABILITY R21).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createI18n } from '../shared/i18n/instance.ts';
import { localeFromAcceptLanguage, localeFromPath } from '../shared/i18n/locale-detect.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/locales.ts';

export const errorCatalogue = {
  validation_failed: { status: 400, messageKey: 'errors.validation' },
  bad_request: { status: 400, messageKey: 'errors.validation' },
  unauthorized: { status: 401, messageKey: 'errors.forbidden' },
  forbidden: { status: 403, messageKey: 'errors.forbidden' },
  conflict: { status: 409, messageKey: 'errors.validation' },
  not_found: { status: 404, messageKey: 'errors.notFound.title' },
  payload_too_large: { status: 413, messageKey: 'errors.payloadTooLarge' },
  unsupported_media_type: { status: 415, messageKey: 'errors.validation' },
  too_many_requests: { status: 429, messageKey: 'errors.tooManyRequests' },
  upstream_unavailable: { status: 503, messageKey: 'errors.upstream' },
  internal: { status: 500, messageKey: 'errors.server.text' },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export class WebError extends Error {
  override name = 'WebError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly field?: string;
  constructor(code: ErrorCode, options: { field?: string; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.field = options.field;
  }
}

/** The caller's interface language: the `lang` they sent, the page they are on, or their browser's. */
export function requestLocale(request: FastifyRequest): Locale {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(fromQuery)) return fromQuery;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.lang;
  if (isLocale(fromBody)) return fromBody;
  const referer = request.headers.referer;
  if (typeof referer === 'string') {
    try {
      const fromReferer = localeFromPath(new URL(referer).pathname);
      if (fromReferer) return fromReferer;
    } catch {
      // An unparsable Referer says nothing about the language.
    }
  }
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

const translators = new Map<Locale, ReturnType<typeof createI18n>['t']>();
function translate(locale: Locale, key: string): string {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n(locale).t;
    translators.set(locale, t);
  }
  return t(key);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  extra: { field?: string; message?: string; retryAfter?: string } = {},
) {
  return sendErrorBody(request, reply, errorCatalogue[code].status, code, extra);
}

/** The content API's 4xx codes (say `invalid_credentials`) reach the page, which shows its own text. */
export function statusCode(status: number): ErrorCode {
  const match = (Object.keys(errorCatalogue) as ErrorCode[]).find(
    (code) => errorCatalogue[code].status === status,
  );
  return match ?? (status >= 500 ? 'upstream_unavailable' : 'bad_request');
}

export function sendErrorBody(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  extra: { field?: string; message?: string; retryAfter?: string } = {},
) {
  const entry = errorCatalogue[statusCode(status)];
  if (extra.retryAfter) reply.header('Retry-After', extra.retryAfter);
  else if (entry.status === 503) reply.header('Retry-After', '30');
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({
      error: code,
      message: extra.message ?? translate(requestLocale(request), entry.messageKey),
      requestId: request.id,
      ...(extra.field ? { field: extra.field } : {}),
    });
}

function codeForFastifyError(error: FastifyError): ErrorCode {
  const status = error.statusCode ?? 500;
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  if (status === 404) return 'not_found';
  if (status === 403) return 'forbidden';
  if (status === 401) return 'unauthorized';
  if (status >= 400 && status < 500) return 'bad_request';
  return 'internal';
}

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | WebError, request, reply) => {
    if (error instanceof WebError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, error.code, { field: error.field });
    }
    const code = codeForFastifyError(error);
    if (code === 'internal') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: error.code, status: error.statusCode }, 'request refused');
    return sendError(request, reply, code);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found'));
}
