/**
 * The list screens in a browser (docs/product.md#screens Lists, docs/product.md#states): infinite scroll to the end, sort, order and the
 * tag filter in the URL, Back restoring the previous state, and the error state of a failed load.
 */
import t from 'tap';
import { realProblems, startHarness } from './setup.ts';

const harness = await startHarness();
t.teardown(() => harness.close());

const cards = '[data-testid="material-card"]';

/** Whether an input is checked once React has rendered the new URL's state (the URL changes first). */
async function settledChecked(page: import('playwright-core').Page, selector: string, expected: boolean) {
  await page
    .waitForFunction(
      ([s, e]) => (document.querySelector(s) as HTMLInputElement | null)?.checked === e,
      [selector, expected] as const,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  return page.locator(selector).isChecked();
}

t.test('scrolling loads every material, page by page, to the end of the list', async (t) => {
  const { page, problems } = await harness.open('/ru/materials');
  t.equal(await page.locator(cards).count(), 11, 'the server rendered the first page');
  for (let i = 0; i < 10 && !(await page.locator('[data-testid="list-end"]').count()); i += 1) {
    await page.locator('[data-testid="scroll-loader"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await page.waitForSelector('[data-testid="list-end"]');
  const hrefs = await page
    .locator(`${cards} h2 a`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  t.equal(hrefs.length, 30, 'all 30 materials');
  t.equal(new Set(hrefs).size, 30, 'none twice');
  t.equal(new URL(page.url()).search, '', 'scrolling does not change the address');
  t.same(realProblems(problems), []);
});

t.test(
  'sort, order and tags go into the URL, start from the first page, and Back restores them',
  async (t) => {
    const { page, problems } = await harness.open('/ru/materials');
    await page.getByText('по популярности').click();
    await page.waitForURL(/\?filterBy=popular$/);
    t.ok(await settledChecked(page, 'input[name="filterBy"][value="popular"]', true));

    await page.getByText('По возрастанию').click();
    await page.waitForURL(/\?filterBy=popular&orderBy=1$/);
    t.ok(await settledChecked(page, 'input[name="orderBy"]', true));

    await page.getByRole('button', { name: /Фильтр по тегам/ }).click();
    await page.locator('label', { hasText: 'Кино' }).click();
    await page.waitForURL(/\?filterBy=popular&orderBy=1&tags=\[\d+\]$/);
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, cards);
    t.match(await page.locator(cards).first().textContent(), /кино/i);

    await page.goBack();
    await page.waitForURL(/\?filterBy=popular&orderBy=1$/);
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 11, cards);
    t.ok(await settledChecked(page, 'input[name="orderBy"]', true), 'the order is restored');

    await page.goBack();
    await page.waitForURL(/\?filterBy=popular$/);
    t.notOk(await settledChecked(page, 'input[name="orderBy"]', false));
    t.same(realProblems(problems), []);
  },
);

t.test('the filter opens from the keyboard and a chosen tag can be removed', async (t) => {
  const { page } = await harness.open('/en/courses');
  const toggle = page.getByRole('button', { name: /Filter by tags/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  t.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.locator('label', { hasText: 'Music' }).locator('input').focus();
  await page.keyboard.press('Space');
  await page.waitForURL(/\?tags=\[\d+\]$/);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="course-card"]').length === 1);
  await page.getByRole('button', { name: /Filter by tags/ }).click();
  await page.getByRole('button', { name: /Remove the tag “Music”/ }).click();
  await page.waitForURL((url) => url.search === '');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="course-card"]').length === 6);
  t.pass('all six courses are back');
});

t.test('a failed load keeps the list, says so and retries on request', async (t) => {
  const { page } = await harness.open('/ru/materials');
  await page.route(/\/api\/materials\?/, (route) =>
    route.fulfill({ status: 503, body: '{"error":"upstream_unavailable"}' }),
  );
  await page.locator('[data-testid="scroll-loader"]').scrollIntoViewIfNeeded();
  await page.getByRole('alert').waitFor();
  t.match(await page.getByRole('alert').textContent(), /Не удалось загрузить список/);
  t.equal(await page.locator(cards).count(), 11, 'what was shown stays');
  await page.unroute(/\/api\/materials\?/);
  await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 22, cards);
  t.pass('the next page arrived after the retry');
});
