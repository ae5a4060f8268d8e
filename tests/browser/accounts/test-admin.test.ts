/**
 * Test-admin mode in the browser (spec §6, DESIGN §3): with the flag and its hash in local storage,
 * the user fetch carries them at start; without both, or with a malformed one, nothing is sent. What
 * the web tier and the API do with the header is proven in tests/server/session/limits.test.ts.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { startHarness } from '../browse/setup.ts';
import { openSignedIn, registerReader } from '../reading/session.ts';

const harness = await startHarness({
  env: { TEST_ADMIN_ENABLED: 'true', REGISTRATIONS_PER_IP_PER_DAY: '0' },
});
t.teardown(() => harness.close());
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
