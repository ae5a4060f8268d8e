/**
 * What runs the digest's passes (docs/follows.md#how-the-queue-runs): on PGlite a timer in the process,
 * on PostgreSQL a pg-boss queue with its schedule in its own schema; either way a pass plans the last
 * completed week and sends the reader's digest (here to the outbox), and closing the runner stops it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { digestsFor } from '../../../api/admin/digest-commands.ts';
import { buildApi, databaseOf } from '../../../api/app.ts';
import { loadApiConfig } from '../../../api/config/index.ts';
import { lastCompletedPeriod } from '../../../api/follows/periods.ts';
import { startDigestRunner } from '../../../api/follows/runner.ts';
import { createMailer } from '../../../api/mail/mailer.ts';
import { backends, testDatabase } from '../../helpers/api/build.ts';
import { waitUntil } from '../../helpers/wait.ts';

const quiet = { info() {}, error() {} };

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-runner-'));
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
      log: quiet,
    });
    t.teardown(async () => {
      await mailer.close();
      await api.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    const week = lastCompletedPeriod('weekly', new Date());
    await db.query("UPDATE materials SET created_at = '2024-01-01', publication_date = '2024-01-01'");
    await db.query("UPDATE courses SET created_at = '2024-01-01', publication_date = '2024-01-01'");
    await db.query("UPDATE materials SET created_at = $1 WHERE slug = 'klezmer-notes'", [
      new Date(week.start.getTime() + 3600 * 1000),
    ]);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (email, locale, email_confirmed_at) VALUES ('run@example.org', 'en', now()) RETURNING id",
    );
    await db.query(
      "INSERT INTO follows (user_id, kind, target) SELECT $1, 'tag', id::text FROM tags WHERE slug = 'music'",
      [user?.id],
    );
    const runner = startDigestRunner({
      digests: digestsFor(db, config, mailer, 'https://site.example'),
      databaseUrl: database.env.DATABASE_URL,
      pollSeconds: 1,
      log: quiet,
    });
    t.teardown(() => runner.close());

    t.test('a scheduled tick sends the last week’s digest once', async (t) => {
      await runner.tick();
      const state = async () =>
        (
          await db.query<{ state: string }>(
            'SELECT state FROM digest_jobs WHERE user_id = $1 AND period = $2',
            [user?.id, week.key],
          )
        )[0]?.state;
      await waitUntil('the digest sent', 60_000, async () => (await state()) === 'sent', 100);
      t.equal(await state(), 'sent');
      if (backend === 'postgres') {
        const [schedule] = await db.query<{ name: string }>('SELECT name FROM pgboss.schedule');
        t.equal(schedule?.name, 'digest-tick', 'the schedule is kept in pg-boss’s tables');
      }
      await runner.tick();
      await mailer.idle();
      const files = await fs.readdir(path.join(dataDir, 'outbox'));
      t.equal(files.filter((file) => file.endsWith('.eml')).length, 1, 'one mail for the period');
    });
  });
}
