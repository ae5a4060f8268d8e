/**
 * The page's one module script (client/boot.ts) asks for every chunk the page names, a few
 * per task, and the entry; each is asked for exactly once, and the page hydrates from them. (That it waits for the
 * first paint is its design, not asserted: the paint's timestamp is when the frame was shown, a few
 * milliseconds after the task that follows it.) Until the reader does something, the page asks for
 * no script it does not name (docs/architecture.md#first-visit): what the initial JavaScript budget
 * counts is all it loads; the live search comes with the first reach for the search. The burger's
 * drawer and the account menu's dropdown come the same way (client/app/frame/island.tsx): a burger
 * opened before its code arrived stays open and works once it has. The page's language's whole
 * catalogue is the one other script: it comes after hydration (the page hydrates with the entries its
 * render used, carried in its payload), and what draws texts the server did not draw waits for it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import t from 'tap';
import { resources } from '../../../shared/i18n/resources.ts';
import { holdScripts, launchBrowser, openPage, waitForHydration } from '../../helpers/browser.ts';
import { account } from '../../helpers/page-kinds.ts';
import { startSite } from '../../helpers/site.ts';

const site = await startSite({ listen: true });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.close();
  await site.close();
});

const material = (
  (await (await fetch(`${site.origin}/api/materials?lang=ru`)).json()) as { materials: { slug: string }[] }
).materials[0]?.slug;

// A reader with a session: a reading page then loads the review form before hydrating too.
const reader = await account(site, 'boot-reader@example.org', 'Ривка');

async function signIn(context: BrowserContext, cookie: string): Promise<void> {
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: site.origin };
    }),
  );
}

for (const [path, cookie] of [
  ['/ru', ''],
  ['/en/materials', ''],
  [`/ru/materials/${material}`, ''],
  [`/ru/materials/${material}`, reader.cookie],
] as const) {
  const as = cookie ? 'signed in' : 'signed out';
  t.test(
    `${path}, ${as}: every script the page names is asked for once, and the page hydrates`,
    async (t) => {
      const { page, context, problems } = await openPage(browser, { width: 375 });
      if (cookie) await signIn(context, cookie);
      // Who asked for each script: the browser's own record of the initiator (the script on the stack).
      const asked: { path: string; by: string }[] = [];
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        const url = new URL(request.url);
        if (!url.pathname.endsWith('.js')) return;
        const by =
          initiator.stack?.callFrames[0]?.url ?? initiator.stack?.parent?.callFrames[0]?.url ?? initiator.url;
        asked.push({ path: url.pathname, by: by ? new URL(by).pathname : initiator.type });
      });
      await page.goto(`${site.origin}${path}`);
      await waitForHydration(page, { wake: false });
      const named = await page.evaluate(() => {
        const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
        return {
          boot: new URL(script?.src ?? '').pathname,
          scripts: [script?.dataset.entry ?? '', ...(script?.dataset.preloads ?? '').split(' ')].filter(
            Boolean,
          ),
        };
      });
      t.ok(named.scripts.length > 3, `the page names its entry and ${named.scripts.length - 1} chunks`);
      t.equal(asked.filter(({ path }) => path === named.boot).length, 1, 'the boot module once');
      // A chunk that arrives before the boot module's later turns may have its own imports (the entry's
      // shared modules among them) asked for by the browser first; either way each is asked for once.
      for (const script of named.scripts) {
        const requests = asked.filter(({ path }) => path === script);
        t.equal(requests.length, 1, `${script}: once`);
        t.ok(
          [named.boot, ...named.scripts].includes(requests[0]?.by ?? ''),
          `${script}: by the boot module or a chunk it loaded (${requests[0]?.by})`,
        );
      }
      // Settled: whatever the hydrated page asks for by itself has been asked for by now.
      await page.waitForLoadState('networkidle');
      // The reading pages' "keep for offline" button is one exception: it is drawn once the page is
      // interactive, from a chunk of its own, so it stays out of the first download (docs/offline.md).
      // The page's whole catalogue is the other: it loads once the hydrated page is idle.
      t.same(
        [...new Set(asked.map(({ path }) => path))].filter(
          (script) =>
            script !== named.boot &&
            !named.scripts.includes(script) &&
            !/\/KeepButton-[\w-]+\.js$/.test(script) &&
            !/\/catalogue-(ru|en)-[\w-]+\.js$/.test(script),
        ),
        [],
        'no script the page does not name, until the reader does something',
      );
      t.notOk(
        named.scripts.some((script) => /\/catalogue-(ru|en)-/.test(script)),
        'the catalogue is not among the scripts the page loads before it is interactive',
      );
      // The first reach for the search (on a phone, its button) brings the live search.
      const live = page.waitForRequest(/\/assets\/LiveSearch-[\w-]+\.js$/);
      await page.locator('[data-testid="search-toggle"]').click();
      await live;
      await page.waitForSelector('[data-testid="live-search-input"]');
      t.pass('the live search loads when the search is first opened');
      t.same(problems, [], 'no console problems');
      await context.close();
    },
  );
}

t.test(
  "a burger opened before its drawer's code arrived stays open and works once it has; the account menu's dropdown comes when opened",
  async (t) => {
    const { page, context, problems } = await openPage(browser, { width: 375 });
    await signIn(context, reader.cookie);
    const DRAWER = /\/assets\/MenuDrawer-[\w-]+\.js$/;
    // The drawer's chunk is held back until the menu is seen open with the server's markup.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(DRAWER, async (route) => {
      await held;
      await route.continue();
    });
    const drawerAsked = page.waitForRequest(DRAWER);
    const menu = page.locator('details[data-testid="site-menu-toggle"]');
    // Opened at once, before the page's scripts run (the boot module waits for the first paint).
    await page.goto(`${site.origin}/ru`, { waitUntil: 'commit' });
    await menu.locator('summary').click();
    await waitForHydration(page);
    await drawerAsked;
    t.ok(await menu.evaluate((details) => (details as HTMLDetailsElement).open), 'the menu is open');
    t.ok(
      await page.locator('#site-menu a').first().isVisible(),
      "with the server's links, before its code came",
    );
    release();
    // Hydrated, the drawer knows it is open: it loads the theme choice, and Escape closes it.
    await page.locator('[data-testid="theme-switch"]').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => !document.querySelector<HTMLDetailsElement>('details[data-testid="site-menu-toggle"]')?.open,
    );
    t.equal(
      await page.evaluate(() => document.activeElement?.tagName),
      'SUMMARY',
      'Escape closes it and the focus goes back to the burger',
    );
    const panelAsked = page.waitForRequest(/\/assets\/AccountPanel-[\w-]+\.js$/);
    await page.locator('[data-testid="account-menu"] > button').click();
    await panelAsked;
    const entries = page.locator('[data-testid="account-menu"] a');
    await entries.first().waitFor();
    t.ok(
      (await entries.count()) > 0 && (await entries.first().isVisible()),
      "the account menu's dropdown comes with its first opening, its entries shown",
    );
    // A navigation before the reader reached for the burger: the drawer's code comes with it, and the
    // drawer keeps its links and works on the next page.
    await page.goto(`${site.origin}/ru`);
    await waitForHydration(page);
    const links = await page.locator('#site-menu a').count();
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('header nav a[href="/ru/materials"]')?.click(),
    );
    await page.waitForURL(/\/ru\/materials$/);
    await menu.locator('summary').click();
    await page.locator('[data-testid="theme-switch"]').waitFor();
    t.equal(await page.locator('#site-menu a').count(), links, 'a navigation keeps the drawer whole');
    t.same(problems, [], 'no console problems');
    await context.close();
  },
);

/** Every id of both catalogues, as `t()` is called with it (namespace and dotted key, plural folded). */
const CATALOGUE_KEYS = (() => {
  const keys = new Set<string>();
  const walk = (tree: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(tree)) {
      const key = `${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, '')}`;
      if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${key}.`);
      // A dotted id only: a one-word id ("area") could be a word the page shows.
      else if (key.includes('.')) keys.add(key);
    }
  };
  for (const catalogue of Object.values(resources))
    for (const texts of Object.values(catalogue)) walk(texts as Record<string, unknown>, '');
  return keys;
})();

/** Texts on the page (text nodes and the attributes people read) that are a catalogue's raw key. */
async function rawKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, template')) continue;
      found.push((node.textContent ?? '').trim());
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        found.push(element.getAttribute(name)?.trim() ?? '');
    return found;
  });
  return texts.filter((text) => CATALOGUE_KEYS.has(text));
}

/** Holds back the page's catalogue chunk until `release` is called. */
async function holdCatalogue(page: Page) {
  const held = await holdScripts(page, /\/assets\/catalogue-(ru|en)-[\w-]+\.js$/);
  return { release: held.release, wasAsked: held.firstAsked };
}

/** Waits for hydration only (the whole catalogue is held back). */
async function hydrated(page: Page) {
  await page.waitForSelector('[data-testid="preloader"][data-state="done"]', { state: 'attached' });
}

t.test(
  'with its catalogue held back, a page hydrates and shows its texts; a window waits for it and shows no raw key',
  async (t) => {
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    const held = await holdCatalogue(page);
    await page.goto(`${site.origin}/ru`);
    await hydrated(page);
    const strings = await page.evaluate(
      () =>
        (JSON.parse(document.getElementById('__ssr')?.textContent ?? '{}') as { strings?: unknown }).strings,
    );
    t.same(Object.keys(strings ?? {}), ['ru'], "the payload carries the page's Russian entries");
    t.equal(
      await page.locator('[data-testid="preloader"]').getAttribute('aria-label'),
      resources.ru.common.a11y.loading,
      'the hydrated frame draws its texts from them',
    );
    t.ok(
      await page.getByRole('link', { name: resources.ru.common.menu.materials }).first().isVisible(),
      'the menu shows its texts',
    );
    t.same(await rawKeys(page), [], 'no raw key on the page');
    t.equal(await page.locator('html[data-catalogue]').count(), 0, 'the whole catalogue is not in');
    // The login window draws texts no server render drew: it waits for the whole catalogue.
    await page.getByRole('button', { name: 'Войти' }).first().click();
    await held.wasAsked;
    t.equal(await page.locator('dialog[open]').count(), 0, 'the window waits while the catalogue is held');
    held.release();
    await page.locator('dialog[open]').waitFor();
    await page.waitForSelector('html[data-catalogue="whole"]', { state: 'attached' });
    // The form is a chunk of its own the window loads (client/features/auth/AuthModals.tsx).
    const submit = page.locator('dialog[open]').getByRole('button', { name: resources.ru.auth.login.submit });
    await submit.waitFor();
    t.same(await rawKeys(page), [], 'no raw key with the window open');
    t.ok(await submit.isVisible(), 'the window shows its texts');
    t.same(problems, [], 'no console problems');
    await context.close();
  },
);

t.test('a client navigation to another page kind waits for the catalogue and draws its texts', async (t) => {
  const { page, context, problems } = await openPage(browser, { width: 1280 });
  const held = await holdCatalogue(page);
  await page.goto(`${site.origin}/en`);
  await hydrated(page);
  const before = await page.locator('main h1').first().textContent();
  await page.getByRole('link', { name: resources.en.common.menu.materials }).first().click();
  await held.wasAsked;
  t.equal(new URL(page.url()).pathname, '/en', 'the navigation waits while the catalogue is held');
  held.release();
  await page.waitForURL(`${site.origin}/en/materials`);
  await page.waitForSelector('html[data-catalogue="whole"]', { state: 'attached' });
  // The address changes before the new page is drawn (a navigation renders as a transition).
  await page.waitForFunction((old) => document.querySelector('main h1')?.textContent !== old, before);
  t.equal(
    (await page.locator('main h1').first().textContent())?.trim(),
    resources.en.common.menu.materials,
    'the list draws its heading',
  );
  t.same(await rawKeys(page), [], 'no raw key on the page it went to');
  t.same(problems, [], 'no console problems');
  await context.close();
});
