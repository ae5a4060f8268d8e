/**
 * The reader's comfort settings in the browser (docs/product.md#reading-comfort): in each theme the
 * page kinds with their own colours (main, a material, the map, the gallery with its lightbox, the
 * login form) pass axe's contrast rule at one width; with no choice the page follows the system's
 * scheme; the largest type at 320 px scrolls no page sideways and a size change keeps the reader's
 * place; on paper a reading page is its text, its pictures and its address, without the frame.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import t from 'tap';
import { THEME_COLORS, THEMES, type Theme } from '../../../shared/comfort.ts';
import { waitForHydration } from '../../helpers/browser.ts';
import { startHarness } from '../browse/setup.ts';

const harness = await startHarness();
t.teardown(() => harness.close());
const { origin } = harness.site;
const MATERIAL = '/ru/materials/cantorial-singing';

async function readerContext(
  cookies: Record<string, string>,
  options: { width?: number; dark?: boolean } = {},
) {
  const context = await harness.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: 'ru-RU',
    colorScheme: options.dark ? 'dark' : 'light',
  });
  await context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })));
  t.teardown(() => context.close().catch(() => undefined));
  return context;
}

/** Hydrated, the fonts in and every finite animation (a dialog's, the lightbox's) done. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function open(context: BrowserContext | Page, path: string): Promise<Page> {
  const page = 'newPage' in context ? await context.newPage() : context;
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
  await settle(page);
  return page;
}

/** axe's contrast rule on what the page shows now: each failing node with its colours. */
async function contrastProblems(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withRules(['color-contrast']).setLegacyMode(true).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: ${node.target.join(' ')} ${node.any[0]?.message ?? ''}`),
  );
}

for (const theme of THEMES) {
  t.test(`in the ${theme} theme every page kind passes axe's contrast rule`, async (t) => {
    // The system says dark to the light and sepia readers: their choice must win over it.
    const context = await readerContext({ theme }, { dark: theme !== 'dark' });
    const page = await open(context, '/ru');
    t.equal(
      await page.evaluate(() => document.documentElement.dataset.theme),
      theme,
      'the page from the page cache shows the chosen theme',
    );
    t.same(
      await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((meta) => (meta as HTMLMetaElement).content)),
      [THEME_COLORS[theme], THEME_COLORS[theme]],
      "the browser's bars follow",
    );
    const problems = await contrastProblems(page, 'main');
    await page.getByRole('button', { name: 'Войти' }).first().click();
    await page.locator('dialog[open]').waitFor();
    await settle(page);
    problems.push(...(await contrastProblems(page, 'login form')));

    await open(page, MATERIAL);
    problems.push(...(await contrastProblems(page, 'material')));

    await open(page, '/ru/map');
    await page.locator('.leaflet-marker-icon').first().waitFor();
    await settle(page);
    problems.push(...(await contrastProblems(page, 'map')));

    await open(page, '/ru/virtual-gallery');
    problems.push(...(await contrastProblems(page, 'gallery')));
    await page.locator('[data-testid="exhibit-tile"]').first().click();
    await page.locator('.yarl__slide_current img').waitFor();
    await settle(page);
    problems.push(...(await contrastProblems(page, 'lightbox')));
    t.same(problems, [], 'no contrast violation');
  });
}

t.test('without a choice the page follows the system and a choice in the menu is kept', async (t) => {
  const context = await readerContext({}, { dark: true });
  const page = await open(context, '/en');
  const ground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  t.equal(await ground(), 'rgb(23, 21, 18)', 'a dark system gets the dark ground');
  await page.getByTestId('site-menu-toggle').locator('summary').click();
  await page.getByRole('radio', { name: 'Sepia' }).check();
  t.equal(await ground(), 'rgb(243, 234, 214)', 'sepia at once');
  const cookies = await context.cookies(origin);
  t.equal(cookies.find((cookie) => cookie.name === 'theme')?.value, 'sepia', 'kept in its cookie');
  await open(page, '/en/materials');
  t.equal(await ground(), 'rgb(243, 234, 214)', 'the next page is sepia too');
  await page.getByTestId('site-menu-toggle').locator('summary').click();
  await page.getByRole('radio', { name: 'As on my device' }).check();
  t.equal(await ground(), 'rgb(23, 21, 18)', "back to the system's");
});

/** The widest thing on the page beyond the viewport, in pixels (0: nothing scrolls sideways). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

t.test('the largest type at 320 px scrolls no reading page sideways', async (t) => {
  const context = await readerContext({ text_size: 'largest', line_spacing: 'wider' }, { width: 320 });
  for (const path of [MATERIAL, '/books/articles/hanukkah-customs', '/ru/map/brody']) {
    const page = await open(context, path);
    t.equal(await page.evaluate(() => document.documentElement.dataset.textSize), 'largest', path);
    t.equal(await sideways(page), 0, `${path}: no horizontal scroll`);
    await page.close();
  }
});

t.test('a size change keeps the block on the reading line where it was', async (t) => {
  const context = await readerContext({}, { width: 375 });
  const page = await open(context, MATERIAL);
  const blocks = page.locator('article.page p');
  const target = blocks.nth(Math.floor((await blocks.count()) / 2));
  await target.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120),
  );
  const before = await target.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await page
    .getByTestId('type-settings')
    .locator('summary')
    .evaluate((summary) => {
      // Opened without scrolling it into view: the reader's place is what is measured.
      (summary.parentElement as HTMLDetailsElement).open = true;
    });
  const larger = page.getByTestId('text-larger');
  while (await larger.isEnabled()) await larger.evaluate((button) => (button as HTMLButtonElement).click());
  t.equal(await page.evaluate(() => document.documentElement.dataset.textSize), 'largest');
  const after = await target.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  t.ok(Math.abs(after - before) <= 2, `the paragraph stays on the reading line (${before} → ${after} px)`);
  t.equal(await sideways(page), 0, 'and nothing scrolls sideways');
});

t.test('on paper a material is its text, its pictures and its address, without the frame', async (t) => {
  const context = await readerContext({ theme: 'dark' as Theme });
  const page = await open(context, MATERIAL);
  await page.emulateMedia({ media: 'print' });
  for (const frame of ['header', 'footer', '[data-testid="type-settings"]']) {
    t.notOk(await page.locator(frame).first().isVisible(), `no ${frame}`);
  }
  t.ok(await page.locator('article.page h1').isVisible(), 'the title');
  t.ok(await page.locator('article.page img').first().isVisible(), 'its picture');
  t.ok(await page.getByText(`${origin}${MATERIAL}`).isVisible(), 'the address is printed');
  t.equal(
    await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    'rgb(255, 255, 255)',
    'on white paper in the dark theme too',
  );
});
