/**
 * The hashtag tool in the browser (docs/product.md#screens "Hashtag tool" and "Landing", docs/product.md#validation, docs/product.md#roles, docs/product.md#error-messages): who gets the
 * tool and who the landing (with this site's departure on the landing's buttons), the tag combobox by
 * keyboard alone (suggestions with counts, a chosen tag chosen again is removed, Enter searches), the
 * remembered hint, and the contact block's success and failure modals.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { waitForHydration } from '../../helpers/browser.ts';
import { startEducatorsHarness } from './harness.ts';

const harness = await startEducatorsHarness();
t.teardown(() => harness.close());
const teacher = await harness.user('teacher@example.org', 'Мария', true);
const plain = await harness.user('plain@example.org', 'Пётр', false);

t.test(
  'a guest and a user without access are led to the landing, each with the fitting action',
  async (t) => {
    const guest = await harness.open('/ru/da-for-educators', { cookiesAccepted: true });
    t.match(new URL(guest.page.url()).pathname, '/ru/hashtags-landing');
    await guest.page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    // The window's form loads when it first opens: wait for it, then say whether it came.
    const email = guest.page.locator('dialog[open] input[type="email"]');
    await email.waitFor({ timeout: 10_000 }).catch(() => undefined);
    t.ok(await email.isVisible(), 'the registration window opens');

    const user = await harness.openAs(plain, '/ru/hashtags-search-result?tags=1', 375);
    t.match(new URL(user.page.url()).pathname, '/ru/hashtags-landing', 'the results need access too');
    const questionnaire = user.page.getByRole('link', { name: 'Перейти к заполнению анкеты' });
    t.equal(await questionnaire.getAttribute('href'), '/ru/profile/access', 'the profile questionnaire');
    t.equal(await user.page.getByRole('button', { name: 'Зарегистрироваться' }).count(), 0);

    const granted = await harness.openAs(teacher, '/ru/hashtags-landing');
    t.equal(
      await granted.page.getByRole('link', { name: 'Открыть инструмент' }).getAttribute('href'),
      '/ru/da-for-educators',
    );
    t.same([...guest.problems, ...user.problems, ...granted.problems], []);
  },
);

/**
 * Types into the focused combobox, checks the suggestions were asked for the whole text (no key lost
 * after the previous choice), and picks the match by keyboard.
 */
async function choose(page: Page, typed: string, expected: RegExp): Promise<void> {
  const q = typed.toLowerCase();
  const answered = page
    .waitForResponse(
      (response) =>
        response.url().endsWith('/search-hashtags') &&
        JSON.parse(response.request().postData() ?? '{}').q === q,
      { timeout: 10_000 },
    )
    .catch(() => null);
  await page.keyboard.type(typed);
  if (!(await answered)) {
    throw new Error(
      `no suggestions asked for "${q}"; the input holds "${await page.getByRole('combobox').inputValue()}"`,
    );
  }
  await page.getByRole('option', { name: expected }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.locator('[role="option"][aria-selected="true"]', { hasText: expected }).waitFor();
  await page.keyboard.press('Enter');
}

t.test(
  'by keyboard: suggestions with counts, toggling a chosen tag, Enter goes to the results',
  async (t) => {
    const { page, problems } = await harness.openAs(teacher, '/ru/da-for-educators');
    const input = page.getByRole('combobox', { name: 'Хэштеги' });
    await input.focus();
    const answered = page.waitForResponse((response) => response.url().endsWith('/search-hashtags'));
    await page.keyboard.type('век');
    const first = await answered;
    const options = page.getByRole('option');
    await options
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(async (error) => {
        const state = `${first.status()} ${first.request().postData()} value=${await input.inputValue()} expanded=${await input.getAttribute('aria-expanded')} url=${page.url()}`;
        throw new Error(`no suggestions (${state}): ${error}`);
      });
    const texts = await options.allTextContents();
    t.ok(
      texts.some((text) => /^XIX век\s*10 мат\.$/.test(text)),
      `counts are shown: ${texts.join(' | ')}`,
    );
    await page.keyboard.press('ArrowDown');
    t.match(
      await page.locator('[role="option"][aria-selected="true"]').textContent(),
      /^XIX век/,
      'the most used match comes first and is highlighted',
    );
    await page.keyboard.press('Enter');
    const chips = page.getByRole('list', { name: 'Выбранные хэштеги' }).locator('li');
    t.same(await chips.allTextContents(), ['XIX век']);
    t.equal(await input.inputValue(), '', 'the input is cleared for the next tag');

    await choose(page, 'XIX', /XIX век/);
    t.equal(await chips.count(), 0, 'choosing a chosen tag again removes it');

    await choose(page, 'идиш', /Идиш/);
    await choose(page, 'память', /Память/);
    t.same(await chips.allTextContents(), ['Идиш', 'Память']);

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ru\/hashtags-search-result\?tags=\d+,\d+$/);
    await page.getByText(/По Вашему запросу найдено: \d+ материал/).waitFor();
    t.same(problems, []);
  },
);

