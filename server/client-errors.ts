/**
 * Errors Node's HTTP parser raises before there is a request (Fastify's `clientErrorHandler`): headers
 * over the 16 KiB budget (431), a request that took too long to arrive (408), bytes that are not HTTP
 * (400). They are answered like every other error (`errors.ts`): JSON `{error, message, requestId}`
 * on call paths, a bare status for media and assets, the site's localized page elsewhere, never
 * Fastify's own body. The address and language are read from the start of the raw request when it is
 * there; otherwise the answer is the Russian page, the site's default.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { localeFromAcceptLanguage, localeFromPath } from '../shared/i18n/locale-detect.ts';
import { DEFAULT_LOCALE } from '../shared/locales.ts';
import {
  type ErrorCode,
  type ErrorPageOptions,
  errorCatalogue,
  errorForm,
  pageKindOf,
  pathOf,
  translate,
} from './errors.ts';
import { contentSecurityPolicy } from './render/csp.ts';
import { fallbackErrorPage } from './render/fallback-page.ts';

/** What Node passes: `rawPacket` is the Buffer being parsed (Fastify's type says otherwise). */
type ClientError = Omit<ConnectionError, 'rawPacket'> & { rawPacket?: unknown };

function codeOf(error: ClientError): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'bad_request';
}

/** The request line's target and the Accept-Language header, when the raw bytes begin a request. */
function readStart(raw: unknown): { target?: string; acceptLanguage?: string } {
  if (!Buffer.isBuffer(raw)) return {};
  const text = raw.toString('latin1', 0, Math.min(raw.length, 64 * 1024));
  const line = /^[A-Z]{3,10} (\S+) HTTP\/1\.[01]\r?\n/.exec(text);
  if (!line) return {};
  const language = /\r?\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(text);
  return { target: line[1], acceptLanguage: language?.[1] };
}

/**
 * The readable address of a GET or HEAD whose target carries raw UTF-8 (`/ru/search?search=идиш` sent
 * unencoded, as some clients send): each byte above ASCII percent-encoded, the rest kept. Null for any
 * other request, and for a target that is not a path of this site (`//host…`), which would lead away.
 */
function encodedTarget(raw: unknown): string | null {
  if (!Buffer.isBuffer(raw)) return null;
  const end = raw.indexOf(' HTTP/1.');
  const start = raw.indexOf(' ');
  if (start < 0 || end <= start) return null;
  const method = raw.toString('latin1', 0, start);
  if (method !== 'GET' && method !== 'HEAD') return null;
  const target = raw.subarray(start + 1, end);
  if (target[0] !== 0x2f || target[1] === 0x2f || target[1] === 0x5c) return null;
  let encoded = '';
  let raised = false;
  for (const byte of target) {
    if (byte >= 0x80) {
      encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      raised = true;
    } else if (byte > 0x20 && byte < 0x7f && byte !== 0x5c) encoded += String.fromCharCode(byte);
    else return null;
  }
  return raised ? encoded : null;
}

/** The socket is answering a request already (its headers went out): nothing may be written now. */
function isAnswering(socket: Socket): boolean {
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return Boolean(current?.headersSent);
}

export function clientErrors(options: ErrorPageOptions = {}) {
  // Fastify calls it bound to the instance (its logger is the only thing used).
  return function handle(this: unknown, error: ClientError, socket: Socket) {
    const { log } = this as FastifyInstance;
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code = codeOf(error);
    const { status } = errorCatalogue[code];
    const { target, acceptLanguage } = readStart(error.rawPacket);
    const form = target ? errorForm(target) : 'page';
    const locale =
      (target ? localeFromPath(pathOf(target)) : undefined) ??
      localeFromAcceptLanguage(acceptLanguage) ??
      DEFAULT_LOCALE;
    const requestId = randomUUID();
    log.info({ reqId: requestId, code, reason: error.code, status }, 'client error');
    if (!socket.writable || isAnswering(socket)) {
      socket.destroy();
      return;
    }
    const readable = error.code === 'HPE_INVALID_URL' ? encodedTarget(error.rawPacket) : null;
    if (readable) {
      // Node's parser refuses the raw bytes, so the request is read here: the same address, encoded.
      log.info({ reqId: requestId, location: readable }, 'raw UTF-8 address: redirected to its encoded form');
      socket.end(
        [
          'HTTP/1.1 308 Permanent Redirect',
          'Connection: close',
          'Cache-Control: no-store',
          `Location: ${readable}`,
          `X-Request-Id: ${requestId}`,
          'Content-Length: 0',
          '',
          '',
        ].join('\r\n'),
        () => socket.destroy(),
      );
      return;
    }
    let body = '';
    const headers = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Connection: close',
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      `X-Request-Id: ${requestId}`,
    ];
    if (form === 'json') {
      body = JSON.stringify({
        error: code,
        message: translate(locale, errorCatalogue[code].messageKey),
        requestId,
      });
      headers.push('Content-Type: application/json; charset=utf-8');
    } else if (form === 'page') {
      body = fallbackErrorPage(locale, pageKindOf(status), options.stylesheets ?? []);
      headers.push(
        'Content-Type: text/html; charset=utf-8',
        `Content-Language: ${locale}`,
        `Content-Security-Policy: ${contentSecurityPolicy({ dev: options.dev })}`,
      );
    }
    headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  };
}
