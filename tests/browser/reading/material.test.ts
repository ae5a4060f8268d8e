/**
 * The material page in a browser (docs/product.md#screens, docs/product.md#states): chapter anchors (click and URL hash on load), the
 * scrollspy, like once, the share row (copy link with its 2 s confirmation, every share counted), the
 * other materials sorted by date or popularity with "show more", the guest's comment prompt, and the
 * heading left as the server drew it when the page hydrates after its first paint.
 */
import t from 'tap';
import { openPage, waitForHydration } from '../../helpers/browser.ts';
import { realProblems, startHarness } from '../browse/setup.ts';

const harness = await startHarness();
t.teardown(() => harness.close());

const MATERIAL = '/ru/materials/shtetl-everyday-life';
const chapterIds = (
  (await (await fetch(`${harness.site.origin}/api/materials/shtetl-everyday-life?lang=ru`)).json()) as {
    chapters: { id: number }[];
  }
).chapters.map((chapter) => chapter.id);

t.test(
  'a chapter link scrolls to its anchor, writes it into the address and is marked current',
  async (t) => {
    const { page, problems } = await harness.open(MATERIAL);
    const id = chapterIds[3];
    await page.locator(`[data-testid="chapter-nav"] a[href="#material-content${id}"]`).click();
    await page.waitForFunction((anchor) => {
      const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 200;
    }, `material-content${id}`);
    t.equal(new URL(page.url()).hash, `#material-content${id}`);
    await page.waitForSelector(
      `[data-testid="chapter-nav"] a[href="#material-content${id}"][aria-current="location"]`,
    );
    t.pass('the scrollspy marks it');
    t.same(realProblems(problems), []);
  },
);

t.test(
  'opening the page with a chapter hash scrolls to that chapter; scrolling moves the mark',
  async (t) => {
    const id = chapterIds[2];
    const { page } = await harness.open(`${MATERIAL}#material-content${id}`);
    const top = await page.evaluate(
      (anchor) => document.getElementById(anchor)?.getBoundingClientRect().top ?? 9999,
      `material-content${id}`,
    );
    t.ok(top >= 0 && top < 200, `the chapter is at the top (${Math.round(top)} px)`);
    const last = chapterIds.at(-1);
    await page.evaluate((anchor) => {
      const element = document.getElementById(anchor);
      if (element) window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 250);
    }, `material-content${last}`);
    await page.waitForSelector(
      `[data-testid="chapter-nav"] a[href="#material-content${last}"][aria-current="location"]`,
    );
    t.equal(
      await page.locator('[data-testid="chapter-nav"] a[aria-current="location"]').count(),
      1,
      'one chapter is current (offset 300)',
    );
  },
);

t.test('a like counts once: the count rises by one and the button cannot be pressed again', async (t) => {
  const { page, context, problems } = await harness.open('/ru/materials/golem-legend');
  const button = page.locator('[data-testid="like-button"]').first();
  const before = Number(await button.locator('[data-testid="like-count"]').textContent());
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/increase-likes')) calls += 1;
  });
  await button.click();
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="like-count"]')?.textContent === String(n),
    before + 1,
  );
  t.equal(await button.getAttribute('aria-pressed'), 'true');
  t.equal(await button.getAttribute('aria-disabled'), 'true', 'announced as unavailable');
  t.not(
    await button.locator('svg').evaluate((icon) => getComputedStyle(icon).fill),
    'none',
    'the heart is drawn filled',
  );
  await button.click({ force: true });
  await page.waitForTimeout(300);
  t.equal(calls, 1, 'the second press sends nothing');
  t.equal(Number(await button.locator('[data-testid="like-count"]').textContent()), before + 1);
  const cookies = await context.cookies();
  const likeCookie = cookies.find((cookie) => cookie.name === 'like_vid');
  t.ok(likeCookie, 'the like cookie was set');
  t.equal(likeCookie?.httpOnly, true);
  t.equal(likeCookie?.path, '/api');
  t.same(realProblems(problems), []);
});

