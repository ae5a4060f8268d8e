/**
 * Phones before hydration and without JavaScript, in Chromium with scripts off: the burger
 * opens the menu, the course's phone menu opens and its material links and "next" go to
 * `?material=N` landing on the material's title, no preloader bar is drawn, and the list's filter
 * form is sent with its button. With scripts on: the filter button is gone once hydrated, picking a
 * material in the phone menu lands on its title, and the language switch keeps `#material=N`.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import t from 'tap';
import { launchBrowser, openPage, waitForHydration } from '../../helpers/browser.ts';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from '../../server/render/browse-stub.ts';

const site = await startSite({ listen: true, env: BROWSE_SITE_ENV });
const browser: Browser = await launchBrowser();
const contexts: BrowserContext[] = [];
t.teardown(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await browser.close();
  await site.close();
});

const PHONE = { width: 375, height: 740 };
const COURSE = '/ru/courses/shtetl-world';

/** A phone-sized page with scripts off. */
async function noScript(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, locale: 'ru-RU' });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${site.origin}${path}`);
  return page;
}

/** Where an element's top is in the window, in px. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);

t.test('without scripts the burger opens the site menu and closes it again', async (t) => {
  const page = await noScript('/ru');
  const menu = page.locator('#site-menu');
  t.notOk(await menu.isVisible(), 'closed at first');
  const burger = page.locator('[data-testid="site-menu-toggle"] > summary');
  // Its name is the text a screen reader gets: the other state's text is display: none, which only
  // the rendered text (innerText) leaves out.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
  t.equal((await burger.innerText()).trim(), 'Открыть меню', 'named for what it does');
  await burger.click();
  t.ok(await menu.isVisible(), 'open after a tap');
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
  t.equal((await burger.innerText()).trim(), 'Закрыть меню', 'and renamed');
  t.ok(await menu.getByRole('link', { name: 'Материалы' }).first().isVisible());
  await burger.click();
  t.notOk(await menu.isVisible(), 'closed by a second tap');
});

t.test('without scripts no preloader bar is drawn', async (t) => {
  const page = await noScript('/ru');
  const bar = page.getByTestId('preloader');
  t.equal(await bar.count(), 1, 'the element is in the markup');
  t.equal(await bar.evaluate((element) => getComputedStyle(element).display), 'none');
});

t.test('without scripts the course menu opens on a phone and its links go to ?material=N', async (t) => {
  const page = await noScript(COURSE);
  const list = page.locator('#course-materials');
  t.notOk(await list.isVisible(), 'the phone menu starts closed');
  await page.locator('aside a[aria-controls="course-materials"]').click();
  t.ok(await list.isVisible(), 'its toggle opens it');
  await page.locator('[data-testid="course-nav-item"]').nth(2).locator('a').first().click();
  await page.waitForURL(/\?material=2#course-material$/);
  t.equal(await page.getByTestId('active-material').getAttribute('data-index'), '2');
  const top = await topOf(page, '#course-material-title');
  t.ok(top > 0 && top < 260, `the material's title is at the top of the window (${top} px)`);

  await page.getByTestId('course-next').click();
  await page.waitForURL(/\?material=3#course-material$/);
  t.equal(await page.getByTestId('active-material').getAttribute('data-index'), '3', '"next" is a link');
});

t.test('without scripts the list filter is a form sent with its button', async (t) => {
  const page = await noScript('/ru/materials');
  const apply = page.getByTestId('list-apply');
  t.ok(await apply.isVisible(), 'the button is there');
  t.ok(await page.locator('input[name="tags"]').first().isVisible(), 'the tags can be chosen');
  await page.locator('label:has(input[name="filterBy"][value="popular"])').click();
  await page.locator('label:has(input[name="orderBy"])').click();
  const tag = page.locator('input[name="tags"]').first();
  const id = await tag.getAttribute('value');
  await page.locator(`label:has(input[name="tags"][value="${id}"])`).click();
  await apply.click();
  await page.waitForURL(/filterBy=popular/);
  const url = new URL(page.url());
  t.equal(url.search, `?filterBy=popular&orderBy=1&tags=[${id}]`, 'redirected to the canonical address');
  t.ok(await page.locator(`input[name="tags"][value="${id}"]`).isChecked(), 'the chosen tag is on');
});

t.test('with scripts the filter button is gone once the page is hydrated', async (t) => {
  const { page, context } = await openPage(browser, { width: PHONE.width });
  contexts.push(context);
  await page.goto(`${site.origin}/ru/materials`);
  await waitForHydration(page);
  t.equal(await page.getByTestId('list-apply').count(), 0);
});

t.test('with scripts, picking a material in the phone menu lands on its title', async (t) => {
  const { page, context, problems } = await openPage(browser, { width: PHONE.width });
  contexts.push(context);
  await page.setViewportSize(PHONE);
  await page.goto(`${site.origin}${COURSE}`);
  await waitForHydration(page);
  await page.locator('aside button[aria-controls="course-materials"]').click();
  await page.locator('[data-testid="course-nav-item"]').nth(3).locator('a').first().click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="active-material"]')?.getAttribute('data-index') === '3',
  );
  // The smooth scroll settles.
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const y = window.scrollY;
        setTimeout(() => resolve(window.scrollY === y), 250);
      }),
  );
  const top = await topOf(page, '#course-material-title');
  t.ok(top > 0 && top < 260, `the title is in view under the bars (${top} px), not past it`);
  t.same(
    problems.filter((line) => !/status of 404/.test(line)),
    [],
  );
});

t.test('the language switch keeps #material=N', async (t) => {
  const { page, context } = await openPage(browser, { width: 1280 });
  contexts.push(context);
  await page.goto(`${site.origin}${COURSE}#material=2`);
  await waitForHydration(page);
  await page.locator('header a[hreflang="en"]').click();
  await page.waitForURL(/\/en\/courses\/shtetl-world/);
  t.equal(new URL(page.url()).hash, '#material=2');
  await waitForHydration(page);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="active-material"]')?.getAttribute('data-index') === '2',
  );
  t.pass('the English page opens on the same material');
});
