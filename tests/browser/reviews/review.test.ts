/**
 * Reviews in the browser (docs/product.md#content-and-engagement): a signed-in reader rates a material with the keyboard in the
 * review box, the rating shows on the page (heading and box) and after a reload on the material's
 * card, and the review is listed in /profile/reviews, where it can be deleted (then the product's empty
 * message shows). Without scripts the same form posts through the web tier and comes back to the box;
 * a guest is invited to sign in. Each screen passes axe.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { waitForHydration } from '../../helpers/browser.ts';
import { realProblems, seriousViolations } from '../browse/setup.ts';
import { openSignedIn, registerReader, startReadersHarness } from '../reading/session.ts';

const harness = await startReadersHarness();
const reader = await registerReader(harness, 'rater@example.org', 'Эстер');

const MATERIAL = '/ru/materials/kabbalah-myths';

async function open(path: string) {
  const probe = await openSignedIn(harness, reader, path);
  // The review box hydrates once its own chunk is there (client/features/reviews/deferred.tsx).
  if (path.includes('/materials/'))
    await probe.page.locator('[data-testid="review-form"][data-live]').waitFor();
  return probe;
}

t.test('a guest sees the rating and an invitation to sign in, no form', async (t) => {
  const { page, problems } = await harness.open(MATERIAL, { cookiesAccepted: true });
  const box = page.locator('[data-testid="review-box"]');
  await page.locator('[data-testid="review-box"][data-live]').waitFor();
  t.equal(await box.locator('[data-testid="rating-summary"]').textContent(), 'Оценок пока нет');
  t.equal(await box.locator('[data-testid="review-form"]').count(), 0);
  t.equal(await box.locator('[data-testid="review-guest"]').count(), 1);
  await box.locator('[data-testid="review-guest"] a').click();
  await page.locator('dialog[open]').waitFor();
  t.same(realProblems(problems), []);
});

t.test('rating with the keyboard: save, the page shows it, a reload keeps it', async (t) => {
  const { page, problems } = await open(MATERIAL);
  const box = page.locator('[data-testid="review-box"]');
  // The stars are one radio group: Tab reaches it, the arrow keys move the choice.
  await box.locator('input[name="rating"]').first().focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  t.equal(await box.locator('input[name="rating"]:checked').getAttribute('value'), '4');
  await box.locator('textarea').fill('Ясно и <b>тепло</b>\nспасибо');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/materials/kabbalah-myths/review'));
  await box.getByRole('button', { name: 'Сохранить отзыв' }).click();
  t.equal((await saved).status(), 200);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="review-notice"]')?.textContent === 'Спасибо! Отзыв сохранён.',
  );
  t.equal(
    await box.locator('[data-testid="rating-summary"]').textContent(),
    'Оценка читателей: 4,0 из 51 отзыв',
  );
  t.equal(
    await page.locator('[data-testid="item-rating"]').textContent(),
    'Оценка читателей: 4,0 из 51 отзыв',
    'the heading agrees',
  );
  t.same(await seriousViolations(page), []);

  await page.reload();
  await waitForHydration(page);
  await page.locator('[data-testid="review-form"][data-live]').waitFor();
  t.equal(
    await box.locator('input[name="rating"]:checked').getAttribute('value'),
    '4',
    'kept after a reload',
  );
  t.equal(await box.locator('textarea').inputValue(), 'Ясно и <b>тепло</b>\nспасибо', 'the text as typed');
  t.match(await box.locator('h3').textContent(), 'Ваш отзыв');
  t.equal(await page.locator('[data-testid="item-rating"] strong').textContent(), '4,0 из 5');
  t.same(realProblems(problems), []);
});

t.test('the card of the material shows the average and the count', async (t) => {
  const { page } = await open(`/ru/search?search=${encodeURIComponent('каббала мифы')}`);
  const card = page.locator('[data-testid="material-card"]', {
    has: page.locator('a[href$="/kabbalah-myths"]'),
  });
  t.match(await card.locator('[data-testid="card-rating"]').textContent(), '4,0 (1)');
});

/** Saves the reader's review of the material with `rating` stars from the page, as its script would. */
function rate(page: Page, rating: number) {
  return page.evaluate(async (rating) => {
    const answer = await fetch('/api/materials/kabbalah-myths/review', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ rating, text: 'Ясно и <b>тепло</b>\nспасибо', lang: 'ru' }),
    });
    return answer.status;
  }, rating);
}

