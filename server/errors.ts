/**
 * The web tier's error catalogue (each error a code with a status and a message) and the one
 * place that turns any error into what a visitor sees (docs/rules.md R21), never a stack, a path, SQL,
 * an upstream body or a framework's own body. Its form follows the address: under `/api` and the
 * contract's other call paths a localized JSON body `{error, message, requestId}`; media and built assets
 * a bare status; anything else the site's own localized error page.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { browserCalls } from '../shared/contract/facade.ts';
import { declaresForeignJsonCharset } from '../shared/contract/media-type.ts';
import { createI18n } from '../shared/i18n/instance.ts';
import { localeFromAcceptLanguage, localeFromPath } from '../shared/i18n/locale-detect.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/locales.ts';
import { contentSecurityPolicy } from './render/csp.ts';
import { type ErrorPageKind, fallbackErrorPage } from './render/fallback-page.ts';

export const errorCatalogue = {
  validation_failed: { status: 400, messageKey: 'errors.validation' },
  bad_request: { status: 400, messageKey: 'http:badRequest' },
  bad_url: { status: 400, messageKey: 'http:badUrl' },
  unauthorized: { status: 401, messageKey: 'errors.forbidden' },
  forbidden: { status: 403, messageKey: 'errors.forbidden' },
  foreign_origin: { status: 403, messageKey: 'http:foreignOrigin' },
  conflict: { status: 409, messageKey: 'errors.validation' },
  not_found: { status: 404, messageKey: 'http:notFound' },
  request_timeout: { status: 408, messageKey: 'http:requestTimeout' },
  payload_too_large: { status: 413, messageKey: 'errors.payloadTooLarge' },
  uri_too_long: { status: 414, messageKey: 'http:uriTooLong' },
  unsupported_media_type: { status: 415, messageKey: 'http:unsupportedMediaType' },
  too_many_requests: { status: 429, messageKey: 'errors.tooManyRequests' },
  headers_too_large: { status: 431, messageKey: 'http:headersTooLarge' },
  upstream_unavailable: { status: 503, messageKey: 'errors.upstream' },
  internal: { status: 500, messageKey: 'errors.server.text' },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** Upstream refusals whose own text says more than their status's generic one (a wait of minutes). */
const upstreamMessageKeys: Record<string, string> = { chat_rate_limited: 'chat:rateLimitedMinutes' };

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
export function translate(locale: Locale, key: string, options?: { count: number }): string {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n(locale).t;
    translators.set(locale, t);
  }
  return options ? t(key, options) : t(key);
}

