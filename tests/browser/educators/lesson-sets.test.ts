/**
 * Lesson sets in the browser (docs/product.md#content-and-engagement): a teacher picks two result cards by keyboard and saves them
 * as a named set; an anonymous visitor opens its link (no account, `noindex` in the page and in the
 * `X-Robots-Tag` header) and sees the two items; printed, the page drops the site's header, footer and
 * navigation and writes each item's address out. In the profile the teacher takes an item out, revokes
 * the link (it is a 404 from then on) and makes a new one, which opens without that item.
 */
import t from 'tap';
import { databaseOf } from '../../../api/app.ts';
import { openPage } from '../../helpers/browser.ts';
import { seriousViolations } from '../browse/setup.ts';
import { startEducatorsHarness } from './harness.ts';

const harness = await startEducatorsHarness();
t.teardown(() => harness.close());
const teacher = await harness.user('teacher@example.org', 'Мария', true);
const [klezmer] = await databaseOf(harness.api).query<{ id: number }>(
  "SELECT id FROM hashtags WHERE slug = 'klezmer'",
);
const origin = harness.site.origin;

async function anonymous(path: string) {
  const probe = await openPage(harness.browser, { width: 1280 });
  t.teardown(() => probe.context.close());
  const response = await probe.page.goto(`${origin}${path}`);
  return { ...probe, response };
}

let setPath = '';

t.test('a teacher picks two cards by keyboard and saves them as a set', async (t) => {
  const { page, problems } = await harness.openAs(teacher, `/ru/hashtags-search-result?tags=${klezmer?.id}`);
  const cards = page.locator('[data-testid="hashtag-wall"] > li');
  t.ok((await cards.count()) >= 3, 'the wall has cards to pick from');
  const titles: string[] = [];
  for (const index of [0, 2]) {
    const card = cards.nth(index);
    titles.push(((await card.locator('h2').textContent()) ?? '').trim());
    const box = card.getByRole('checkbox', { name: /Добавить в набор/ });
    await box.focus();
    await page.keyboard.press('Space');
    t.ok(await box.isChecked(), `card ${index} is picked`);
  }
  const panel = page.getByTestId('lesson-set-panel');
  await panel.getByText('Отмечено 2 материала.').waitFor();
  await panel.getByLabel('Название набора').focus();
  await page.keyboard.type('Клезмер, 7 класс');
  await page.keyboard.press('Enter');
  const outcome = page.getByTestId('lesson-set-outcome');
  await outcome.getByText('Набор «Клезмер, 7 класс» сохранён.').waitFor();
  setPath = (await outcome.getByRole('link', { name: 'Открыть набор' }).getAttribute('href')) ?? '';
  t.match(setPath, /^\/ru\/lesson-sets\/[A-Za-z0-9_-]{32}$/, 'the link carries a 32-character token');
  t.equal(await cards.getByRole('checkbox', { checked: true }).count(), 0, 'the picks are cleared');
  t.same(await seriousViolations(page), [], 'the save panel and the picks: no serious axe violation');
  t.same(problems, []);

  t.test('an anonymous visitor opens the link and can print it', async (t) => {
    const { page, response } = await anonymous(setPath);
    t.equal(response?.status(), 200);
    t.equal(response?.headers()['x-robots-tag'], 'noindex, nofollow');
    t.equal(response?.headers()['referrer-policy'], 'no-referrer');
    t.match(response?.headers()['cache-control'], /no-store/, 'never stored by the page cache');
    t.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    t.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Клезмер, 7 класс');
    const items = page.getByTestId('lesson-set-item');
    t.same(
      (await items.locator('h2').allTextContents()).map((text) => text.trim()),
      titles,
      "the two picked items, in the wall's order",
    );
    const address = page.getByTestId('lesson-set-address').first();
    t.notOk(await address.isVisible(), 'on screen the title is the link');
    t.ok(await page.locator('header').first().isVisible(), 'on screen the site frame is there');
    t.same(await seriousViolations(page), [], 'no serious axe violation');

    const noScript = await harness.browser.newContext({ javaScriptEnabled: false });
    t.teardown(() => noScript.close());
    const plain = await noScript.newPage();
    await plain.goto(`${origin}${setPath}`);
    t.equal(
      await plain.getByTestId('lesson-set-item').count(),
      2,
      'without scripts the set reads the same (server-rendered)',
    );

    await page.emulateMedia({ media: 'print' });
    t.notOk(await page.locator('header').first().isVisible(), 'printed: no header');
    t.notOk(await page.locator('footer').first().isVisible(), 'printed: no footer');
    t.equal(await page.locator('nav:visible').count(), 0, 'printed: no navigation');
    t.ok(await page.getByRole('heading', { level: 1 }).isVisible(), 'printed: the title');
    t.ok(await address.isVisible(), 'printed: the address written out');
    t.match(await address.textContent(), new RegExp(`^${origin}/ru/(materials|courses)/`));
    t.ok(await items.first().isVisible(), 'printed: the items');
  });
});

