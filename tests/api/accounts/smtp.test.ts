import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import t from 'tap';
import { accountsApi, post, RELAXED_LIMITS } from './helpers/api.ts';
import { parseEml, readOutbox } from './helpers/outbox.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

t.test('with SMTP_URL set, mails go to the SMTP server and not to the outbox', async (t) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.server.address() as AddressInfo).port;
  const api = await accountsApi(t, 'pglite', {
    ...RELAXED_LIMITS,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Site <no-reply@site.example>',
  });
  await post(api.app, '/api/register', {
    email: 'smtp@example.org',
    password: 'latke-oil-8days',
    lang: 'en',
  });
  for (let i = 0; i < 100 && received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
  t.equal(received.length, 1);
  t.same(received[0]?.to, ['smtp@example.org']);
  t.equal(received[0]?.from, 'no-reply@site.example');
  const mail = parseEml((received[0]?.raw ?? '').replace(/\r\n/g, '\n'));
  t.match(mail.subject, /Confirm your e-mail/);
  t.match(mail.link, /^https:\/\/site\.example\/en\/registration-completed\?email-pin=[A-Za-z0-9_-]{43}$/);
  t.match(mail.html, /<a href="https:\/\/site\.example\/en\/registration-completed/);
  t.same(await readOutbox(api.dataDir), [], 'nothing in the outbox');
  t.match(api.logs(), /"msg":"mail sent"/);
  t.match(
    api.logs(),
    /"time":"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"/,
    'log times are ISO, as the web tier writes',
  );
});
