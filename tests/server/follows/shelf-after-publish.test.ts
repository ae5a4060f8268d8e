/**
 * A follower's "new for you" shelf right after a publish (docs/follows.md#following): the web tier keeps
 * the shelf per reader, and publishing a draft (its pack file says `published`, then the content
 * import) announces a drop of everything on PostgreSQL's channel, so the follower's next view asks
 * again and shows the newly published item at once, not within the reader cache's lifetime. PostgreSQL
 * only: on PGlite the import runs when no server holds the database.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { buildApi, databaseOf } from '../../../api/app.ts';
import { loadApiConfig } from '../../../api/config/index.ts';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import { createPostgresCopy } from '../../helpers/api/fixture-db.ts';
import { ROOT, startSite } from '../../helpers/site.ts';
import { waitUntil } from '../../helpers/wait.ts';
import { Browser } from '../session/helpers.ts';

const PACK = path.join(ROOT, 'tests', 'fixtures', 'content-pack');
const PASSWORD = 'menorah-7-lights';
const SHELF = '/api/user/new-for-you?lang=en';

if (process.env.DATABASE_URL) {
  t.test("a follower's kept shelf shows a newly published item right after the import", async (t) => {
    const database = await createPostgresCopy(process.env.DATABASE_URL as string);
    t.teardown(database.drop);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-publish-'));
    t.teardown(() => fs.rm(dataDir, { recursive: true, force: true }));
    const api = await buildApi(
      loadApiConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        IMPORT_ON_EMPTY: 'false',
        DIGEST_RUNNER: 'off',
        REGISTRATIONS_PER_IP_PER_DAY: '0',
      }),
    );
    await api.listen({ host: '127.0.0.1', port: 0 });
    t.teardown(() => api.close());
    const site = await startSite({
      upstreamUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
      env: { SHARED_STATE_URL: database.url },
    });
    t.teardown(() => site.close());
    await waitUntil('the web tier hears the drop channel', 10_000, async () => {
      return (await site.app.inject('/readyz')).json().cacheDrops === 'connected';
    });
    const heard: string[] = [];
    site.app.contentLayer.events.on('remoteDrop', (tags) => heard.push(...tags));
    const asked: string[] = [];
    const request = site.upstream.request;
    site.upstream.request = (sent) => {
      asked.push(`${sent.method} ${sent.path.split('?')[0]}`);
      return request(sent);
    };

    const reader = new Browser(site);
    await reader.post('/api/register', { email: 'follower@example.org', password: PASSWORD, name: 'Ida' });
    const mail = await waitForMail(dataDir, 'follower@example.org');
    const pin = new URL(mail.link).searchParams.get('email-pin') ?? '';
    await reader.post('/api/confirm-email', new URLSearchParams({ pin }).toString());
    const login = await reader.post('/api/login', { email: 'follower@example.org', password: PASSWORD });
    t.equal(login.statusCode, 200, 'the follower is signed in');
    const [tag] = await databaseOf(api).query<{ id: number }>(
      "SELECT id FROM tags WHERE slug = 'literature'",
    );
    const followed = await reader.post('/api/user/follows/add', { kind: 'tag', target: String(tag?.id) });
    t.equal(followed.statusCode, 200, 'and follows Literature');

    const slugs = async () =>
      ((await reader.get(SHELF)).json().items as { material?: { slug: string } }[]).map(
        (item) => item.material?.slug,
      );
    t.notOk((await slugs()).includes('hidden-draft'), 'the draft is on nobody’s shelf');
    const from = asked.length;
    await slugs();
    t.same(asked.slice(from), [], 'the shelf is kept');

    // The editors publish the draft: its file says `published`, dated today, and the pack is imported.
    const pack = path.join(dataDir, 'pack');
    await fs.cp(PACK, pack, { recursive: true });
    const file = path.join(pack, 'materials', 'hidden-draft.json');
    const draft = JSON.parse(await fs.readFile(file, 'utf8'));
    const today = new Date().toISOString().slice(0, 10);
    await fs.writeFile(file, JSON.stringify({ ...draft, status: 'published', publication_date: today }));
    const imported = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['api/cli/import.ts', pack],
        {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
          timeout: 120_000,
        },
        (error, _stdout, stderr) => resolve({ code: error ? 1 : 0, stderr }),
      );
    });
    t.equal(imported.code, 0, imported.code === 0 ? 'the import went through' : imported.stderr);
    await waitUntil('the web tier hears the import', 10_000, async () => heard.includes('*'));

    const before = asked.length;
    const shelf = await slugs();
    t.same(asked.slice(before), ['GET /api/user/new-for-you'], 'the kept shelf was dropped');
    t.ok(shelf.includes('hidden-draft'), 'and the newly published item is on it');
  });
}
