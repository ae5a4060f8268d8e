/**
 * The origin trap in a browser (docs/rules.md R14). With the default configuration (no PUBLIC_ORIGIN) a
 * visitor who opens http://127.0.0.1:PORT instead of localhost can like; a visitor who reaches the
 * site by another name (a LAN name, mapped to loopback here) is told in the login window, in their
 * language, that the request came from another address.
 */

import t from 'tap';
import { launchBrowser, SCREENSHOT_DIR, waitForHydration } from '../../helpers/browser.ts';
import { startSite } from '../../helpers/site.ts';
import { openDialog, submitLogin } from './harness.ts';

const site = await startSite({
  listen: true,
  env: { PUBLIC_ORIGIN: undefined, LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' },
});
const port = new URL(site.origin).port;
const browser = await launchBrowser(['--host-resolver-rules=MAP reading-room.test 127.0.0.1']);
t.teardown(async () => {
  await browser.close();
  await site.close();
});

async function open(address: string, options: { width?: number; locale?: string } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale ?? 'ru-RU',
  });
  t.teardown(() => context.close());
  await context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
  const page = await context.newPage();
  await page.goto(address);
  await waitForHydration(page);
  return page;
}

t.test('the default configuration: a like from http://127.0.0.1 counts', async (t) => {
  t.equal(site.origin, `http://localhost:${port}`, 'the public origin is the documented default');
  const page = await open(`http://127.0.0.1:${port}/ru/materials/golem-legend`);
  const button = page.locator('[data-testid="like-button"]').first();
  const before = Number(await button.locator('[data-testid="like-count"]').textContent());
  const answer = page.waitForResponse((response) => response.url().includes('/increase-likes'));
  await button.click();
  t.equal((await answer).status(), 200, 'the like is accepted');
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="like-count"]')?.textContent === String(n),
    before + 1,
  );
});

for (const [locale, width, signIn, message] of [
  ['ru', 375, 'Войти', /Запрос пришёл не с адреса сайта/],
  ['en', 1280, 'Log in', /The request came from another address/],
] as const) {
  t.test(`from another address, the login window says so (${locale}, ${width} px)`, async (t) => {
    const page = await open(`http://reading-room.test:${port}/${locale}`, { width, locale });
    await page.getByRole('button', { name: signIn }).first().click();
    const login = await openDialog(page);
    await submitLogin(login, locale, 'reader@example.org', 'sukkot-booth-2026');
    const alert = login.locator('[role="alert"]').filter({ hasText: message });
    await alert.waitFor();
    t.match(await alert.textContent(), message);
    await page.screenshot({ path: `${SCREENSHOT_DIR}accounts-foreign-origin-${locale}-${width}.png` });
  });
}