/** The whole seconds of a refusal's Retry-After already set on the reply, or undefined. */
function retryAfterSeconds(reply: FastifyReply): number | undefined {
  const seconds = Number(reply.getHeader('Retry-After'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** A 429's text names the wait when the refusal knows it (docs/rules.md R19). */
function tooManyMessage(locale: Locale, seconds: number | undefined): string {
  return seconds === undefined
    ? translate(locale, errorCatalogue.too_many_requests.messageKey)
    : translate(locale, 'errors.tooManyRequestsSeconds', { count: seconds });
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  extra: { field?: string; message?: string; retryAfter?: string } = {},
) {
  const message = extra.message ?? translate(requestLocale(request), errorCatalogue[code].messageKey);
  return sendErrorBody(request, reply, errorCatalogue[code].status, code, { ...extra, message });
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
      message:
        extra.message ?? translate(requestLocale(request), upstreamMessageKeys[code] ?? entry.messageKey),
      requestId: request.id,
      ...(extra.field ? { field: extra.field } : {}),
    });
}

function codeForFastifyError(error: FastifyError): ErrorCode {
  const status = error.statusCode ?? 500;
  if (status === 408) return 'request_timeout';
  if (status === 413) return 'payload_too_large';
  if (status === 414) return 'uri_too_long';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  if (status === 431) return 'headers_too_large';
  if (status === 404) return 'not_found';
  if (status === 403) return 'forbidden';
  if (status === 401) return 'unauthorized';
  if (status >= 400 && status < 500) return 'bad_request';
  return 'internal';
}

/** Call paths outside `/api` (docs/architecture.md#the-call-contract: `/search-hashtags…`), as the contract names them. */
const OTHER_CALL_PATHS: ReadonlySet<string> = new Set(
  browserCalls.map((call) => call.path).filter((path) => !path.startsWith('/api/')),
);
/** Files, not pages: a miss there is a bare status, never a page or a framework body. */
const FILE_PREFIXES = ['/storage/', '/assets/'];

/** How an error is answered at this address: JSON for calls, a bare status for files, else a page. */
export type ErrorForm = 'json' | 'bare' | 'page';

/** The path of a request target, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

export function errorForm(url: string): ErrorForm {
  const path = pathOf(url);
  if (path === '/api' || path.startsWith('/api/') || OTHER_CALL_PATHS.has(path)) return 'json';
  if (FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'bare';
  return 'page';
}

/** Which of the site's error pages a status gets. */
export function pageKindOf(status: number): ErrorPageKind {
  if (status === 404) return 'notFound';
  if (status === 413 || status === 414 || status === 431) return 'tooLarge';
  if (status === 429) return 'tooManyRequests';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'server';
  return 'badRequest';
}

export interface ErrorPageOptions {
  /** The stylesheets every page links, so the error page looks like the site. */
  stylesheets?: string[];
  dev?: boolean;
}

/** A page address's language is in the address; anything else is the caller's (`requestLocale`). */
function pageLocale(request: FastifyRequest): Locale {
  return localeFromPath(pathOf(request.url)) ?? requestLocale(request);
}

/** Answers `code` at this request's address in the form its address calls for (`errorForm`). */
export function answerError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: ErrorPageOptions & { field?: string } = {},
) {
  const form = errorForm(request.url);
  // Errors raised before routing skip the hooks that set it on every other answer.
  reply.header('X-Request-Id', request.id);
  if (form === 'json') {
    const message =
      code === 'too_many_requests'
        ? tooManyMessage(requestLocale(request), retryAfterSeconds(reply))
        : undefined;
    return sendError(request, reply, code, { field: options.field, message });
  }
  const { status } = errorCatalogue[code];
  reply.code(status).header('Cache-Control', 'no-store');
  if (form === 'bare') return reply.send();
  const locale = pageLocale(request);
  if (status === 503 && !reply.hasHeader('Retry-After')) reply.header('Retry-After', '30');
  return reply
    .type('text/html; charset=utf-8')
    .header('Content-Language', locale)
    .header('Content-Security-Policy', contentSecurityPolicy({ dev: options.dev }))
    .send(
      fallbackErrorPage(locale, pageKindOf(status), options.stylesheets ?? [], {
        retryAfterSeconds: status === 429 ? retryAfterSeconds(reply) : undefined,
      }),
    );
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing, answered like any other (not with
 * Fastify's body, which would echo the address). A parameter longer than any slug names nothing: 404.
 */
export function frameworkErrors(options: ErrorPageOptions = {}) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    let code = codeForFastifyError(error);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') code = 'not_found';
    // An unreadable media address names no file: a miss like any other there.
    if (error.code === 'FST_ERR_BAD_URL') code = errorForm(request.url) === 'bare' ? 'not_found' : 'bad_url';
    request.log.info({ code, reason: error.code }, 'request refused before routing');
    return answerError(request, reply, code, options);
  };
}

/** docs/rules.md R23: addresses longer than this are refused before any route runs (414). */
export const MAX_URL_LENGTH = 2048;

export function installErrorHandlers(app: FastifyInstance, options: ErrorPageOptions = {}) {
  app.setErrorHandler((error: FastifyError | WebError, request, reply) => {
    const code = error instanceof WebError ? error.code : codeForFastifyError(error);
    if (error instanceof WebError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
    } else if (error.code === 'FST_ERR_HANDLER_TIMEOUT' && !request.raw.complete) {
      // A body still arriving at the handler timeout is the client's slowness (docs/rules.md F7): one
      // 408, and the connection closed so that Node sends no second answer on it (slow-clients.ts).
      reply.header('Connection', 'close');
      request.log.info({ reason: error.code }, 'request body still arriving: answering 408');
      return answerError(request, reply, 'request_timeout', options);
    } else if (code === 'internal') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: error.code, status: error.statusCode }, 'request refused');
    return answerError(request, reply, code, {
      ...options,
      field: error instanceof WebError ? error.field : undefined,
    });
  });
  app.setNotFoundHandler((request, reply) => answerError(request, reply, 'not_found', options));
  // An address under /api that names no call is a JSON 404 for every method, never a page.
  const unknownCall = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(request, reply, 'not_found');
  app.all('/api', unknownCall);
  app.all('/api/*', unknownCall);

  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.length > MAX_URL_LENGTH ? new WebError('uri_too_long') : undefined);
  });
  // JSON in another charset would be read as UTF-8 and mangled, not converted: 415 before parsing.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (declaresForeignJsonCharset(request.headers['content-type'])) {
      done(new WebError('unsupported_media_type'));
    } else done(null, payload);
  });
}
