/**
 * The hashtag results in the browser (docs/product.md#screens, docs/product.md#error-messages, docs/product.md#constants): the tags come from `?tags=`, the wall's cards
 * never overlap at 375, 768 and 1280 px and are at least 300 px wide in columns 16 px apart, a card's
 * chip toggles its tag (address, count and wall follow), the dropdown's groups add tags and a click
 * outside closes it, and the contact block here only hides its button on success and shows nothing
 * on failure.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { databaseOf } from '../../../api/app.ts';
import { startEducatorsHarness } from './harness.ts';

const harness = await startEducatorsHarness();
t.teardown(() => harness.close());
const teacher = await harness.user('teacher@example.org', 'Мария', true);
const rows = await databaseOf(harness.api).query<{ id: number; slug: string }>(
  "SELECT id, slug FROM hashtags WHERE slug IN ('19th-century', 'yiddish', 'memory', 'klezmer')",
);
const id = (slug: string) => rows.find((row) => row.slug === slug)?.id ?? 0;
const broad = [id('19th-century'), id('yiddish'), id('memory')];

async function cardBoxes(page: Page) {
  return page.locator('[data-testid="hashtag-wall"] > li').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
}

function foundCount(text: string | null): number {
  return Number(/найдено: (\d+)/.exec(text ?? '')?.[1] ?? Number.NaN);
}

/** The count once it reads `expected`, or what it reads after 10 s: the list renders after the URL moves. */
async function settledCount(page: Page, expected: number): Promise<number> {
  const status = page.getByTestId('hashtag-count');
  await status
    .filter({ hasText: new RegExp(`найдено: ${expected}(?!\\d)`) })
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  return foundCount(await status.textContent());
}

for (const width of [375, 768, 1280]) {
  t.test(`at ${width} px the wall's cards do not overlap`, async (t) => {
    const { page, problems } = await harness.openAs(
      teacher,
      `/ru/hashtags-search-result?tags=${broad.join(',')}`,
      width,
    );
    const boxes = await cardBoxes(page);
    t.ok(boxes.length >= 10, `${boxes.length} cards`);
    const found = foundCount(await page.getByTestId('hashtag-count').textContent());
    t.equal(found, boxes.length, 'the count names every card');
    const narrow = boxes.filter((box) => box.width < Math.min(300, width - 40));
    t.same(narrow, [], 'every card is at least 300 px wide (or the whole column on a phone)');
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x + 0.5 ||
          b.x + b.width <= a.x + 0.5 ||
          a.y + a.height <= b.y + 0.5 ||
          b.y + b.height <= a.y + 0.5;
        if (!apart) t.fail(`cards overlap: ${JSON.stringify(a)} ${JSON.stringify(b)}`);
      }
    }
    const columns = [...new Set(boxes.map((box) => Math.round(box.x)))].sort((p, q) => p - q);
    t.equal(columns.length, width >= 1280 ? 3 : width >= 768 ? 2 : 1, `columns at ${columns.join(', ')}`);
    if (columns.length > 1) {
      const first = boxes.find((box) => Math.round(box.x) === columns[0]);
      t.equal(
        Math.round((columns[1] ?? 0) - (columns[0] ?? 0) - (first?.width ?? 0)),
        16,
        'columns are 16 px apart',
      );
    }
    t.same(problems, []);
  });
}

