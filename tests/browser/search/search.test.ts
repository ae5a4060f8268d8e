/**
 * Search in a browser (docs/product.md#screens Header, docs/product.md#error-messages, docs/product.md#constants): the header's live search driven with the
 * keyboard only, its "more" entry, Enter with no hits, the search page without scripts, and the tag
 * search page.
 */

import type { Page } from 'playwright-core';
import t from 'tap';
import { realProblems, seriousViolations, startHarness } from '../browse/setup.ts';

const harness = await startHarness();
t.teardown(() => harness.close());

const combobox = '[data-testid="live-search-input"]';
const options = '[data-testid="live-search-option"], [data-testid="live-search-more"]';

/**
 * Tabs from the top of the page to the live search field, as a keyboard-only reader does: the
 * header's plain field, whose focus loads the live search, which takes its place with the focus.
 */
async function tabToSearch(page: Page): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    // The live field may already have taken the plain one's place (its chunk came at once).
    const reached = await page.evaluate(
      (s) =>
        document.activeElement?.id === 'header-search-plain' || (document.activeElement?.matches(s) ?? false),
      combobox,
    );
    if (reached) {
      await page.waitForFunction((s) => document.activeElement?.matches(s) ?? false, combobox);
      return;
    }
  }
  throw new Error('the search field is not reachable with Tab');
}

/** The combobox's `aria-expanded` once it settles (downshift reports changes after its render). */
async function expanded(page: Page, value: 'true' | 'false'): Promise<string | null> {
  await page
    .waitForFunction(
      ([s, v]) => document.querySelector(s)?.getAttribute('aria-expanded') === v,
      [combobox, value] as const,
      {
        timeout: 3000,
      },
    )
    .catch(() => undefined);
  return page.locator(combobox).getAttribute('aria-expanded');
}

async function typeAndWait(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.waitForSelector(`${options}, [data-testid="live-search-message"]`, { timeout: 5000 });
}

t.test('live search: type, arrows, Enter opens the highlighted hit, Escape closes', async (t) => {
  const { page, problems } = await harness.open('/ru');
  await tabToSearch(page);
  const input = page.locator(combobox);
  t.equal(await input.getAttribute('role'), 'combobox');
  t.equal(await input.getAttribute('aria-expanded'), 'false');

  const started = Date.now();
  await typeAndWait(page, 'шолом');
  t.ok(Date.now() - started >= 450, 'the search waits for a pause in typing');
  t.equal(await expanded(page, 'true'), 'true');
  const listbox = page.locator(`#${await input.getAttribute('aria-controls')}`);
  t.equal(await listbox.getAttribute('role'), 'listbox');
  const groups = await listbox
    .locator('[role="group"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  t.match(groups[0], /^Материалы: \d+$/, 'materials first, with their count');
  for (const group of await listbox.locator('[role="group"]').all()) {
    t.ok((await group.locator('[data-testid="live-search-option"]').count()) <= 3, 'at most 3 hits a group');
  }
  t.match(await page.locator('[role="status"]').textContent(), /Найден/, 'the number found is announced');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const active = await input.getAttribute('aria-activedescendant');
  t.ok(active, 'a highlighted option');
  const second = page.locator(`#${active}`);
  t.equal(await second.getAttribute('aria-selected'), 'true');
  const title = (await second.textContent())?.trim() ?? '';

  await page.keyboard.press('Escape');
  t.equal(await expanded(page, 'false'), 'false', 'Escape closes');
  t.equal(await input.inputValue(), 'шолом', 'and keeps the text');

  await page.keyboard.press('ArrowDown');
  t.equal(await expanded(page, 'true'), 'true', 'an arrow opens it again');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/ru\/(materials|courses)\//);
  const opened = await page
    .waitForFunction(
      (text) => document.querySelector('h1')?.textContent?.includes(text),
      title.slice(0, 20),
      {
        timeout: 5000,
      },
    )
    .then(
      () => true,
      () => false,
    );
  t.ok(opened, `the hit opened: ${title}`);
  t.equal(await expanded(page, 'false'), 'false', 'the route change closed the search');
  t.same(realProblems(problems), []);
});

t.test('live search: the "more" entry opens the search page on that group', async (t) => {
  const { page } = await harness.open('/ru');
  await tabToSearch(page);
  await typeAndWait(page, 'местечко');
  const more = page.locator('[data-testid="live-search-more"]').first();
  t.match(await more.textContent(), /Ещё \d+/);
  // Arrow down to it, as a keyboard reader would.
  const moreId = await more.getAttribute('id');
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await page.locator(combobox).getAttribute('aria-activedescendant')) === moreId) break;
  }
  await page.keyboard.press('Enter');
  await page.waitForURL(
    /\/ru\/search\?search=%D0%BC%D0%B5%D1%81%D1%82%D0%B5%D1%87%D0%BA%D0%BE&kind=materials$/,
  );
  await page.waitForSelector('[data-testid="search-group-materials"]');
  t.equal(await page.locator('[data-testid="search-group-courses"]').count(), 0, 'that group only');
  t.equal(await page.locator('[data-testid="material-card"]').count(), 12, 'its first page');
  t.ok(await page.locator('nav a[rel="next"]').count(), 'and a link to the next page');
});

