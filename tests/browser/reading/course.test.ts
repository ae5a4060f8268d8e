/**
 * The course page in a browser (docs/product.md#screens, docs/product.md#states): `#material=N` restored when valid (else the first),
 * choosing and toggling items with the hash following, "next" marking the previous material viewed
 * and bringing the content into view, chapter links scrolling to their chapter and the scrollspy.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import t from 'tap';
import { SCREENSHOT_DIR } from '../../helpers/browser.ts';
import { realProblems, startHarness } from '../browse/setup.ts';

const harness = await startHarness();
t.teardown(() => harness.close());

const COURSE = '/ru/courses/shtetl-world';
const active = (page: Page) => page.locator('[data-testid="active-material"]').getAttribute('data-index');
const items = (page: Page) => page.locator('[data-testid="course-nav-item"]');
/** The chapters of the material the course page shows. */
const chapters = (page: Page) => page.locator('[data-testid="active-material"] [data-testid="chapter"]');

/** The browser restores the hash after hydration: wait until the active material says so. */
async function waitForActive(page: Page, index: number) {
  await page.waitForFunction(
    (i) =>
      document.querySelector('[data-testid="active-material"]')?.getAttribute('data-index') === String(i),
    index,
    { timeout: 5000 },
  );
}

t.test('#material=N selects material N when it is valid', async (t) => {
  const { page, problems } = await harness.open(`${COURSE}#material=2`);
  await waitForActive(page, 2);
  t.equal(await active(page), '2');
  t.equal(await items(page).nth(2).getAttribute('data-current'), 'true');
  t.same(realProblems(problems), []);
});

for (const hash of ['-1', '99', 'abc', '']) {
  t.test(`#material=${hash} falls back to the first material`, async (t) => {
    const { page } = await harness.open(`${COURSE}#material=${hash}`);
    await page.waitForTimeout(200);
    t.equal(await active(page), '0');
    t.equal(await items(page).first().getAttribute('data-current'), 'true');
  });
}

t.test(
  'choosing a material makes it active and writes the hash; choosing it again folds its list',
  async (t) => {
    const { page, problems } = await harness.open(COURSE);
    await items(page).nth(3).locator('a').first().click();
    await waitForActive(page, 3);
    t.equal(new URL(page.url()).hash, '#material=3');
    const toggle = items(page).nth(3).locator('button').first();
    t.equal(await toggle.getAttribute('aria-expanded'), 'true', 'the chosen one is opened');
    await toggle.click();
    t.equal(await toggle.getAttribute('aria-expanded'), 'false', 'a click on the active one closes its list');
    t.equal(await items(page).nth(3).getAttribute('data-opened'), null);
    t.equal(new URL(page.url()).hash, '#material=3', 'and keeps the hash');
    await toggle.click();
    t.equal(await toggle.getAttribute('aria-expanded'), 'true', 'and opens it again');
    await items(page).first().locator('a').first().click();
    await waitForActive(page, 0);
    const text = await chapters(page).first().textContent();
    t.ok(
      (text ?? '').length > 200,
      'the material the server rendered still has its text after switching back',
    );
    t.same(realProblems(problems), []);
  },
);

t.test(
  '"next" moves on, marks the previous material viewed, scrolls to the content; a guest records nothing',
  async (t) => {
    const { page, problems } = await harness.open(COURSE);
    const progressCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/user\/add-to-(active|archive)/.test(request.url())) progressCalls.push(request.url());
    });
    await page.getByTestId('course-next').click();
    await waitForActive(page, 1);
    t.equal(new URL(page.url()).hash, '#material=1');
    t.equal(await items(page).first().getAttribute('data-viewed'), 'true', 'the previous one is viewed');
    t.equal(await items(page).nth(1).getAttribute('data-current'), 'true');
    await page.waitForFunction(() => {
      const top = document.getElementById('course-material')?.getBoundingClientRect().top ?? 9999;
      return top >= -2 && top < 200;
    });
    t.pass('the active material is at the top of the window');
    await page.waitForTimeout(300);
    t.same(progressCalls, [], 'no progress calls without a session');
    t.same(realProblems(problems), []);
  },
);

t.test('the last material has no "next" and says the course is finished', async (t) => {
  const { page } = await harness.open(`${COURSE}#material=4`);
  await waitForActive(page, 4);
  t.equal(await page.locator('[data-testid="course-finished"]').count(), 1);
  t.equal(await page.getByTestId('course-next').count(), 0);
});

t.test('a chapter link scrolls to its chapter and the scrollspy marks the chapter in view', async (t) => {
  const { page, problems } = await harness.open(COURSE);
  const chapterLinks = items(page).first().locator('ol a');
  const count = await chapterLinks.count();
  t.ok(count >= 3, `${count} chapters`);
  const third = chapterLinks.nth(2);
  const anchor = ((await third.getAttribute('href')) ?? '').slice(1);
  await third.click();
  await page.waitForFunction((id) => {
    const top = document.getElementById(id)?.getBoundingClientRect().top ?? 9999;
    return top >= 0 && top < 200;
  }, anchor);
  await page.waitForFunction((id) => {
    return document.querySelector(`a[href="#${id}"][aria-current="location"]`) !== null;
  }, anchor);
  t.pass(`${anchor} is in view and marked current`);
  t.equal(new URL(page.url()).hash, '', 'the course hash is not replaced by a chapter anchor');
  t.same(realProblems(problems), []);
});

t.test(
  'another material’s text is fetched when the reader gets to it; a failed fetch can be retried',
  async (t) => {
    const { page, problems } = await harness.open(COURSE, { width: 1280 });
    const third = await items(page).nth(2).locator('a').first().getAttribute('href');
    t.ok(third, 'the third material is listed');
    // The server sent the first material's text only; the third one's comes from its material call.
    let calls = 0;
    let failing = true;
    await page.route('**/api/materials/*?lang=ru', async (route) => {
      calls += 1;
      if (failing) await route.abort();
      else await route.continue();
    });
    await items(page).nth(2).locator('a').first().click();
    await waitForActive(page, 2);
    const alert = page.locator('[data-testid="active-material"] [role="alert"]');
    await alert.waitFor();
    t.match(
      await alert.textContent(),
      'Не удалось загрузить текст',
      'the failure says so, in the page language',
    );
    t.equal(await chapters(page).count(), 0);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.locator('[data-testid="active-material"]').screenshot({
      path: `${SCREENSHOT_DIR}reading-ru-course-text-failed-1280.png`,
    });
    failing = false;
    await alert.getByRole('button').click();
    await chapters(page).first().waitFor();
    const text = await chapters(page).first().textContent();
    t.ok((text ?? '').length > 100, 'the chapters are there, with their text');
    t.ok(calls >= 2, 'the retry asked again');
    await items(page).first().locator('a').first().click();
    await waitForActive(page, 0);
    const first = await chapters(page).first().textContent();
    t.ok((first ?? '').length > 100, 'the first material still has the text the server rendered');
    t.same(
      realProblems(problems).filter((line) => !/ERR_FAILED|net::/.test(line)),
      [],
      'no problem but the failed request itself',
    );
  },
);
