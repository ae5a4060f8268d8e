/**
 * What a signed-in reader does on the reading screens (docs/product.md#screens, docs/product.md#states): comments (post, count, show more,
 * the 150-character cut, empty text not sent), the favourite toggle with the header's counter, and the
 * progress calls of the course page (opening adds the first material to active; "next" archives the
 * one finished; reaching the end of the last material finishes the course).
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { waitUntil } from '../../helpers/wait.ts';
import { realProblems } from '../browse/setup.ts';
import { openSignedIn, registerReader, startReadersHarness } from './session.ts';

const harness = await startReadersHarness({
  COMMENT_INTERVAL_SECONDS: '0',
  COMMENT_DUPLICATE_WINDOW_SECONDS: '0',
  COMMENTS_PER_DAY: '0',
});
const reader = await registerReader(harness, 'reader@example.org', 'Мирьям');
const open = (path: string, width?: number) => openSignedIn(harness, reader, path, { width });

/** Waits until the page's first bookmark button says `pressed`. */
const firstBookmarkIs = (page: Page, pressed: 'true' | 'false') =>
  page.waitForFunction(
    (pressed) =>
      document
        .querySelector('[data-testid="item-actions"] button[aria-pressed]')
        ?.getAttribute('aria-pressed') === pressed,
    pressed,
  );

async function post(page: Page, text: string) {
  const form = page.locator('[data-testid="comment-form"]');
  await form.locator('textarea').fill(text);
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/materials/kabbalah-myths/'),
  );
  await form.locator('button[type="submit"]').click();
  t.equal((await answer).status(), 200);
}

t.test('comments: empty text is not sent, a new comment goes first and the count rises', async (t) => {
  const { page, problems } = await open('/ru/materials/kabbalah-myths');
  const block = page.locator('[data-testid="comments"]');
  t.match(await block.locator('[data-testid="comments-count"]').textContent(), /^0 комментариев$/);
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/materials/kabbalah-myths/')) sent += 1;
  });
  await block.locator('textarea').fill('  \n\u200b ');
  await block.locator('button[type="submit"]').click();
  await page.waitForTimeout(300);
  t.equal(sent, 0, 'blank text is silently not sent');

  await post(page, 'Первый комментарий');
  await post(page, 'Второй\nс новой строкой');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="comment"]').length === 2);
  t.equal(await block.locator('[data-testid="comments-count"]').textContent(), '2 комментария');
  const texts = await block.locator('[data-testid="comment-text"]').allTextContents();
  t.same(texts, ['Второй\nс новой строкой', 'Первый комментарий'], 'newest first, line break kept');
  t.equal(await block.locator('textarea').inputValue(), '', 'the box is emptied');
  t.match(await block.locator('[data-testid="comment"] bdi').first().textContent(), 'Мирьям');
  t.same(realProblems(problems), []);
});

t.test('comments: over 150 characters is cut with a dots button; show more reveals the rest', async (t) => {
  const { page, problems } = await open('/ru/materials/kabbalah-myths');
  const block = page.locator('[data-testid="comments"]');
  const long = `${'Очень длинный комментарий о каббале. '.repeat(5)}🎻👨‍👩‍👧 конец`;
  await post(page, long);
  await post(page, 'Четвёртый');
  t.equal(await block.locator('[data-testid="comment"]').count(), 3, 'the first three shown');
  const more = block.locator('[data-testid="comments-more"]');
  await more.click();
  t.equal(await block.locator('[data-testid="comment"]').count(), 4, 'all after "show more"');
  t.equal(await more.count(), 0, '"show more" hides itself');
  const cutText = block.locator('[data-testid="comment-text"]', {
    has: page.locator('[data-testid="comment-expand"]'),
  });
  const shown = (await cutText.textContent()) ?? '';
  const graphemes = [
    ...new Intl.Segmenter('ru', { granularity: 'grapheme' }).segment(shown.replace(/…$/, '')),
  ];
  t.ok(graphemes.length <= 150, `${graphemes.length} characters before the dots`);
  t.notMatch(shown, '\uFFFD');
  await cutText.locator('[data-testid="comment-expand"]').click();
  t.equal(await block.locator('[data-testid="comment-text"]').nth(1).textContent(), long, 'expanded in full');
  t.same(realProblems(problems), []);
});

t.test('the comment box says when the text is too long, before sending', async (t) => {
  const { page } = await open('/en/materials/kabbalah-myths');
  const form = page.locator('[data-testid="comment-form"]');
  await form.locator('textarea').fill('ж'.repeat(5001));
  await form.getByText('The comment is too long: at most 5000 characters.').waitFor();
  t.equal(await form.locator('textarea').getAttribute('aria-invalid'), 'true');
});

