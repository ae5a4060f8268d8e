/**
 * The web tier's log lines (docs/rules.md R22): JSON with an ISO time, the same format as the content
 * API's, so both tiers' lines sort and join by time; secrets in a logged address are never written.
 */
import pino, { type LoggerOptions } from 'pino';
import t from 'tap';
import { loggerOptions, redactUrl } from '../../server/logging.ts';

function logLine(write: (log: pino.Logger) => void): Record<string, unknown> {
  const lines: string[] = [];
  const log = pino(loggerOptions('info', false) as LoggerOptions, { write: (line) => lines.push(line) });
  write(log);
  return JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
}

t.test('a line carries its time as an ISO string', async (t) => {
  const line = logLine((log) => log.info('started'));
  t.match(line.time, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  t.equal(line.msg, 'started');
});

t.test('pins, tokens and passwords in a logged address are redacted', async (t) => {
  t.equal(redactUrl('/ru/reset?pin=123456&email-pin=9'), '/ru/reset?pin=[redacted]&email-pin=[redacted]');
  const line = logLine((log) =>
    log.info({ req: { id: '1', method: 'GET', url: '/cb?code=x&state=y' } }, 'in'),
  );
  t.same(line.req, { id: '1', method: 'GET', url: '/cb?code=[redacted]&state=[redacted]' });
});
