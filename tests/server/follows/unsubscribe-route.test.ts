/**
 * Leaving the digest on the site (docs/follows.md#leaving): opening the mail's link shows a page with a
 * plain form and changes nothing; the form's POST stops the digest with no session, no script and no
 * AJAX marker, and comes back saying so; the mail program's RFC 8058 one-click POST does the same from
 * anywhere; a token this site did not sign stops nothing.
 */
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { buildApi, databaseOf } from '../../../api/app.ts';
import { loadApiConfig } from '../../../api/config/index.ts';
import { createUnsubscribeTokens } from '../../../api/follows/unsubscribe-token.ts';
import { testDatabase } from '../../helpers/api/build.ts';
import { startSite } from '../../helpers/site.ts';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-unsubscribe-'));
const database = await testDatabase('pglite', dataDir, 'fixture');
const api = await buildApi(
  loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', IMPORT_ON_EMPTY: 'false', DIGEST_RUNNER: 'off' }),
);
await api.listen({ host: '127.0.0.1', port: 0 });
const site = await startSite({
  upstreamUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
});
t.teardown(async () => {
  await site.close();
  await api.close();
  await database.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});
const db = databaseOf(api);
const [row] = await db.query<{ id: number }>(
  "INSERT INTO users (email, locale, email_confirmed_at) VALUES ('leave@example.org', 'en', now()) RETURNING id",
);
const userId = row?.id as number;
const token = await createUnsubscribeTokens(db).tokenFor(userId);
const digestOf = async () =>
  (await db.query<{ digest: string }>('SELECT digest FROM follow_settings WHERE user_id = $1', [userId]))[0]
    ?.digest ?? 'weekly';
const form = 'application/x-www-form-urlencoded';

t.test('opening the link shows a plain form and changes nothing', async (t) => {
  const page = await site.app.inject({ method: 'GET', url: `/en/unsubscribe?token=${token}` });
  t.equal(page.statusCode, 200);
  t.match(
    page.body,
    new RegExp(`<form [^>]*action="/en/unsubscribe\\?token=${token.replace('.', '\\.')}" method="post"`),
  );
  t.match(page.body, /Unsubscribe<\/button>/);
  t.equal(await digestOf(), 'weekly');
});

t.test('the form posts without a session or a script and the page says it is done', async (t) => {
  const answer = await site.app.inject({
    method: 'POST',
    url: `/en/unsubscribe?token=${token}`,
    headers: { 'content-type': form },
    payload: '',
  });
  t.equal(answer.statusCode, 303);
  t.equal(answer.headers.location, '/en/unsubscribe?done=1');
  t.equal(await digestOf(), 'off');
  const done = await site.app.inject({ method: 'GET', url: '/en/unsubscribe?done=1' });
  t.match(done.body, /no more digests will come/);
});

t.test("a mail program's one-click POST works from another site", async (t) => {
  await db.query("UPDATE follow_settings SET digest = 'daily' WHERE user_id = $1", [userId]);
  const answer = await site.app.inject({
    method: 'POST',
    url: `/ru/unsubscribe?token=${token}`,
    headers: { 'content-type': form, origin: 'https://mail.example' },
    payload: 'List-Unsubscribe=One-Click',
  });
  t.equal(answer.statusCode, 200);
  t.equal(await digestOf(), 'off');
});

t.test('a token the site did not sign stops nothing', async (t) => {
  await db.query("UPDATE follow_settings SET digest = 'weekly' WHERE user_id = $1", [userId]);
  const forged = `${userId}.${'x'.repeat(43)}`;
  const oneClick = await site.app.inject({
    method: 'POST',
    url: `/en/unsubscribe?token=${forged}`,
    headers: { 'content-type': form },
    payload: 'List-Unsubscribe=One-Click',
  });
  t.equal(oneClick.statusCode, 404);
  const viaForm = await site.app.inject({
    method: 'POST',
    url: `/en/unsubscribe?token=${forged}`,
    headers: { 'content-type': form },
    payload: '',
  });
  t.equal(viaForm.headers.location, '/en/unsubscribe?invalid=1');
  t.equal(await digestOf(), 'weekly');
});