t.test('the category table adds tags, chips remove them, clear empties the choice', async (t) => {
  const { page } = await harness.openAs(teacher, '/ru/da-for-educators', 375);
  const table = page.locator('section[aria-labelledby="educators-all-tags"]');
  await table.getByRole('button', { name: /Штетл/ }).click();
  await table.getByRole('button', { name: /Клезмер/ }).click();
  const chips = page.getByRole('list', { name: 'Выбранные хэштеги' }).locator('li');
  t.same(await chips.allTextContents(), ['Штетл', 'Клезмер']);
  t.equal(await table.getByRole('button', { name: /Штетл/ }).getAttribute('aria-pressed'), 'true');
  await page.getByRole('button', { name: 'Убрать хэштег Штетл' }).click();
  t.same(await chips.allTextContents(), ['Клезмер']);
  await page.getByRole('button', { name: 'Очистить' }).click();
  t.equal(await chips.count(), 0);
});

t.test('a closed hint stays closed on the next visit', async (t) => {
  const { page } = await harness.openAs(teacher, '/ru/da-for-educators');
  await page.getByRole('button', { name: 'Скрыть подсказку' }).click();
  t.equal(await page.getByText('Выберите 2–3 хэштега').count(), 0);
  await page.reload();
  // Hidden from the first paint: the document is marked before the tool's code comes.
  t.ok(
    await page.evaluate(() => 'hintClosed' in document.documentElement.dataset),
    'the document is marked by its head script',
  );
  t.notOk(await page.getByText('Выберите 2–3 хэштега').isVisible(), 'not drawn as the page opens');
  await waitForHydration(page);
  t.equal(await page.getByText('Выберите 2–3 хэштега').count(), 0, 'nor once the tool is live');
});

t.test('the contact block: success hides the button in a modal, failure says so', async (t) => {
  const { page } = await harness.openAs(teacher, '/ru/da-for-educators', 375);
  const block = page.locator('section[aria-labelledby="educators-contact-title"]');
  const textarea = block.getByRole('textbox', { name: 'Сообщение редакции' });
  t.equal(await textarea.getAttribute('rows'), '4');
  const fourRows = (await textarea.boundingBox())?.height ?? 0;
  await textarea.fill('1\n2\n3\n4\n5\n6\n7');
  const grown = (await textarea.boundingBox())?.height ?? 0;
  t.ok(grown > fourRows && grown < fourRows * 1.4, `grows to five rows at most (${fourRows} → ${grown})`);

  await page.route('**/api/send-message', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"upstream_unavailable"}' }),
  );
  await block.getByRole('button', { name: 'Отправить' }).click();
  await page.getByText('Ошибка при отправке сообщения!').waitFor();
  await page.keyboard.press('Escape');
  t.ok(
    await block.getByRole('button', { name: 'Отправить' }).isVisible(),
    'the button stays after a failure',
  );

  await page.unroute('**/api/send-message');
  await textarea.fill('Нужны материалы о местечке для 8 класса');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/send-message'));
  await block.getByRole('button', { name: 'Отправить' }).click();
  t.equal((await answer).status(), 200);
  await page.getByText('Сообщение успешно отправлено!').waitFor();
  t.equal(await block.getByRole('button', { name: 'Отправить' }).count(), 0, 'the button is hidden');
  t.equal(
    await block.getByRole('link', { name: 'Перейти в личный кабинет' }).getAttribute('href'),
    '/ru/profile/data',
  );
});

t.test('an empty contact message is not sent: the field says what is missing', async (t) => {
  // The tool is Russian-only (docs/product.md#screens): its English text is proven by the catalogues' equal keys.
  const { page } = await harness.openAs(teacher, '/ru/da-for-educators', 375);
  t.teardown(() => page.context().close());
  const block = page.locator('section[aria-labelledby="educators-contact-title"]');
  const textarea = block.getByRole('textbox', { name: 'Сообщение редакции' });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/send-message')) sent.push(request.url());
  });
  await textarea.fill('  \n ');
  await block.getByRole('button', { name: 'Отправить' }).click();
  await block.getByRole('alert').getByText('Напишите текст сообщения.').waitFor();
  t.equal(await textarea.getAttribute('aria-invalid'), 'true', 'the field is marked');
  t.equal(await page.getByText('Ошибка при отправке сообщения!').count(), 0, 'no "sending failed"');
  t.same(sent, [], 'nothing was sent');
  await textarea.fill('Вопрос');
  t.equal(await block.getByRole('alert').count(), 0, 'typing clears the message');
});
