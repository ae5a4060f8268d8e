/**
 * The digest's admin commands (docs/follows.md#operators): a preview of a reader's digest goes to an
 * administrator's address only, and "run a period now" sends the period's digests once however often
 * it is run.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { createAdminContext } from '../../../api/admin/context.ts';
import { runAdminCommand } from '../../../api/admin/registry.ts';
import { buildApi, databaseOf } from '../../../api/app.ts';
import { loadApiConfig } from '../../../api/config/index.ts';
import { lastCompletedPeriod } from '../../../api/follows/periods.ts';
import { createMailer } from '../../../api/mail/mailer.ts';
import { backends, testDatabase } from '../../helpers/api/build.ts';
import { readOutbox } from '../accounts/helpers/outbox.ts';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-digest-admin-'));
    const database = await testDatabase(backend, dataDir, 'fixture');
    const config = loadApiConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      IMPORT_ON_EMPTY: 'false',
      PUBLIC_ORIGIN: 'https://site.example',
      DIGEST_RUNNER: 'off',
      ...database.env,
    });
    const api = await buildApi(config);
    const db = databaseOf(api);
    const mailer = createMailer({
      from: 'no-reply@site.example',
      outboxDir: path.join(dataDir, 'outbox'),
      logLinks: false,
      log: { info() {}, error() {} },
    });
    t.teardown(async () => {
      await mailer.close();
      await api.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    const context = createAdminContext({ db, config, mailer });
    const run = (name: string, input: Record<string, unknown>) => runAdminCommand(context, name, input);
    const week = lastCompletedPeriod('weekly', new Date());
    await db.query("UPDATE materials SET created_at = '2024-01-01', publication_date = '2024-01-01'");
    await db.query("UPDATE courses SET created_at = '2024-01-01', publication_date = '2024-01-01'");
    await db.query("UPDATE materials SET created_at = $1 WHERE slug = 'klezmer-notes'", [
      new Date(week.start.getTime() + 3600 * 1000),
    ]);
    await db.query(
      `INSERT INTO users (email, locale, role, email_confirmed_at) VALUES
         ('reader@example.org', 'ru', 'user', now()), ('boss@example.org', 'en', 'admin', now())`,
    );
    await db.query(
      `INSERT INTO follows (user_id, kind, target)
       SELECT u.id, 'tag', tg.id::text FROM users u, tags tg WHERE u.email = 'reader@example.org' AND tg.slug = 'music'`,
    );

    t.test('a preview goes to an administrator, in the reader’s language, marked as one', async (t) => {
      await t.rejects(run('digest-preview', { reader: 'reader@example.org', to: 'reader@example.org' }), {
        code: 'forbidden',
      });
      const line = await run('digest-preview', { reader: 'reader@example.org', to: 'boss@example.org' });
      t.match(line, /1 items of weekly:\d{4}-\d{2}-\d{2} for reader@example.org sent to boss@example.org/);
      await mailer.idle();
      const [mail] = await readOutbox(dataDir);
      t.match(mail?.to, /boss@example.org/);
      t.match(mail?.subject, /^\[Пример рассылки\] Новое для вас/);
      const [jobs] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM digest_jobs');
      t.equal(jobs?.n, 0, 'a preview plans nothing');
    });

    t.test('running a period now sends it once', async (t) => {
      t.match(await run('digest-run', { period: 'weekly' }), /1 planned, 1 sent, 0 skipped, 0 failed/);
      t.match(await run('digest-run', { period: week.key }), /0 planned, 0 sent/);
      await t.rejects(run('digest-run', { period: 'hourly' }), { code: 'validation_failed' });
      await mailer.idle();
      t.equal((await readOutbox(dataDir)).length, 2, 'the preview and the one digest');
    });
  });
}