t.test('live search: Enter goes to the search page only when something was found', async (t) => {
  const { page } = await harness.open('/en');
  await tabToSearch(page);
  await typeAndWait(page, 'qqqzzzxxx');
  t.match(
    await page.locator('[data-testid="live-search-message"]').textContent(),
    'No results were found for your request',
  );
  await page.keyboard.press('Enter');
  await page.waitForTimeout(600);
  t.equal(new URL(page.url()).pathname, '/en', 'no hits: Enter stays');

  await page.locator(combobox).fill('');
  await typeAndWait(page, 'shtetl');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en\/search\?search=shtetl$/);
  await page.waitForSelector('[data-testid="search-summary"]');
  const length = await page.evaluate(() => history.length);

  await page.locator(combobox).focus();
  await page.locator(combobox).fill('');
  await typeAndWait(page, 'klezmer');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en\/search\?search=klezmer$/);
  t.equal(await page.evaluate(() => history.length), length, 'on the search page the query is replaced');
});

t.test('live search: a query the search limit refuses says in how many seconds to try again', async (t) => {
  for (const [locale, text] of [
    ['ru', 'Слишком много запросов: попробуйте снова через 23 секунды'],
    ['en', 'Too many searches: try again in 23 seconds'],
  ] as const) {
    const { page } = await harness.open(`/${locale}`);
    // The limit's own refusal is proven on the server (tests/server/plugins/rate-limit-search.test.ts);
    // here, what the dropdown makes of it.
    await page.route('**/api/search?**', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '23', 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: 'too_many_requests', message: '', requestId: 'r' }),
      }),
    );
    await tabToSearch(page);
    await typeAndWait(page, 'shtetl');
    t.equal(await page.locator('[data-testid="live-search-message"]').textContent(), text, locale);
  }
});

t.test('on a phone the search opens as a full-width panel and Escape closes it', async (t) => {
  const { page } = await harness.open('/ru', { width: 375 });
  const toggle = page.locator('[data-testid="search-toggle"]');
  t.notOk(await page.locator(combobox).isVisible(), 'the field is folded away');
  await toggle.focus();
  await page.keyboard.press('Enter');
  t.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.waitForFunction((s) => document.activeElement?.matches(s) ?? false, combobox);
  const box = await page.locator(combobox).boundingBox();
  t.ok(box && box.width > 300, 'the field spans the screen');
  await typeAndWait(page, 'шолом');
  await page.keyboard.press('Escape');
  t.equal(await expanded(page, 'false'), 'false', 'the first Escape closes the list');
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    (s) => document.activeElement?.matches(s) ?? false,
    '[data-testid="search-toggle"]',
  );
  t.equal(
    await toggle.getAttribute('aria-expanded'),
    'false',
    'the second closes the panel, focus back on the button',
  );
});

