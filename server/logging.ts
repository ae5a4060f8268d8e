/**
 * pino options for the web tier (docs/rules.md R22): JSON lines with ISO times and request ids; cookies,
 * tokens, passwords and pins never written, including inside logged URLs; pretty output only in dev.
 */
import type { FastifyServerOptions } from 'fastify';
import { stdTimeFunctions } from 'pino';

const SECRET_PARAMS = /([?&](?:pin|email-pin|token|code|state|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    timestamp: stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.pin',
        '*.token',
        '*.cookie',
        '*.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
      }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
  };
}