t.test('a card chip toggles its tag: address, count and chips follow', async (t) => {
  const { page } = await harness.openAs(teacher, `/ru/hashtags-search-result?tags=${id('klezmer')}`);
  const status = page.getByTestId('hashtag-count');
  const before = foundCount(await status.textContent());
  t.ok(before > 0);
  const card = page.locator('[data-testid="hashtag-wall"] > li').first();
  const other = card.locator('a[title^="Хэштег"]:not([aria-current])').first();
  const name = ((await other.textContent()) ?? '').replace(/^#/, '');
  await other.click();
  await page.waitForURL(new RegExp(`tags=${id('klezmer')},\\d+$`));
  await page.getByRole('link', { name: `Убрать хэштег ${name}` }).waitFor();
  const after = foundCount(await status.textContent());
  t.ok(after >= before, `adding a tag widens the search (${before} → ${after})`);

  await page
    .locator('[data-testid="hashtag-wall"] a[aria-current="true"]', { hasText: `#${name}` })
    .first()
    .click();
  await page.waitForURL(new RegExp(`tags=${id('klezmer')}$`));
  t.equal(await settledCount(page, before), before, 'pressing it again removes it');
});

t.test('the dropdown: groups open, a tag is added, a click outside closes it', async (t) => {
  const { page } = await harness.openAs(teacher, '/ru/hashtags-search-result', 375);
  t.equal(await page.getByText('Выберите хэштеги, чтобы увидеть материалы').count(), 1, 'no tags: a prompt');
  await page.getByText('Список хэштегов').click();
  await page.locator('details > div summary', { hasText: 'Жанры' }).click();
  await page
    .getByRole('link', { name: /Клезмер/ })
    .first()
    .click();
  await page.waitForURL(new RegExp(`tags=${id('klezmer')}$`));
  await page.getByText(/По Вашему запросу найдено: \d+ материал/).waitFor();
  const panelTag = page.locator('details > div').getByRole('link', { name: /Театр/ });
  t.ok(await panelTag.isVisible(), 'the dropdown stays open to add more');
  await page.getByRole('heading', { level: 1 }).click();
  await panelTag.waitFor({ state: 'hidden' });
  t.notOk(await panelTag.isVisible(), 'a click outside closes it');
});

t.test('the results contact block: success hides the button, failure shows nothing', async (t) => {
  const { page } = await harness.openAs(teacher, `/ru/hashtags-search-result?tags=${id('klezmer')}`, 375);
  const block = page.locator('section[aria-labelledby="educators-contact-title"]');
  await block.getByRole('textbox').fill('Спасибо за подборку');
  await page.route('**/api/send-message', (route) => route.fulfill({ status: 503, body: '' }));
  const failed = page.waitForResponse((response) => response.url().endsWith('/api/send-message'));
  await block.getByRole('button', { name: 'Отправить' }).click();
  await failed;
  await page.waitForTimeout(200);
  t.equal(await page.locator('dialog[open]').count(), 0, 'no modal on failure');
  t.equal(await page.getByText('Ошибка при отправке сообщения!').count(), 0);
  t.ok(await block.getByRole('button', { name: 'Отправить' }).isVisible());

  await page.unroute('**/api/send-message');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/send-message'));
  await block.getByRole('button', { name: 'Отправить' }).click();
  t.equal((await sent).status(), 200);
  await block.getByRole('button', { name: 'Отправить' }).waitFor({ state: 'detached' });
  t.equal(await page.locator('dialog[open]').count(), 0, 'no modal on success either');
});

t.test(
  'an id no tag has is dropped from the address’s choice: no chip, the known tags still found',
  async (t) => {
    const { page } = await harness.openAs(teacher, `/ru/hashtags-search-result?tags=999999,${id('yiddish')}`);
    t.teardown(() => page.context().close());
    const chips = page.getByRole('list', { name: 'Выбранные хэштеги' }).getByRole('link');
    t.equal(await chips.count(), 1, 'one chip: the known tag');
    t.notMatch((await chips.first().textContent()) ?? '', /#\d/, 'no chip named by a bare id');
    t.ok(foundCount(await page.getByTestId('hashtag-count').textContent()) > 0, 'the known tag finds cards');

    await page.goto(`${harness.site.origin}/ru/hashtags-search-result?tags=999999`);
    t.equal(await page.getByRole('list', { name: 'Выбранные хэштеги' }).count(), 0, 'alone: no chips at all');
  },
);
