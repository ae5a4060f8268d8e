/**
 * A first page's screen waits for the reader (client/app/screen-island.tsx): the page hydrates its
 * frame, and the screen's code is asked for only at the reader's first act. What the reader does in
 * the screen before that code has come is held and given back once it has
 * (client/runtime/held-events.ts): a like is counted once, a typed comment is sent with its text, a
 * link is followed inside the page (no reload). A screen that must work at once (the map) is asked
 * for once the frame is idle, without an act. Each test holds the screen's scripts back.
 */
import type { BrowserContext, Page } from 'playwright-core';
import t from 'tap';
import { holdScripts, waitForHydration } from '../../helpers/browser.ts';
import { openSignedIn, registerReader, startReadersHarness } from '../reading/session.ts';

const harness = await startReadersHarness({
  COMMENT_INTERVAL_SECONDS: '0',
  COMMENT_DUPLICATE_WINDOW_SECONDS: '0',
  COMMENTS_PER_DAY: '0',
});
const { origin } = harness.site;
const reader = await registerReader(harness, 'island-reader@example.org', 'Ципора');
const MATERIAL = 'kabbalah-myths';

/** The scripts the page names (its boot module and that module's list): the frame's, not the screen's. */
function namedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
    return [
      new URL(script?.src ?? '/').pathname,
      script?.dataset.entry ?? '',
      ...(script?.dataset.preloads ?? '').split(' '),
    ].filter(Boolean);
  });
}

/**
 * Holds back every script the page does not name (the screen's chunks) until `release`; `firstAsked`
 * settles with the first one asked for. The catalogue is let through: it is no screen's. (Routing
 * turns the browser's cache off, so every script is asked for again.)
 */
function holdScreenCode(context: BrowserContext, named: string[]) {
  return holdScripts(
    context,
    /\/assets\/[\w-]+\.js$/,
    (path) => named.includes(path) || /\/catalogue-(ru|en)-/.test(path),
  );
}

/** Opens `path` (a first time to read the scripts it names), then again with the screen's code held back. */
async function openHeld(path: string, signedIn: boolean) {
  const probe = signedIn
    ? await openSignedIn(harness, reader, path)
    : await harness.open(path, { cookiesAccepted: true });
  const hold = await holdScreenCode(probe.context, await namedScripts(probe.page));
  await probe.page.goto(`${origin}${path}`);
  await waitForHydration(probe.page, { wake: false });
  return { ...probe, hold };
}

t.test("a first page asks for its screen's code only at the reader's first act", async (t) => {
  const { page, problems, hold } = await openHeld(`/ru/materials/${MATERIAL}`, false);
  await page.waitForLoadState('networkidle');
  let early = false;
  void hold.firstAsked.then(() => {
    early = true;
  });
  await page.waitForTimeout(300);
  t.notOk(early, "hydrated and settled, the page has asked for none of its screen's scripts");
  await page.mouse.move(400, 400);
  t.match(
    await hold.firstAsked,
    /^\/assets\/[\w-]+\.js$/,
    'the pointer moving over the page asks for a script it does not name',
  );
  hold.release();
  t.same(problems, [], 'no console problems');
});

t.test('a like pressed before the screen is live is counted once it is', async (t) => {
  const { page, problems, hold } = await openHeld(`/ru/materials/${MATERIAL}`, false);
  const likes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/increase-likes$/.test(request.url())) likes.push(request.url());
  });
  const count = page.locator('main [data-testid="like-count"]').first();
  const before = Number(await count.textContent());
  await page.locator('main [data-testid="like-button"]').first().click();
  await hold.firstAsked;
  await page.waitForTimeout(200);
  t.equal(likes.length, 0, 'nothing is sent while the code is held');
  hold.release();
  await page.waitForFunction(
    (expected) => document.querySelector('main [data-testid="like-count"]')?.textContent === expected,
    String(before + 1),
  );
  await page.waitForTimeout(300);
  t.equal(likes.length, 1, 'the like is sent once');
  t.same(problems, [], 'no console problems');
});

t.test('a comment typed and sent before the screen is live is posted with its text', async (t) => {
  const { page, problems, hold } = await openHeld(`/ru/materials/${MATERIAL}`, true);
  const form = page.locator('[data-testid="comment-form"]');
  await form.locator('textarea').fill('Написано до того, как страница ожила');
  await form.locator('button[type="submit"]').click();
  await hold.firstAsked;
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith(`/api/materials/${MATERIAL}/`),
  );
  hold.release();
  t.equal((await answer).status(), 200, 'the comment is sent once the code is there');
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="comment-text"]')?.textContent ===
      'Написано до того, как страница ожила',
  );
  t.equal(await form.locator('textarea').inputValue(), '', 'with its text, and the box is emptied');
  t.same(problems, [], 'no console problems');
});

t.test('a link followed before the screen is live opens its page without a reload', async (t) => {
  const { page, problems, hold } = await openHeld('/ru/materials', false);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const link = page.locator('main a[href^="/ru/materials/"]').first();
  const target = (await link.getAttribute('href')) ?? '';
  await link.click();
  await hold.firstAsked;
  t.equal(new URL(page.url()).pathname, '/ru/materials', 'the page waits while the code is held');
  hold.release();
  await page.waitForURL(`${origin}${target}`);
  await page.locator('main [data-testid="like-button"]').first().waitFor();
  t.ok(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true),
    'the same document: a navigation inside the page',
  );
  t.same(problems, [], 'no console problems');
});

t.test(
  'the map names no more scripts than a material, and its screen comes once the frame is idle, with no act',
  async (t) => {
    const { page: material } = await harness.open(`/ru/materials/${MATERIAL}`, { cookiesAccepted: true });
    const materialNamed = await namedScripts(material);
    const { page, problems, hold } = await openHeld('/ru/map', false);
    t.same(
      [...(await namedScripts(page))].sort(),
      [...materialNamed].sort(),
      "the frame's scripts, the same as a material's",
    );
    t.match(await hold.firstAsked, /^\/assets\/[\w-]+\.js$/, 'the map asks for its screen by itself');
    hold.release();
    await page.waitForSelector('html[data-screen="live"]', { state: 'attached' });
    await page.locator('main .leaflet-marker-icon').first().waitFor();
    t.ok(
      (await page.locator('main .leaflet-marker-icon').count()) > 0,
      'and draws the map with its markers, the reader having done nothing',
    );
    t.same(problems, [], 'no console problems');
  },
);

t.test('a screen whose code does not come stays as the server wrote it, and its links work', async (t) => {
  const { page, context } = await harness.open('/ru/materials', { cookiesAccepted: true });
  const named = await namedScripts(page);
  await context.route(/\/assets\/[\w-]+\.js$/, (route) => {
    const path = new URL(route.request().url()).pathname;
    return named.includes(path) || /\/catalogue-(ru|en)-/.test(path) ? route.continue() : route.abort();
  });
  await page.goto(`${origin}/ru/materials`);
  await waitForHydration(page, { wake: false });
  const failed = page.waitForEvent('requestfailed');
  await page.mouse.move(400, 400);
  await failed;
  t.ok(await page.locator('main h1').isVisible(), "the server's markup stays");
  const link = page.locator('main a[href^="/ru/materials/"]').first();
  const target = (await link.getAttribute('href')) ?? '';
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await link.click();
  await page.waitForURL(`${origin}${target}`);
  await page.waitForLoadState('domcontentloaded');
  t.notOk(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    'a link in it opens its page as an ordinary link does (a new document)',
  );
});
