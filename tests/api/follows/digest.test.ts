/**
 * The digest (docs/follows.md#the-digest, #leaving) through a real SMTP server: one mail per reader and
 * period in the reader's language, with pictures from the site, a plain-text part and the RFC 8058
 * headers; none when nothing is new; never twice for a period, across a restart of the API and with two
 * runners working the same database at once; a temporary refusal is retried later, a 5xx bounce stops
 * the reader's digests, and the mail's token unsubscribes without a session.
 */
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import t from 'tap';
import { digestsFor } from '../../../api/admin/digest-commands.ts';
import { buildApi, databaseOf } from '../../../api/app.ts';
import { loadApiConfig } from '../../../api/config/index.ts';
import type { Db } from '../../../api/db/types.ts';
import { currentPeriod } from '../../../api/follows/periods.ts';
import { createMailer } from '../../../api/mail/mailer.ts';
import { backends, testDatabase } from '../../helpers/api/build.ts';
import { parseEml } from '../accounts/helpers/outbox.ts';

const ORIGIN = 'https://site.example';

interface Received {
  to: string;
  raw: string;
}

/** An SMTP server that keeps what it accepts; `refuse` answers an address with a code instead. */
async function smtp(t: { teardown(fn: () => unknown): void }) {
  const received: Received[] = [];
  const refuse = new Map<string, { code: number; times: number }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const rule = refuse.get(address.address);
      if (rule && rule.times > 0) {
        rule.times -= 1;
        const error = Object.assign(new Error(rule.code >= 500 ? 'no such mailbox' : 'try later'), {
          responseCode: rule.code,
        });
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw: raw.replace(/\r\n/g, '\n') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, refuse, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

/** The header block with folded lines joined. */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const mail = await smtp(t);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-digest-'));
    const database = await testDatabase(backend, dataDir, 'fixture');
    const config = loadApiConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      IMPORT_ON_EMPTY: 'false',
      PUBLIC_ORIGIN: ORIGIN,
      SMTP_URL: mail.url,
      MAIL_FROM: 'Site <no-reply@site.example>',
      DIGEST_RUNNER: 'off',
      DIGEST_RETRY_BASE_SECONDS: '60',
      ...database.env,
    });
    const apis: FastifyInstance[] = [];
    const open = async () => {
      const app = await buildApi(config);
      apis.push(app);
      return app;
    };
    t.teardown(async () => {
      for (const app of apis) await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    /** A digest runner of its own over `db`, with its own SMTP connection, as another instance has. */
    const runner = (db: Db) => {
      const mailer = createMailer({
        smtpUrl: mail.url,
        from: 'no-reply@site.example',
        outboxDir: dataDir,
        logLinks: false,
        log: { info() {}, error() {} },
      });
      t.teardown(() => mailer.close());
      return digestsFor(db, config, mailer, ORIGIN);
    };

    let api = await open();
    let db = databaseOf(api);
    const week = currentPeriod('weekly', new Date(Date.now() - 7 * 24 * 3600 * 1000));
    const inWeek = new Date(week.start.getTime() + 24 * 3600 * 1000);
    await db.query("UPDATE materials SET created_at = '2024-01-01', publication_date = '2024-01-01'");
    await db.query("UPDATE courses SET created_at = '2024-01-01', publication_date = '2024-01-01'");
    await db.query("UPDATE materials SET created_at = $1 WHERE slug = 'klezmer-notes'", [inWeek]);
    const [music] = await db.query<{ id: number }>("SELECT id FROM tags WHERE slug = 'music'");
    const [literature] = await db.query<{ id: number }>("SELECT id FROM tags WHERE slug = 'literature'");
    const user = async (email: string, locale: string, follows: number[]) => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO users (email, name, locale, email_confirmed_at) VALUES ($1, $2, $3, now()) RETURNING id`,
        [email, locale === 'ru' ? 'Анна' : 'Ann', locale],
      );
      for (const tag of follows) {
        await db.query("INSERT INTO follows (user_id, kind, target) VALUES ($1, 'tag', $2)", [
          row?.id,
          String(tag),
        ]);
      }
      return row?.id as number;
    };
    const ann = await user('ann@example.org', 'en', [music?.id as number]);
    const anna = await user('anna@example.org', 'ru', [music?.id as number]);
    const quiet = await user('quiet@example.org', 'en', [literature?.id as number]);
    await user('nobody@example.org', 'en', []);
    const mailsTo = (address: string) => mail.received.filter((m) => m.to === address);

    t.test('each reader gets the period’s news in their language with the one-click headers', async (t) => {
      const digests = runner(db);
      t.equal(await digests.planPeriod(week.key), 3, 'a job for each reader who follows something');
      await digests.work();
      t.equal(mail.received.length, 2, 'nothing new for the third reader: no mail');
      t.same(digests.counts(), { sent: 2, skipped: 1, failed: 0 });
      const en = mailsTo('ann@example.org')[0]?.raw ?? '';
      const ru = mailsTo('anna@example.org')[0]?.raw ?? '';
      const enMail = parseEml(en);
      const ruMail = parseEml(ru);
      t.match(enMail.subject, /^New for you on .+: 1 new$/);
      t.match(ruMail.subject, /^Новое для вас/);
      t.match(enMail.text, /Klezmer notes/);
      t.match(enMail.text, /Because you follow Music/);
      t.match(ruMail.text, /Потому что вы следите: Музыка/);
      t.match(
        enMail.html,
        /<img src="https:\/\/site\.example\/storage\/materials\/klezmer-notes\/preview\.jpg"/,
      );
      t.match(enMail.html, /href="https:\/\/site\.example\/en\/materials\/klezmer-notes"/);
      const unsubscribe = headerOf(en, 'List-Unsubscribe');
      t.match(unsubscribe, /^<https:\/\/site\.example\/en\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{43}>$/);
      t.equal(headerOf(en, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
      t.match(enMail.html, /Unsubscribe from the digest/, 'a visible unsubscribe link');
      t.match(enMail.text, /Unsubscribe from the digest: https:\/\/site\.example\/en\/unsubscribe\?token=/);
      t.match(headerOf(ru, 'List-Unsubscribe'), /\/ru\/unsubscribe\?token=/);
    });

    t.test('running the period again, or after a restart, sends nothing twice', async (t) => {
      const again = runner(db);
      t.equal(await again.planPeriod(week.key), 0, 'the jobs are there already');
      await again.work();
      await api.close();
      api = await open();
      db = databaseOf(api);
      const restarted = runner(db);
      t.equal(await restarted.planPeriod(week.key), 0);
      await restarted.work();
      t.equal(mail.received.length, 2);
    });

    t.test('two runners on one database send each digest once', async (t) => {
      const daily = currentPeriod('daily', inWeek);
      await db.query("UPDATE follow_settings SET digest = 'daily'");
      await db.query(
        "INSERT INTO follow_settings (user_id, digest) SELECT id, 'daily' FROM users ON CONFLICT (user_id) DO UPDATE SET digest = 'daily'",
      );
      // Another instance: on PostgreSQL its own API and connection pool, on PGlite the one process's database.
      const otherDb = backend === 'postgres' ? databaseOf(await open()) : db;
      const one = runner(db);
      const two = runner(otherDb);
      const planned = await Promise.all([one.planPeriod(daily.key), two.planPeriod(daily.key)]);
      t.equal((planned[0] ?? 0) + (planned[1] ?? 0), 3, 'planned once between them');
      await Promise.all([one.work(), two.work()]);
      t.equal(mailsTo('ann@example.org').length, 2, 'the weekly one and the daily one');
      t.equal(mailsTo('anna@example.org').length, 2);
      t.equal(one.counts().sent + two.counts().sent, 2);
    });

    t.test('a refused send is tried again later; a bounce stops the digests', async (t) => {
      const day = currentPeriod('daily', new Date(inWeek.getTime() - 24 * 3600 * 1000));
      await db.query("UPDATE materials SET created_at = $1 WHERE slug = 'klezmer-notes'", [
        new Date(day.start.getTime() + 3600 * 1000),
      ]);
      mail.refuse.set('ann@example.org', { code: 451, times: 1 });
      mail.refuse.set('anna@example.org', { code: 550, times: 1 });
      const digests = runner(db);
      await digests.planPeriod(day.key);
      await digests.work();
      const jobs = await db.query<{ user_id: number; state: string; attempts: number; retry_later: boolean }>(
        'SELECT user_id, state, attempts, run_after > now() AS retry_later FROM digest_jobs WHERE period = $1 ORDER BY user_id',
        [day.key],
      );
      t.same(
        jobs
          .filter((job) => job.user_id !== quiet)
          .map(({ state, attempts, retry_later }) => ({ state, attempts, retry_later })),
        [
          { state: 'pending', attempts: 1, retry_later: true },
          { state: 'failed', attempts: 1, retry_later: false },
        ],
        'the 4xx waits for its back-off; the 5xx is not retried',
      );
      const [bounced] = await db.query<{ bounced: boolean }>(
        'SELECT bounced_at IS NOT NULL AS bounced FROM follow_settings WHERE user_id = $1',
        [anna],
      );
      t.equal(bounced?.bounced, true);
      t.same(digests.counts(), { sent: 0, skipped: 1, failed: 1 });
      // Due a second ago: the runner compares with its own clock, which counts milliseconds where the
      // database's now() counts microseconds.
      await db.query(
        "UPDATE digest_jobs SET run_after = now() - interval '1 second' WHERE state = 'pending'",
      );
      await digests.work();
      t.equal(mailsTo('ann@example.org').length, 3, 'the second try went through');
      const next = currentPeriod('daily', new Date(day.start.getTime() - 24 * 3600 * 1000));
      await digests.planPeriod(next.key);
      const [planned] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM digest_jobs WHERE period = $1 AND user_id = $2',
        [next.key, anna],
      );
      t.equal(planned?.n, 0, 'no digest is planned for a bounced address');
    });

    t.test('the mail’s token unsubscribes without a session, and only its reader', async (t) => {
      const link =
        /<([^>]+)>/.exec(headerOf(mailsTo('ann@example.org')[0]?.raw ?? '', 'List-Unsubscribe') ?? '')?.[1] ??
        '';
      const token = new URL(link).searchParams.get('token') ?? '';
      t.equal(token.split('.')[0], String(ann));
      const answer = await api.inject({
        method: 'POST',
        url: '/api/digest/unsubscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
      t.same(answer.json(), { success: true });
      t.match(
        answer.headers['x-cache-drops'],
        new RegExp(`reader:${ann}\\b`),
        'the reader’s kept reads are dropped',
      );
      const forged = await api.inject({
        method: 'POST',
        url: '/api/digest/unsubscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: `${anna}.${token.split('.')[1]}` }).toString(),
      });
      t.equal(forged.statusCode, 404, 'another reader’s id under this signature is refused');
      const rows = await db.query<{ user_id: number; digest: string }>(
        'SELECT user_id, digest FROM follow_settings WHERE user_id = ANY($1::int[]) ORDER BY user_id',
        [[ann, anna]],
      );
      t.same(
        rows.map((row) => row.digest),
        ['off', 'daily'],
      );
    });

    t.test('the API counts digests at /metrics for this machine', async (t) => {
      const answer = await api.inject({ method: 'GET', url: '/metrics' });
      t.match(answer.body, /digests_total\{result="sent"\} \d+/);
      const proxied = await api.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'x-forwarded-for': '1.2.3.4' },
      });
      t.equal(proxied.statusCode, 404);
    });
  });
}