t.test("comments: no report on one's own; a reported comment still says so after a reload", async (t) => {
  const mine = await open('/ru/materials/kabbalah-myths');
  const block = mine.page.locator('[data-testid="comments"]');
  await block.locator('[data-testid="comment"]').first().waitFor();
  // The marks come with the reader's own call after hydration: wait for it before looking.
  await mine.page.waitForLoadState('networkidle');
  t.ok((await block.locator('[data-testid="comment"]').count()) > 0, 'her comments are shown');
  t.equal(await block.locator('[data-testid="comment-report"]').count(), 0, 'none offers her a report');

  const other = await registerReader(harness, 'other-reader@example.org', 'Давид');
  const open2 = () => openSignedIn(harness, other, '/ru/materials/kabbalah-myths');
  const first = await open2();
  const theirs = first.page.locator('[data-testid="comments"] [data-testid="comment"]').first();
  await theirs.locator('[data-testid="comment-report"]').click();
  await theirs.locator('[data-testid="comment-reported"]').waitFor();
  const again = await open2();
  await again.page.waitForLoadState('networkidle');
  const reloaded = again.page.locator('[data-testid="comments"] [data-testid="comment"]').first();
  await reloaded.locator('[data-testid="comment-reported"]').waitFor();
  t.equal(await reloaded.locator('[data-testid="comment-report"]').count(), 0, 'not offered again');
  t.same(realProblems([...mine.problems, ...first.problems, ...again.problems]), []);
});

t.test('favourite toggle: the bookmark and the header counter follow each other', async (t) => {
  const { page, problems } = await open('/ru/materials/golem-legend');
  const counter = async () => {
    const menu = page.locator('[data-testid="account-menu"]');
    if ((await menu.locator('button[aria-expanded="true"]').count()) === 0)
      await menu.locator('button').first().click();
    const text = await menu.locator('a[href="/ru/profile/favorites"] [data-testid="counter"]').textContent();
    await page.keyboard.press('Escape');
    return Number(text);
  };
  const bookmark = page
    .locator('[data-testid="item-actions"]')
    .first()
    .locator('button[aria-pressed]')
    .first();
  t.equal(await bookmark.getAttribute('aria-pressed'), 'false');
  const before = await counter();
  await bookmark.click();
  await firstBookmarkIs(page, 'true');
  t.equal(await counter(), before + 1, 'the header counts it');
  const bottom = page.locator('[data-testid="item-actions"]').nth(1).locator('button[aria-pressed]').first();
  t.equal(await bottom.getAttribute('aria-pressed'), 'true', 'every bookmark of the page agrees');
  await page.reload();
  await page.waitForSelector('[data-testid="preloader"][data-state="done"]', { state: 'attached' });
  t.equal(await bookmark.getAttribute('aria-pressed'), 'true', 'the server remembers it');
  await bookmark.click();
  await firstBookmarkIs(page, 'false');
  t.equal(await counter(), before, 'and forgets it');
  t.same(realProblems(problems), []);
});

t.test(
  'the course: opening adds the first material to active; "next" archives the finished one',
  async (t) => {
    const course = (await (
      await fetch(`${harness.site.origin}/api/courses/shtetl-world?lang=ru`)
    ).json()) as {
      materials: { id: number }[];
    };
    const [first, second] = course.materials;
    const probe = await openSignedIn(harness, reader, '/ru/materials/golem-legend');
    const { page, problems } = probe;
    const calls: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/user\/(add-to-active|add-to-archive)$/.exec(request.url());
      if (match) calls.push(`${match[1]} ${request.postData()}`);
    });
    await page.goto(`${harness.site.origin}/ru/courses/shtetl-world`);
    await page.waitForSelector('[data-testid="preloader"][data-state="done"]', { state: 'attached' });
    await page.waitForTimeout(300);
    t.same(calls, [`add-to-active material_id=${first?.id}`], 'the first material becomes active');
    await page.getByTestId('course-next').click();
    await page.waitForTimeout(400);
    t.same(calls.slice(1).sort(), [
      `add-to-active material_id=${second?.id}`,
      `add-to-archive material_id=${first?.id}`,
    ]);
    t.same(realProblems(problems), []);
  },
);

t.test(
  'a course read to the end of its last material is finished: all done and in the archive',
  async (t) => {
    const course = (await (
      await fetch(`${harness.site.origin}/api/courses/legends-and-mysteries?lang=en`)
    ).json()) as { title: string; materials: { id: number }[] };
    const last = course.materials.at(-1);
    const { page, problems } = await open('/en/courses/legends-and-mysteries');
    const archived: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/add-to-archive')) archived.push(request.postData() ?? '');
    });
    // Counted from the start: when the last material is short, its end is in view as soon as it
    // shows, and its answer came before a wait set up after the last "next" (a 30 s time-out).
    let answered = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/api/user/add-to-archive')) answered += 1;
    });
    for (let step = 1; step < course.materials.length; step++) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/add-to-archive'));
      await page.getByTestId('course-next').click();
      await answer;
    }
    await page.getByTestId('course-finished').scrollIntoViewIfNeeded();
    await waitUntil('the last material is archived', 30_000, async () => answered >= course.materials.length);
    t.equal(archived.at(-1), `material_id=${last?.id}`, 'reaching the end finishes the last material');
    t.equal(
      await page.locator('[data-testid="course-nav-item"][data-viewed]').count(),
      course.materials.length,
      'every material of the menu is ticked',
    );

    await page.goto(`${harness.site.origin}/en/profile/courses?tab=archive`);
    const row = page.getByTestId('course-progress').filter({ hasText: course.title });
    await row.waitFor();
    t.match(await row.textContent(), /Finished 3 of 3 materials/, 'the archive shows it all done');
    await page.goto(`${harness.site.origin}/en/profile/courses`);
    t.equal(
      await page.getByTestId('course-progress').filter({ hasText: course.title }).count(),
      0,
      'and the view history no longer lists it',
    );
    t.same(realProblems(problems), []);
  },
);