t.test('an edited review reaches the search card at once, past the shared search cache', async (t) => {
  const search = `/ru/search?search=${encodeURIComponent('каббала мифы')}`;
  const { page } = await open(search);
  const rating = page
    .locator('[data-testid="material-card"]', { has: page.locator('a[href$="/kabbalah-myths"]') })
    .locator('[data-testid="card-rating"]');
  t.match(await rating.textContent(), '4,0 (1)', 'the search answer is cached with the first rating');
  const saved = await rate(page, 2);
  t.equal(saved, 200, 'the review is edited to two stars');
  await page.goto(`${harness.site.origin}${search}`);
  await waitForHydration(page);
  t.match(await rating.textContent(), '2,0 (1)', 'the card says what the item says');
  const back = await rate(page, 4);
  t.equal(back, 200, 'and back to four for the tests after');
});

t.test(
  'my reviews list it with its item, stars, text and date; deleting asks first, then empties the list',
  async (t) => {
    const { page, problems } = await open('/ru/profile/reviews');
    const item = page.locator('[data-testid="my-review"]');
    t.equal(await item.count(), 1);
    const link = item.locator('h2 a');
    t.equal(await link.getAttribute('href'), '/ru/materials/kabbalah-myths');
    t.equal(await item.locator('[data-testid="stars-shown"] .visually-hidden').textContent(), '4 звезды');
    t.equal(await item.locator('p[dir="auto"]').textContent(), 'Ясно и <b>тепло</b>\nспасибо');
    t.equal(await item.locator('b').count(), 0, 'the text is never markup');
    // Edited by the search card's test before: the date says so.
    t.match(await item.locator('time').textContent(), /^Изменён \d+ [а-я]+ \d{4}/);
    t.equal(
      await item.getByRole('link', { name: /Изменить/ }).getAttribute('href'),
      '/ru/materials/kabbalah-myths#review-box',
    );
    t.same(await seriousViolations(page), []);
    // Deleting asks first, as clearing the history does: dismissed, nothing changes.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await item.getByRole('button', { name: /Удалить отзыв/ }).click();
    t.equal(asked, 'Удалить ваш отзыв? Оценка и комментарий будут удалены.', 'the question');
    t.equal(await page.locator('[data-testid="my-review"]').count(), 1, 'dismissed: the review stays');
    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: /Удалить отзыв/ }).click();
    await page.waitForSelector('[data-testid="profile-empty"]');
    t.equal(
      await page.locator('[data-testid="profile-empty"] p').first().textContent(),
      'Вы ещё не оставили ни одного отзыва.',
    );
    await page.goto(`${harness.site.origin}${MATERIAL}`);
    await waitForHydration(page);
    t.equal(
      await page.locator('[data-testid="item-rating"]').textContent(),
      'Оценок пока нет',
      'gone from the page',
    );
    t.same(realProblems(problems), []);
  },
);

t.test('without scripts the form posts through the web tier and comes back to the box', async (t) => {
  const context = await harness.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  t.teardown(() => context.close().catch(() => undefined));
  const login = await context.request.post(`${harness.site.origin}/api/login`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: harness.site.origin },
    data: { email: reader, password: 'menorah-7-lights' },
  });
  t.equal(login.status(), 200);
  const page = await context.newPage();
  await page.goto(`${harness.site.origin}/en/courses/shtetl-world`);
  const box = page.locator('[data-testid="review-box"]');
  await box.locator('label', { has: page.locator('input[value="5"]') }).click();
  await box.locator('textarea').fill('A whole world in one course.');
  await Promise.all([
    page.waitForURL(/review=saved#review-box$/),
    box.getByRole('button', { name: 'Save review' }).click(),
  ]);
  t.equal(new URL(page.url()).pathname, '/en/courses/shtetl-world');
  t.equal(
    await box.locator('[data-testid="review-notice"]').textContent(),
    'Thank you! Your review is saved.',
  );
  t.equal(await box.locator('input[name="rating"]:checked').getAttribute('value'), '5');
  t.equal(await box.locator('[data-testid="rating-summary"] strong').textContent(), '5.0 out of 5');

  await page.goto(`${harness.site.origin}/en/profile/reviews`);
  t.equal(
    await page.locator('[data-testid="my-review"] h2 a').getAttribute('href'),
    '/en/courses/shtetl-world',
  );
  await Promise.all([
    page.waitForURL(/\/en\/profile\/reviews\?review=deleted$/),
    page.getByRole('button', { name: /Delete review/ }).click(),
  ]);
  t.equal(await page.locator('[data-testid="review-notice"]').textContent(), 'Your review is deleted.');
  t.equal(
    await page.locator('[data-testid="profile-empty"] p').first().textContent(),
    'You have not left any review yet.',
  );
});