t.test('the search page works without scripts', async (t) => {
  const context = await harness.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 900 },
  });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(`${harness.site.origin}/en/search?search=${encodeURIComponent('пословицы')}`);
  t.equal(
    await page.title(),
    'Search: \u2068пословицы\u2069 — Jewish Culture',
    'the reader’s text isolated in the title',
  );
  t.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, follow');
  const card = page.locator('[data-testid="material-card"]').first();
  t.ok(await card.locator('[data-testid="fallback-marker"]').count(), 'a Russian-only hit is marked');
  t.equal(await card.locator('[lang="ru"] h3').count(), 1, 'and its title is read as Russian');

  // The header's field is a plain form too; the page's own refines the query.
  await page.locator('#search-page-input').fill('shtetl');
  await page.locator('#search-page-input').press('Enter');
  await page.waitForURL(/\/en\/search\?search=shtetl$/);
  t.match(await page.locator('h1').textContent(), 'Search: shtetl');
  for (const group of ['materials', 'courses', 'articles', 'books']) {
    t.ok(await page.locator(`[data-testid="search-group-${group}"]`).count(), `${group} found`);
  }
  t.ok(
    await page.locator('[data-testid="article-item"] mark').count(),
    'articles carry the highlighted snippet',
  );
  t.match(await page.locator('[data-testid="chapter-item"]').first().textContent(), /Chapter|Глава/);

  await page
    .locator('a', { hasText: /^Materials \d+$/ })
    .first()
    .click();
  await page.waitForURL(/kind=materials$/);
  await page.locator('a[rel="next"]').click();
  await page.waitForURL(/kind=materials&page=1$/);
  t.ok(await page.locator('[data-testid="material-card"]').count(), 'the second page of the group');

  await page.goto(`${harness.site.origin}/ru/search`);
  t.equal(
    await page.locator('[data-testid="search-start"] h2').count(),
    2,
    'an empty query shows a page to start from',
  );
});

t.test('the search page hydrates cleanly and passes axe, on a phone and wide', async (t) => {
  for (const width of [375, 1280]) {
    const { page, problems } = await harness.open(`/en/search?search=shtetl`, {
      width,
      cookiesAccepted: true,
    });
    t.ok(await page.locator('[data-testid="search-group-materials"]').count(), `${width}: results`);
    t.same(await seriousViolations(page), [], `${width}: no serious axe violation`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    t.ok(scrollWidth <= width, `${width}: nothing wider than the screen (${scrollWidth})`);
    t.same(realProblems(problems), [], `${width}: no console problem`);
  }
});

t.test('an author link lands on results with the author’s works first', async (t) => {
  const { page } = await harness.open('/ru/materials/yiddish-proverbs');
  const author = page.locator('a[href*="/ru/search?search="]').first();
  const name = (await author.textContent())?.trim() ?? '';
  await author.click();
  await page.waitForURL(/\/ru\/search\?search=/);
  await page.waitForSelector('[data-testid="material-card"]');
  const first = await page.locator('[data-testid="material-card"] h3 a').first().getAttribute('href');
  const response = await fetch(`${harness.site.origin}/api/materials/${first?.split('/').pop()}?lang=ru`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const material = (await response.json()) as { author?: string };
  t.equal(material.author, name, 'the first material is by the author');
  t.same(await seriousViolations(page), []);
});

t.test('the tag search page lists what matches the chosen tags, kept in the URL', async (t) => {
  const { page, problems } = await harness.open('/ru/tag-search', { width: 375 });
  t.match(await page.locator('main').textContent(), 'Выберите хотя бы одну тему');
  await page.locator('[data-testid="tag-toggle"]', { hasText: 'Литература' }).click();
  await page.waitForURL(/\/ru\/tag-search\?tags=\[\d+\]$/);
  await page.waitForSelector('[data-testid="tag-search-materials"]');
  const withOne = await page.locator('[data-testid="material-card"]').count();
  t.ok(withOne > 0, 'materials with the tag');
  t.same(await seriousViolations(page), []);

  // A main and an additional tag that no material or course has together.
  const api = async (path: string) =>
    (await (
      await fetch(`${harness.site.origin}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    ).json()) as never;
  const tags = (await api('/api/tags?lang=en')) as {
    main_tags: { id: number }[];
    additional_tags: { id: number }[];
  };
  let empty: number[] | null = null;
  for (const main of tags.main_tags) {
    for (const extra of tags.additional_tags) {
      const query = `tags=${encodeURIComponent(JSON.stringify([main.id, extra.id]))}`;
      const materials = (await api(`/api/materials?${query}`)) as { materials: unknown[] };
      const courses = (await api(`/api/courses?${query}`)) as { courses: unknown[] };
      if (materials.materials.length === 0 && courses.courses.length === 0)
        empty = [main.id, extra.id].sort((a, b) => a - b);
      if (empty) break;
    }
    if (empty) break;
  }
  t.ok(empty, 'the demo content has such a pair');
  await page.goto(`${harness.site.origin}/en/tag-search?tags=[${empty?.join(',')}]`);
  t.match(
    await page.locator('[data-testid="tag-search-nothing"]').textContent(),
    "It looks like there aren't any contents matching your search.",
  );
  t.same(realProblems(problems), []);
});
