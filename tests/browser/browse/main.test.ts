/**
 * The main page in a browser (docs/product.md#screens Main page, docs/product.md#constants): hovering or focusing a popular material shows
 * it in the preview panel, in the four position styles taken in turn; the sign-up prompt is wired.
 */
import t from 'tap';
import { realProblems, startHarness } from './setup.ts';

const harness = await startHarness();
t.teardown(() => harness.close());

t.test('hovering each popular material shows it in the panel, in positions 1 to 4 in turn', async (t) => {
  const { page, problems } = await harness.open('/ru', { width: 1280 });
  const items = page.locator('[data-testid="popular-item"]');
  const panel = page.locator('[data-testid="popular-preview"]');
  const count = await items.count();
  t.equal(count, 6);
  const seen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i);
    await item.hover();
    const title = ((await item.locator('h3').textContent()) ?? '').trim();
    await t.resolves(
      page.waitForFunction(
        ([expected, position]) => {
          const element = document.querySelector('[data-testid="popular-preview"]');
          return (
            element?.getAttribute('data-position') === position && element.textContent?.includes(expected)
          );
        },
        [title, String((i % 4) + 1)] as const,
      ),
      `item ${i + 1} in position ${(i % 4) + 1}`,
    );
    seen.push((await panel.getAttribute('data-position')) ?? '');
    const box = await panel.locator('img').boundingBox();
    t.ok(box && box.width > 200, 'the preview is large');
  }
  t.same(seen, ['1', '2', '3', '4', '1', '2']);
  t.same(realProblems(problems), []);
});

t.test('focusing a popular material from the keyboard moves the panel too', async (t) => {
  const { page } = await harness.open('/en', { width: 1280 });
  const third = page.locator('[data-testid="popular-item"]').nth(2);
  await third.locator('a').focus();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="popular-preview"]')?.getAttribute('data-position') === '3',
  );
  t.ok((await third.getAttribute('data-active')) !== null, 'the focused item is marked');
});

t.test('on a phone the popular list carries its own previews and the panel is not shown', async (t) => {
  const { page } = await harness.open('/ru', { width: 375 });
  t.notOk(await page.locator('[data-testid="popular-preview"]').isVisible());
  const thumbs = page.locator('[data-testid="popular-item"] img');
  t.ok(await thumbs.first().isVisible());
});

t.test('the sign-up button opens the registration window', async (t) => {
  const { page, problems } = await harness.open('/ru');
  const button = page.locator('[data-testid="signup-prompt"] button');
  t.equal(await button.getAttribute('aria-haspopup'), 'dialog');
  await button.click();
  await page.locator('dialog[open] [data-testid="register-form"]').waitFor();
  t.equal(await page.locator('dialog[open] h2').first().textContent(), 'Регистрация');
  t.same(realProblems(problems), [], 'no error on opening the registration window');
});

t.test('a site link navigates inside the app; with a modifier key it is left to the browser', async (t) => {
  const { page, problems } = await harness.open('/ru', { width: 1280 });
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const link = page.locator('a[href="/ru/materials"]').first();
  await link.click();
  await page.waitForURL('**/ru/materials');
  await page.locator('[data-testid="material-card"], article').first().waitFor();
  t.equal(
    await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
    true,
    'no document was loaded: the router rendered the list',
  );
  await page.goBack();
  await page.waitForURL(/\/ru$/);
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .locator('a[href="/ru/courses"]')
      .first()
      .click({ modifiers: ['Shift'] }),
  ]);
  t.ok(popup, 'shift-click opens a new window, as for any link');
  await popup.close();
  t.equal(new URL(page.url()).pathname, '/ru', 'and this page stays where it was');
  t.same(realProblems(problems), []);
});

t.test('icons are drawn from the sprite, which the server serves', async (t) => {
  const { page } = await harness.open('/ru', { width: 1280 });
  const href = await page.locator('svg use').first().getAttribute('href');
  t.match(href, /^\/assets\/icons-[\w-]+\.svg#\w+$/, 'an icon refers to a symbol of the sprite');
  const sprite = await page.request.get(`${harness.site.origin}${href?.split('#')[0]}`);
  t.equal(sprite.status(), 200);
  t.match(sprite.headers()['content-type'], /image\/svg\+xml/);
  const symbol = href?.split('#')[1] ?? '';
  t.match(await sprite.text(), `<symbol id="${symbol}"`, 'the symbol is in the sprite');
});
