/**
 * Following in a browser (docs/follows.md): a guest's follow on a course page opens the sign-in window
 * and is done once they are signed in; a tag chip's and the author popover's buttons follow at once;
 * the follows page lists all three and saves the digest's setting; the main page's "new for you" shelf
 * says when nothing is new and shows a new item with why. The follows page, the shelf and the follow
 * buttons are photographed at 375 and 1280 px in both languages.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import t from 'tap';
import { databaseOf } from '../../../api/app.ts';
import { DROP_ALL } from '../../../shared/cache-drops.ts';
import { SCREENSHOT_DIR, waitForHydration } from '../../helpers/browser.ts';
import { openDialog, submitLogin } from '../accounts/harness.ts';
import { loadLazyImages, realProblems } from '../browse/setup.ts';
import { startEducatorsHarness } from '../educators/harness.ts';

t.setTimeout(480_000);
const harness = await startEducatorsHarness({ DIGEST_RUNNER: 'off' });
t.teardown(() => harness.close());
const db = databaseOf(harness.api);
const PASSWORD = 'menorah-7-lights';
const email = await harness.user('follower@example.org', 'Ида', false);

const pressed = (page: Page, selector: string) =>
  page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true', selector);

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(SCREENSHOT_DIR, `follows-${name}.png`),
    fullPage: name.startsWith('page-'),
  });

t.test('follow from the course page as a guest, then from a tag chip and the author popover', async (t) => {
  const { page, problems } = await harness.open('/en/courses/music-and-theatre', {
    width: 1280,
    cookiesAccepted: true,
  });
  const course = page.locator('[data-follow^="course:"]');
  t.equal(await course.getAttribute('aria-pressed'), 'false');
  await course.click();
  const login = await openDialog(page);
  await submitLogin(login, 'en', email, PASSWORD);
  await page.getByTestId('account-menu').waitFor();
  await pressed(page, '[data-follow^="course:"]');
  t.pass('the follow asked for as a guest is done after signing in');

  const chip = page.locator('[data-follow^="tag:"]').first();
  const tag = (await chip.getAttribute('data-follow')) ?? '';
  await chip.click();
  await pressed(page, `[data-follow="${tag}"]`);

  await page.getByTestId('author').getByRole('button', { name: 'About the author' }).click();
  const author = page.locator('[data-follow^="author:"]');
  await author.waitFor({ state: 'visible' });
  await author.click();
  await pressed(page, '[data-follow^="author:"]');

  const list = await page.evaluate(async () =>
    (await fetch('/api/user/follows?lang=en', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json(),
  );
  t.same(
    list.follows.map((f: { kind: string; label: string }) => [f.kind, f.label]),
    [
      ['course', 'Music and Theatre'],
      ['tag', 'Music'],
      ['author', 'David Leibovich'],
    ].map(([kind, label]) => [kind, label]),
  );
  t.same(realProblems(problems), []);
});

t.test('the follows page lists them and keeps the digest setting', async (t) => {
  const { page, problems } = await harness.openAs(email, '/en/profile/follows', 1280);
  t.equal(await page.getByTestId('follow-row').count(), 3);
  await page.getByTestId('digest-setting').getByLabel('Daily').check();
  await page.getByText('Saved').waitFor();
  await page.reload();
  t.equal(await page.getByTestId('digest-setting').getByLabel('Daily').isChecked(), true);
  t.same(realProblems(problems), []);
});

t.test('the main page shelf: nothing new, then a new item with why', async (t) => {
  // The rows change as an import changes them, and each time the web tier hears what an import
  // announces to every web instance: a drop of everything (`*`), the readers' kept shelves included
  // (docs/follows.md#following).
  await db.query("UPDATE materials SET created_at = '2024-01-01', publication_date = '2024-01-01'");
  await db.query("UPDATE courses SET created_at = '2024-01-01', publication_date = '2024-01-01'");
  harness.site.app.contentLayer.invalidate([DROP_ALL]);
  const quiet = await harness.openAs(email, '/en');
  t.match(await quiet.page.getByTestId('news-empty').textContent(), /Nothing new in what you follow/);
  await db.query("UPDATE materials SET created_at = now() WHERE slug IN ('klezmer-wedding', 'golem-legend')");
  harness.site.app.contentLayer.invalidate([DROP_ALL]);
  const { page, problems } = await harness.openAs(email, '/en');
  const items = page.getByTestId('news-item');
  t.equal(await items.count(), 1, 'only what they follow');
  t.match(await items.first().textContent(), /Klezmer/);
  t.match(await items.first().textContent(), /Because you follow Music and Theatre/);
  t.same(realProblems([...problems, ...quiet.problems]), []);
});

t.test(
  'screenshots of the follows page, the shelf and the buttons, both languages, 375 and 1280',
  async (t) => {
    for (const locale of ['en', 'ru'] as const) {
      for (const width of [375, 1280]) {
        const { page } = await harness.openAs(email, `/${locale}/profile/follows`, width);
        await page.getByTestId('follow-row').first().waitFor();
        await shot(page, `page-${locale}-${width}`);
        await page.goto(`${harness.site.origin}/${locale}`);
        const shelf = page.getByTestId('news-shelf');
        await shelf.waitFor();
        await loadLazyImages(page);
        await shelf.screenshot({ path: path.join(SCREENSHOT_DIR, `follows-shelf-${locale}-${width}.png`) });
        await page.goto(`${harness.site.origin}/${locale}/courses/music-and-theatre`);
        // The reader's follows are the screen's to ask for: it is live once the reader acts.
        await waitForHydration(page);
        await pressed(page, '[data-follow^="course:"]');
        await page.locator('[data-follow^="course:"]').scrollIntoViewIfNeeded();
        await shot(page, `buttons-${locale}-${width}`);
        await page.getByTestId('author').getByRole('button').last().click();
        await page.locator('[data-follow^="author:"]').waitFor({ state: 'visible' });
        await shot(page, `popover-${locale}-${width}`);
      }
    }
    t.pass('photographed');
  },
);
