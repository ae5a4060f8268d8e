/**
 * The reader's comfort settings in the browser (docs/product.md#reading-comfort): the theme a cookie
 * chose is on `<html>` before the page's scripts run, on a page from the page cache and on one
 * rendered per request, with the browser's colours (`color-scheme`, `theme-color`) in it, even when
 * the system says otherwise; the states of a page the accessibility sweep never opens (the login
 * dialog, the map with its markers, the gallery's lightbox) pass axe's contrast rule in each theme,
 * shown in place on one loaded page (the sweep checks every page kind's contrast in each theme:
 * tests/browser/a11y/sweep.ts); with no choice the page follows the system's scheme; the largest
 * type at 320 px scrolls no page sideways and a size change keeps the reader's place; on paper a
 * reading page is its text, its pictures and its address, without the frame.
 */
import type { BrowserContext, Page } from 'playwright-core';
import t from 'tap';
import { THEME_COLORS, THEMES, type Theme } from '../../../shared/comfort.ts';
import { animationsDone, waitForHydration } from '../../helpers/browser.ts';
import { contrastFailures, showTheme } from '../../helpers/themes.ts';
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

async function open(context: BrowserContext | Page, path: string): Promise<Page> {
  const page = 'newPage' in context ? await context.newPage() : context;
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
  await animationsDone(page);
  return page;
}

/** `#rrggbb` as the browser computes it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

interface FirstPaint {
  theme: string | undefined;
  scheme: string;
  ground: string;
  bars: string[];
}

t.test("the cookie's theme is the first paint's, with the browser's colours, in each theme", async (t) => {
  // The main page comes from the page cache (the comfort script writes the theme); the hashtag tool
  // is rendered per request (the server writes it).
  const pages = { 'the page cache': '/ru', 'a page rendered per request': '/ru/hashtags-landing' };
  for (const theme of THEMES) {
    // The system says dark to the light and sepia readers: their choice must win over it.
    const context = await readerContext({ theme }, { dark: theme !== 'dark' });
    // Read when the document is parsed, before the boot module loads the page's scripts.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.documentElement;
        (window as unknown as { firstPaint: FirstPaint }).firstPaint = {
          theme: root.dataset.theme,
          scheme: getComputedStyle(root).colorScheme,
          ground: getComputedStyle(document.body).backgroundColor,
          bars: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
            (meta) => meta.content,
          ),
        };
      });
    });
    for (const [from, path] of Object.entries(pages)) {
      const page = await context.newPage();
      const response = await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
      const html = /<html[^>]*>/.exec((await response?.text()) ?? '')?.[0] ?? '';
      if (from === 'a page rendered per request')
        t.match(html, `data-theme="${theme}"`, `${theme}: in the first byte`);
      t.same(
        await page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint),
        {
          theme,
          scheme: theme === 'dark' ? 'dark' : 'light',
          ground: rgb(THEME_COLORS[theme]),
          bars: [THEME_COLORS[theme], THEME_COLORS[theme]],
        },
        `${theme}, ${from}: the ground, the scheme and the browser's bars before any script of the page`,
      );
      await page.close();
    }
  }
});

t.test(
  "the login dialog, the map with its markers and the lightbox pass axe's contrast rule in each theme",
  async (t) => {
    const context = await readerContext({});
    const problems: string[] = [];
    const inEachTheme = async (page: Page, what: string) => {
      for (const theme of THEMES) {
        await showTheme(page, theme);
        problems.push(...(await contrastFailures(page, `${what}, ${theme}`)));
      }
    };
    const page = await open(context, '/ru');
    await page.getByRole('button', { name: 'Войти' }).first().click();
    await page.locator('dialog[open]').waitFor();
    await animationsDone(page);
    await inEachTheme(page, 'login form');

    await open(page, '/ru/map');
    await page.locator('.leaflet-marker-icon').first().waitFor();
    await animationsDone(page);
    await inEachTheme(page, 'map');

    await open(page, '/ru/virtual-gallery');
    await page.locator('[data-testid="exhibit-tile"]').first().click();
    await page.locator('.yarl__slide_current img').waitFor();
    await animationsDone(page);
    await inEachTheme(page, 'lightbox');
    t.same(problems, [], 'no contrast violation');
  },
);

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
