/**
 * Test-admin mode in the browser (docs/product.md#roles, docs/architecture.md#sessions-and-accounts): with the flag and its hash in local storage,
 * the user fetch carries them at start; without both, or with a malformed one, nothing is sent. What
 * the web tier and the API do with the header is proven in tests/server/session/limits.test.ts and
 * test-admin-drafts.test.ts. End to end: an admin made by the admin commands, with the
 * hash `test-admin-hash` prints, sees the demo pack's draft material; the mode's cookie follows local
 * storage; a guest never sees the draft.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { callAdmin, runningServer } from '../../../api/admin/client.ts';
import { openSignedIn, registerReader, startReadersHarness } from '../reading/session.ts';

const harness = await startReadersHarness({
  TEST_ADMIN_ENABLED: 'true',
  TEST_ADMIN_SECRET: 'browser-test-admin-secret-0123456789',
});
const email = await registerReader(harness, 'qa-admin@example.org', 'Эстер');

/** Reloads the page and answers the X-Test-Admin header of the first user fetch after it. */
async function userFetchHeader(page: Page): Promise<string | undefined> {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user', { timeout: 10_000 });
  await page.reload();
  return (await request).headers()['x-test-admin'];
}

t.test('the user fetch sends the flag and its hash from local storage, and only then', async (t) => {
  const { page, context } = await openSignedIn(harness, email, '/ru');
  t.teardown(() => context.close());
  const hash = 'a'.repeat(64);
  await page.evaluate((value) => {
    window.localStorage.setItem('test_admin_flag', 'qa');
    window.localStorage.setItem('test_admin_hash', value);
  }, hash);
  t.equal(await userFetchHeader(page), `qa:${hash}`);

  await page.evaluate(() => window.localStorage.setItem('test_admin_hash', 'not-a-hash'));
  const malformed = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user', { timeout: 3000 });
  await page.reload();
  await t.rejects(malformed, 'a malformed hash: no extra user fetch at start');

  await page.evaluate(() => window.localStorage.removeItem('test_admin_hash'));
  const none = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user', { timeout: 3000 });
  await page.reload();
  await t.rejects(none, 'the flag alone: nothing is sent');
});

t.test('an admin in test-admin mode sees the demo draft; the cookie follows local storage', async (t) => {
  const endpoint = await runningServer(harness.site.dataDir);
  if (!endpoint) throw new Error('the embedded API has no admin endpoint');
  const adminEmail = await registerReader(harness, 'qa-drafts-admin@example.org', 'Двора');
  await callAdmin(endpoint, 'make-admin', { email: adminEmail });
  const printed = await callAdmin(endpoint, 'test-admin-hash', { email: adminEmail, flag: 'qa' });
  const hash = /localStorage hash: ([a-f0-9]{64})/.exec(printed)?.[1] ?? '';
  const draft = '/ru/materials/yizkor-books';

  const { page, context } = await openSignedIn(harness, adminEmail, draft);
  t.teardown(() => context.close());
  t.equal(await page.locator('h1').first().textContent(), 'Ошибка 404', 'no mode yet: 404');
  await page.evaluate((value) => {
    window.localStorage.setItem('test_admin_flag', 'qa');
    window.localStorage.setItem('test_admin_hash', value);
  }, hash);
  await page.reload();
  await page.waitForFunction(() => document.cookie.includes('test_admin=qa:'));
  await page.reload();
  t.equal(await page.locator('h1').first().textContent(), 'Книги памяти: как читать изкор-бух');
  await page.getByTestId('draft-notice').waitFor();
  t.match(await page.getByTestId('draft-notice').textContent(), 'Черновик.');

  await page.evaluate(() => window.localStorage.removeItem('test_admin_hash'));
  await page.reload();
  await page.waitForFunction(() => !document.cookie.includes('test_admin='));
  await page.reload();
  t.equal(await page.locator('h1').first().textContent(), 'Ошибка 404', 'mode off: 404 again');

  const guest = await harness.open(draft);
  t.equal(await guest.page.locator('h1').first().textContent(), 'Ошибка 404', 'a guest: 404');
  await guest.page.close();
});

t.test('the console line the hash command prints makes the very next server render the draft', async (t) => {
  const endpoint = await runningServer(harness.site.dataDir);
  if (!endpoint) throw new Error('the embedded API has no admin endpoint');
  const adminEmail = await registerReader(harness, 'qa-first-load@example.org', 'Рахель');
  await callAdmin(endpoint, 'make-admin', { email: adminEmail });
  const printed = await callAdmin(endpoint, 'test-admin-hash', { email: adminEmail, flag: 'qa' });
  const line = /in the browser's console on the site: (.+)$/m.exec(printed)?.[1];
  t.ok(line, 'the command prints the line to run');
  const draft = '/ru/materials/yizkor-books';

  const { page, context } = await openSignedIn(harness, adminEmail, '/ru');
  t.teardown(() => context.close());
  // As an administrator pastes it into the console (so no page script, no CSP in the way).
  await page.evaluate(line ?? '');
  const response = await page.goto(`${harness.site.origin}${draft}`);
  t.equal(response?.status(), 200, 'the server renders the draft on the first load');
  const served = (await response?.text()) ?? '';
  t.ok(served.includes('Книги памяти: как читать изкор-бух'), "the server's HTML is the draft");
  await page.getByTestId('draft-notice').waitFor();
});
