/**
 * Likes count people, not networks (docs/product.md#content-and-engagement), in a browser: a like survives a reload (the
 * button is still pressed and does not ask again), a second browser behind the same address counts,
 * a signed-in reader's liked state is in the server's HTML itself, and a like refused by the address's
 * flood limit says why beside the button. Every browser here comes from 127.0.0.1, one "router".
 */
import t from 'tap';
import { waitForHydration } from '../../helpers/browser.ts';
import { realProblems, startHarness } from '../browse/setup.ts';
import { openSignedIn, registerReader } from './session.ts';

// Two anonymous likes of one item a day from one address; the third is the flood limit's.
const harness = await startHarness({ env: { LIKES_PER_IP_PER_ITEM_PER_DAY: '2' } });
t.teardown(() => harness.close());

const SLUG = 'shtetl-everyday-life';
const MATERIAL = `/ru/materials/${SLUG}`;
const likeCount = async () =>
  (
    (await (await fetch(`${harness.site.origin}/api/materials/${SLUG}?lang=ru`)).json()) as {
      like_count: number;
    }
  ).like_count;

t.test('a like survives a reload, and another browser at the same address counts', async (t) => {
  const before = await likeCount();
  const first = await harness.open(MATERIAL, { cookiesAccepted: true });
  const button = first.page.locator('[data-testid="like-button"]').first();
  await button.click();
  await first.page.waitForSelector('[data-testid="like-button"][aria-pressed="true"]');
  t.equal(Number(await button.locator('[data-testid="like-count"]').textContent()), before + 1);

  let likeCalls = 0;
  first.page.on('request', (request) => {
    if (request.url().includes('/increase-likes')) likeCalls += 1;
  });
  await first.page.reload();
  // A guest's like is the screen's to ask for (the page is the cache's): it is live once the reader acts.
  await waitForHydration(first.page);
  await first.page.waitForSelector('[data-testid="like-button"][aria-pressed="true"]', { timeout: 10_000 });
  t.pass('after the reload the button is pressed');
  await button.click({ force: true });
  await first.page.waitForTimeout(500);
  t.equal(likeCalls, 0, 'and pressing it asks nothing');

  const second = await harness.open(MATERIAL, { cookiesAccepted: true });
  const other = second.page.locator('[data-testid="like-button"]').first();
  t.equal(await other.getAttribute('aria-pressed'), 'false', 'another browser has not liked');
  await other.click();
  await second.page.waitForSelector('[data-testid="like-button"][aria-pressed="true"]');
  t.equal(
    Number(await other.locator('[data-testid="like-count"]').textContent()),
    before + 2,
    'its like counts too',
  );
  t.equal(await likeCount(), before + 2);
  t.equal(await second.page.locator('[data-testid="like-notice"]').first().textContent(), '', 'no notice');
  t.same(realProblems(first.problems), []);
  t.same(realProblems(second.problems), []);
});

t.test("a signed-in reader's like is in the server's HTML after a reload", async (t) => {
  const email = await registerReader(harness, 'like-reload@example.org', 'Лея');
  const { page, context } = await openSignedIn(harness, email, MATERIAL);
  await page.locator('[data-testid="like-button"]').first().click();
  await page.waitForSelector('[data-testid="like-button"][aria-pressed="true"]');
  const html = await (await context.request.get(`${harness.site.origin}${MATERIAL}`)).text();
  t.match(html, /<button[^>]*aria-pressed="true"[^>]*data-testid="like-button"/, 'rendered pressed');
});

t.test('a like refused by the flood limit says why, in the page language', async (t) => {
  for (const [path, text] of [
    [MATERIAL, 'Слишком много отметок «нравится» из вашей сети'],
    [`/en/materials/${SLUG}`, 'Too many likes from your network'],
  ] as const) {
    const { page } = await harness.open(path, { cookiesAccepted: true });
    await page.locator('[data-testid="like-button"]').first().click();
    const notice = page.locator('[data-testid="like-notice"]').first();
    await notice.filter({ hasText: text }).waitFor({ timeout: 10_000 });
    t.pass(`${path}: ${await notice.textContent()}`);
    t.equal(await notice.getAttribute('role'), 'status', 'announced to screen readers');
    t.equal(
      await page.locator('[data-testid="like-button"]').first().getAttribute('aria-pressed'),
      'false',
      'the button stays unpressed: the like was not counted',
    );
  }
});