t.test('in the profile: revoke makes the link a 404, a new link opens', async (t) => {
  t.ok(setPath, 'a set was saved');
  const { page, problems } = await harness.openAs(teacher, '/ru/profile/lesson-sets');
  const row = page.getByTestId('lesson-set-row').filter({ hasText: 'Клезмер, 7 класс' });
  t.match(await row.textContent(), /2 материала/);
  t.equal(await row.getByTestId('lesson-set-link').getAttribute('href'), setPath);
  t.ok(
    await page.getByRole('link', { name: 'Наборы для урока' }).first().getAttribute('aria-current'),
    'the profile menu shows where the teacher is',
  );

  await row.getByText('Состав набора').click();
  const remove = row.getByRole('button', { name: /^Убрать «/ });
  await remove.first().waitFor();
  t.equal(await remove.count(), 2, 'the contents list both items');
  await remove.first().click();
  await row.getByText(/^1 материал ·/).waitFor();
  t.equal(await remove.count(), 1, 'a removed item leaves the contents and the count');

  await row.getByRole('button', { name: 'Удалить' }).click();
  await row.getByRole('button', { name: 'Да, удалить' }).waitFor();
  t.ok(
    await row
      .getByRole('button', { name: 'Да, удалить' })
      .evaluate((button) => button === document.activeElement),
    'asking to delete moves the keyboard to the answer',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  t.equal(
    await row.getByRole('button', { name: 'Да, удалить' }).count(),
    0,
    'cancel takes the question away',
  );
  t.ok(
    await row
      .getByRole('button', { name: 'Удалить' })
      .evaluate((button) => button === document.activeElement),
    'and the keyboard back to "delete"',
  );
  t.same(await seriousViolations(page), [], 'no serious axe violation');

  await row.getByRole('button', { name: 'Отозвать ссылку' }).click();
  await row.getByText('Ссылка отозвана').waitFor();
  const revoked = await anonymous(setPath);
  t.equal(revoked.response?.status(), 404, 'the revoked link is not found');
  t.equal(revoked.response?.headers()['x-robots-tag'], 'noindex, nofollow', 'and still not indexed');
  t.equal(
    (await anonymous('/ru/lesson-sets/not-a-token')).response?.status(),
    404,
    'a malformed token is a 404',
  );

  await row.getByRole('button', { name: 'Создать новую ссылку' }).click();
  const link = row.getByTestId('lesson-set-link');
  await link.waitFor();
  const renewed = (await link.getAttribute('href')) ?? '';
  t.not(renewed, setPath);
  const opened = await anonymous(renewed);
  t.equal(opened.response?.status(), 200, 'the new link opens');
  t.equal(await opened.page.getByTestId('lesson-set-item').count(), 1, 'without the removed item');
  t.equal((await anonymous(setPath)).response?.status(), 404, 'the old one stays dead');
  t.same(problems, []);
});
