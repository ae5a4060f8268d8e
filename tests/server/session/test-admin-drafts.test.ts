/**
 * Test-admin mode's drafts through the web tier (docs/product.md#roles,
 * docs/architecture.md#sessions-and-accounts, docs/rules.md R18, R26): with the mode's cookie beside an
 * admin's session, the material page, the list page and the facade show the draft, answered `no-store` and
 * never from or into the shared caches; a guest and an ordinary reader (even carrying the admin's cookie),
 * before and after the admin looked, never see it: not in the list, its page 404, not in search, not in the
 * sitemap. With the mode off the cookie means nothing.
 */
import t, { type Test } from 'tap';
import { testAdminHash } from '../../../api/accounts/test-admin.ts';
import { TEST_ADMIN_COOKIE } from '../../../shared/test-admin.ts';
import { confirmedUser } from '../../api/accounts/helpers/users.ts';
import { type AccountsSite, Browser, startAccountsSite } from './helpers.ts';

const SECRET = 'test-admin-secret-0123456789abcdef0123';
const DRAFT = 'hidden-draft';
const DRAFT_TITLE = 'Черновик литературы';
const SEARCH = encodeURIComponent('черновик литературы');

async function signedIn(accounts: AccountsSite, email: string, role: 'admin' | 'user') {
  const { api, site } = accounts;
  const user = await confirmedUser(api.app, api.dataDir, email, 'havdalah-candle-8');
  const [row] = await api.db.query<{ id: number }>(
    'UPDATE users SET role = $2 WHERE email = $1 RETURNING id',
    [email, role],
  );
  const browser = new Browser(site);
  const login = await browser.post('/api/login', { email: user.email, password: user.password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { browser, value: `qa:${testAdminHash(SECRET, 'qa', row?.id ?? 0)}` };
}

/** Everything a visitor could see the draft through; each must hide it. */
async function seesNoDraft(t: Test, browser: Browser) {
  t.equal((await browser.get(`/api/materials/${DRAFT}`)).statusCode, 404, 'the facade answers 404');
  const page = await browser.get(`/ru/materials/${DRAFT}`);
  t.equal(page.statusCode, 404, 'its page is 404');
  t.notMatch(page.body, DRAFT_TITLE);
  const list = (await browser.get('/api/materials?per_page=50')).json() as { materials: { slug: string }[] };
  t.notOk(
    list.materials.some((m) => m.slug === DRAFT),
    'not in the list call',
  );
  t.notMatch((await browser.get('/ru/materials')).body, `/ru/materials/${DRAFT}`, 'not on the list page');
  const search = await browser.get(`/ru/search?search=${SEARCH}`);
  t.equal(search.statusCode, 200, 'the search page answers');
  t.notMatch(search.body, `/ru/materials/${DRAFT}`, 'not found by search');
  t.notMatch((await browser.get(`/api/search?query=${SEARCH}`)).body, DRAFT, 'not in the search call');
  // The sitemap is an index of files: every file it names, read as this visitor.
  const index = await browser.get('/sitemap.xml');
  t.equal(index.statusCode, 200, 'the sitemap answers');
  const files = [...index.body.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const sitemap = (await Promise.all(files.map(async (file) => (await browser.get(file)).body))).join('\n');
  t.match(sitemap, '/ru/materials/literature-memory', 'the sitemap lists published materials');
  t.notMatch(sitemap, DRAFT, 'not in the sitemap');
}

t.test('drafts show to the admin in test-admin mode, and to no one else', async (t) => {
  const accounts = await startAccountsSite(t, {
    env: { TEST_ADMIN_ENABLED: 'true' },
    apiEnv: { TEST_ADMIN_SECRET: SECRET },
  });
  const guest = new Browser(accounts.site);
  const admin = await signedIn(accounts, 'web-drafts-admin@example.org', 'admin');
  const reader = await signedIn(accounts, 'web-drafts-reader@example.org', 'user');

  await t.test('a guest, before the admin looked', (t) => seesNoDraft(t, guest));

  await t.test('the admin with the mode’s cookie sees the draft, never cacheably', async (t) => {
    admin.browser.cookies.set(TEST_ADMIN_COOKIE, admin.value);
    const call = await admin.browser.get(`/api/materials/${DRAFT}`);
    t.equal(call.statusCode, 200);
    t.match(call.json(), { slug: DRAFT, draft: true });
    t.equal(call.headers['cache-control'], 'no-store');
    t.notOk(call.headers['x-cache'], 'not from the shared cache');
    const page = await admin.browser.get(`/ru/materials/${DRAFT}`);
    t.equal(page.statusCode, 200);
    t.match(page.body, DRAFT_TITLE);
    t.match(page.body, 'data-testid="draft-notice"', 'the page says it is a draft');
    t.match(page.headers['cache-control'], /private, no-store/);
    t.match((await admin.browser.get('/ru/materials')).body, `/ru/materials/${DRAFT}`, 'on the list page');
    const list = (await admin.browser.get('/api/materials?per_page=50')).json() as {
      materials: { slug: string }[];
    };
    t.ok(list.materials.some((m) => m.slug === DRAFT));
    const published = await admin.browser.get('/ru/materials/literature-memory');
    t.equal(published.statusCode, 200);
    t.notMatch(published.body, 'data-testid="draft-notice"', 'a published material shows no notice');
  });

  await t.test('the admin without the cookie sees published materials only', async (t) => {
    admin.browser.cookies.delete(TEST_ADMIN_COOKIE);
    await seesNoDraft(t, admin.browser);
  });

  await t.test('a guest, after the admin looked', (t) => seesNoDraft(t, guest));

  await t.test('a guest carrying the admin’s cookie', async (t) => {
    const forged = new Browser(accounts.site);
    forged.cookies.set(TEST_ADMIN_COOKIE, admin.value);
    await seesNoDraft(t, forged);
  });

  await t.test('an ordinary reader, with their own value or the admin’s', async (t) => {
    for (const value of [reader.value, admin.value]) {
      reader.browser.cookies.set(TEST_ADMIN_COOKIE, value);
      await seesNoDraft(t, reader.browser);
    }
  });
});

t.test('with TEST_ADMIN_ENABLED=false the cookie means nothing, even the admin’s', async (t) => {
  const accounts = await startAccountsSite(t, {
    env: { TEST_ADMIN_ENABLED: 'false' },
    apiEnv: { TEST_ADMIN_SECRET: SECRET },
  });
  const admin = await signedIn(accounts, 'web-drafts-off@example.org', 'admin');
  admin.browser.cookies.set(TEST_ADMIN_COOKIE, admin.value);
  t.equal((await admin.browser.get(`/api/materials/${DRAFT}`)).statusCode, 404);
  t.equal((await admin.browser.get(`/ru/materials/${DRAFT}`)).statusCode, 404);
});