t.test(
  'copy link puts the address on the clipboard and says so for 2 seconds; shares are counted',
  async (t) => {
    const { page, context, problems } = await harness.open(MATERIAL);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.site.origin });
    await context.route(/^https:\/\/(x\.com|vk\.com|www\.linkedin\.com|www\.facebook\.com)\//, (route) =>
      route.fulfill({ status: 200, body: 'shared' }),
    );
    const shareCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/increase-share')) shareCalls.push(request.method());
    });
    const row = page.locator('[data-testid="share-row"]').first();
    await row.locator('[data-testid="copy-link"]').click();
    const status = row.locator('[data-testid="copy-status"]');
    await status.filter({ hasText: 'Ссылка скопирована' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    t.equal(copied, `${harness.site.origin}${MATERIAL}`);
    await page.waitForTimeout(1700);
    t.equal(await status.textContent(), 'Ссылка скопирована', 'still shown before 2 s');
    await page.waitForTimeout(600);
    t.equal(await status.textContent(), '', 'gone after 2 s');

    const popup = page.waitForEvent('popup');
    await row.locator('a[data-network="shortPost"]').click();
    const opened = await popup;
    const shared = new URL(opened.url());
    t.equal(shared.hostname, 'x.com');
    t.equal(shared.searchParams.get('url'), `${harness.site.origin}${MATERIAL}`);
    const text = shared.searchParams.get('text') ?? '';
    t.ok(Array.from(text).length <= 278 - Array.from(shared.searchParams.get('url') ?? '').length);
    await opened.close();
    await page.waitForTimeout(300);
    t.same(shareCalls, ['POST', 'POST'], 'copy and the network link each counted a share');
    t.same(realProblems(problems), []);
  },
);

t.test('other materials: three shown, "show more" reveals the rest, sorting loads by date', async (t) => {
  const { page, problems } = await harness.open(MATERIAL);
  const section = page.locator('[data-testid="other-materials"]');
  const cards = section.locator('[data-testid="material-card"]');
  t.equal(await cards.count(), 3);
  await section.locator('[data-testid="other-more"]').click();
  t.ok((await cards.count()) > 3, 'more after "show more"');
  const listCall = page.waitForRequest((request) => request.url().includes('/api/materials?'));
  await section.getByText('по дате').click();
  const request = await listCall;
  const query = new URL(request.url()).searchParams;
  t.equal(query.get('filterBy'), 'date');
  t.match(query.get('tags') ?? '', /^\[\d+(,\d+)*\]$/);
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="other-materials"] [aria-busy="true"]'),
  );
  t.equal(await cards.count(), 3, 'a new sort starts with three again');
  t.notMatch(
    (await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).join(' '),
    '/shtetl-everyday-life',
    'the material itself is not among the others',
  );
  t.same(realProblems(problems), []);
});

t.test('a guest sees the comment count and the sign-in prompt, without unconfigured providers', async (t) => {
  const { page } = await harness.open(MATERIAL);
  const block = page.locator('[data-testid="comments"]');
  t.match(await block.locator('[data-testid="comments-count"]').textContent(), /комментари/);
  t.equal(await block.locator('[data-testid="comment-form"]').count(), 0);
  // No provider is configured on this site: their buttons are hidden (social-links.test.ts).
  await page.waitForTimeout(300);
  t.equal(await block.locator('a[href^="/google_auth"]').count(), 0);
  t.equal(await block.locator('a[href^="/fb_auth"]').count(), 0);
  await block.getByRole('button', { name: 'Войти или зарегистрироваться' }).click();
  await page.locator('dialog[open]').waitFor();
  t.pass('the button opens the login modal');
});

t.test(
  "hydrating keeps the server's heading: the rating in it is not dropped and redrawn, so nothing jumps",
  async (t) => {
    const { page, context, problems } = await openPage(harness.browser, { width: 375 });
    t.teardown(() => context.close());
    await context.addInitScript(() => {
      const seen = window as unknown as { droppedRatings: number };
      seen.droppedRatings = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (
              node instanceof Element &&
              (node.matches('[data-testid="item-rating"]') ||
                node.querySelector('[data-testid="item-rating"]'))
            )
              seen.droppedRatings += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${harness.site.origin}${MATERIAL}`);
    await waitForHydration(page);
    await page.locator('[data-testid="item-rating"]').waitFor();
    t.equal(
      await page.evaluate(() => (window as unknown as { droppedRatings: number }).droppedRatings),
      0,
      'the rating the server wrote is the one the reader keeps seeing',
    );
    t.same(realProblems(problems), []);
  },
);
