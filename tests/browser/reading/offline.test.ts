/**
 * Reading offline (docs/offline.md) in Chromium, from 127.0.0.1 (a secure context, so the worker
 * runs): a text kept while online opens with the network off, with its pictures, and a course with
 * its materials; an address not kept gets the offline page in its language listing what is kept; a
 * like and a comment written offline are refused in words; a new deploy replaces the precached
 * frame, old chunks gone, and the kept texts follow it. Screenshots of the keep button and the
 * offline page at 375 and 1280 px in both languages.
 */
import { cp, glob, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import t from 'tap';
import { launchProfile, SCREENSHOT_DIR, waitForHydration, workerPolicy } from '../../helpers/browser.ts';
import { ROOT, startSite } from '../../helpers/site.ts';
import { waitUntil } from '../../helpers/wait.ts';
import { type Harness, loadLazyImages, startHarness } from '../browse/setup.ts';
import { openSignedIn, registerReader } from './session.ts';

// This file is about the offline worker: its pages install it (the others' block it).
workerPolicy.serviceWorkers = 'allow';

const TEXTS_CACHE = 'offline-texts-v1';
const MATERIAL = '/ru/materials/shtetl-everyday-life';
const COURSE = '/ru/courses/shtetl-world';
const ARTICLE_EN = '/books/articles/hanukkah-customs?lang=en';

// Each context installs the worker and precaches the whole build once: a few seconds each.
t.setTimeout(240_000);
const harness: Harness = await startHarness();
t.teardown(() => harness.close());

/** The addresses of the kept texts, as the worker's index lists them. */
function keptTexts(page: Page): Promise<Array<{ url: string; pinned: boolean }>> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const index = await cache.match('/__offline/index.json');
    return index ? ((await index.json()) as Array<{ url: string; pinned: boolean }>) : [];
  }, TEXTS_CACHE);
}

/** Waits until the worker controls the page and has kept `url`. */
async function waitUntilKept(page: Page, url: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 45_000,
  });
  await waitUntil(`${url} kept`, 45_000, async () =>
    (await keptTexts(page)).some((text) => text.url === url),
  );
}

/** Every address in every cache of the page's origin. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/** Every picture of the page drawn from real bytes (none broken). */
async function brokenImages(page: Page): Promise<{ total: number; broken: string[] }> {
  await loadLazyImages(page);
  return page.evaluate(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
    return {
      total: images.length,
      broken: images.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc),
    };
  });
}

async function goOffline(context: BrowserContext, page: Page, url: string): Promise<void> {
  await context.setOffline(true);
  await page.goto(`${harness.site.origin}${url}`);
}

t.test('a kept text opens offline with its pictures, a course with its materials', async (t) => {
  const { page, context } = await harness.open(MATERIAL, { cookiesAccepted: true, width: 1280 });
  await waitUntilKept(page, MATERIAL);
  const keep = page.locator('[data-testid="keep-offline"]');
  t.equal(await keep.getAttribute('aria-pressed'), 'false', 'kept for now, not pinned');
  await keep.click();
  await page.waitForSelector('[data-testid="keep-offline"][aria-pressed="true"]');
  t.same(
    (await keptTexts(page)).filter((text) => text.pinned).map((text) => text.url),
    [MATERIAL],
    'the button pins the text',
  );

  // A page opened as a navigation is kept by the worker itself: a course, with its materials.
  await page.goto(`${harness.site.origin}${COURSE}`);
  await waitUntilKept(page, COURSE);

  await goOffline(context, page, MATERIAL);
  t.equal(
    await page.locator('h1').first().textContent(),
    await page.evaluate(() => document.title.split(' — ')[0] ?? ''),
    'the material opens',
  );
  // The page hydrates with the entries it carries; its whole catalogue, asked for after, is precached.
  await waitForHydration(page);
  t.equal(
    await page.locator('html').getAttribute('data-catalogue'),
    'whole',
    "offline too, the page's whole catalogue comes once it has hydrated",
  );
  const pictures = await brokenImages(page);
  t.ok(pictures.total > 0, `with its ${pictures.total} pictures`);
  t.same(pictures.broken, [], 'every one drawn');

  await page.goto(`${harness.site.origin}${COURSE}?material=1`);
  t.notOk(await page.locator('[data-testid="offline-page"]').count(), "the course's second material opens");
  await context.setOffline(false);
});

t.test('an address not kept shows the offline page in its language, listing what is kept', async (t) => {
  for (const locale of ['ru', 'en'] as const) {
    const material = MATERIAL.replace('/ru/', `/${locale}/`);
    const { page, context } = await harness.open(material, {
      cookiesAccepted: true,
      locale: locale === 'ru' ? 'ru-RU' : 'en-GB',
    });
    await waitUntilKept(page, material);
    await page.goto(`${harness.site.origin}${ARTICLE_EN}`);
    await waitUntilKept(page, ARTICLE_EN);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${harness.site.origin}${material}`);
      await waitForHydration(page);
      const keep = page.locator('[data-testid="keep-offline"]');
      await keep.scrollIntoViewIfNeeded();
      t.match(
        await keep.textContent(),
        locale === 'ru' ? 'Сохранить для чтения без сети' : 'Keep for offline',
      );
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `offline-keep-${locale}-${width}.png`) });

      await goOffline(context, page, `/${locale}/courses`);
      const offline = page.locator('[data-testid="offline-page"]');
      await offline.waitFor();
      t.equal(await page.getAttribute('html', 'lang'), locale, `${locale}: in the reader's language`);
      t.match(
        await offline.locator('h1').textContent(),
        locale === 'ru' ? 'Нет подключения к сети' : 'You are offline',
      );
      const links = await offline
        .locator('[data-testid="offline-kept"] a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      t.same(links.toSorted(), [material, ARTICLE_EN].toSorted(), `${locale}: lists the kept texts`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      t.ok(overflow <= 0, `${width} px: fits the screen`);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `offline-page-${locale}-${width}.png`) });

      // A kept text is one link away.
      await offline.locator(`a[href="${ARTICLE_EN}"]`).click();
      await page.waitForURL(`**${ARTICLE_EN}`);
      t.equal(await page.locator('[data-testid="offline-page"]').count(), 0, 'the kept article opens');
      await context.setOffline(false);
    }
    await context.close();
  }
});

t.test('a like and a comment written offline are refused with a message, the text kept', async (t) => {
  const email = await registerReader(harness, 'offline-reader@example.org', 'Двойра');
  const { page, context } = await openSignedIn(harness, email, MATERIAL);
  await context.setOffline(true);
  await page.locator('[data-testid="like-button"]').first().click();
  const notice = page.locator('[data-testid="like-notice"]').first();
  await notice.filter({ hasText: 'Нет подключения к сети' }).waitFor({ timeout: 10_000 });
  t.pass(`the like: ${await notice.textContent()}`);
  t.equal(await page.locator('[data-testid="like-button"]').first().getAttribute('aria-pressed'), 'false');

  const form = page.locator('[data-testid="comment-form"]');
  const text = 'Написано в поезде, без сети.';
  await form.locator('textarea').fill(text);
  await form.locator('button[type="submit"]').click();
  await form.getByText('Нет подключения к сети: ничего не отправлено').waitFor({ timeout: 10_000 });
  t.pass('the comment: refused in words');
  t.equal(await form.locator('textarea').inputValue(), text, 'and the text stays in the box');
  await context.setOffline(false);
});

t.test('logout forgets the kept texts', async (t) => {
  const email = await registerReader(harness, 'offline-logout@example.org', 'Хана');
  const { page } = await openSignedIn(harness, email, MATERIAL);
  await waitUntilKept(page, MATERIAL);
  await page.goto(`${harness.site.origin}/logout`);
  await waitForHydration(page);
  await page.locator('[data-testid="logout-form"] button[type="submit"]').click();
  await page.waitForURL(`${harness.site.origin}/ru`);
  await page.waitForFunction(
    async (name) => !(await (await caches.open(name)).match('/__offline/index.json')),
    TEXTS_CACHE,
  );
  t.same(await keptTexts(page), [], 'nothing kept after logout');
});

/** The width and height a PNG's header names. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

t.test("each language's page is installable by Chromium's own criteria, and never asks", async (t) => {
  // Chromium answers installability only on a profile of its own (an off-the-record context, which
  // the harness's are, is never offered an install).
  const profile = await mkdtemp(path.join(tmpdir(), 'installable-'));
  const context = await launchProfile(profile);
  t.teardown(async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });
  await context.addInitScript(() => {
    window.localStorage.setItem('cookie-notice-accepted', '1');
    // Before any script of the page: every listener for the browser's install offer is counted.
    const seen: string[] = [];
    (window as unknown as { installListeners: string[] }).installListeners = seen;
    const add = window.addEventListener.bind(window) as (...args: unknown[]) => void;
    window.addEventListener = ((...args: unknown[]) => {
      if (args[0] === 'beforeinstallprompt') seen.push('addEventListener');
      add(...args);
    }) as typeof window.addEventListener;
  });
  for (const locale of ['ru', 'en'] as const) {
    const page = await context.newPage();
    await page.goto(`${harness.site.origin}/${locale}`);
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 45_000,
    });
    const cdp = await context.newCDPSession(page);
    const { url, errors, data, manifest } = await cdp.send('Page.getAppManifest');
    t.equal(
      url,
      `${harness.site.origin}/${locale}/manifest.webmanifest`,
      `${locale}: its language's manifest`,
    );
    t.same(errors, [], `${locale}: the manifest parses with no error`);
    t.equal(manifest.startUrl, `${harness.site.origin}/${locale}`, `${locale}: opens at its main page`);
    t.equal(
      manifest.scope,
      `${harness.site.origin}/`,
      `${locale}: its scope holds the start and the library`,
    );
    const icons = (
      JSON.parse(data ?? '{}') as { icons: Array<{ src: string; sizes: string; purpose: string }> }
    ).icons;
    for (const size of ['192x192', '512x512']) {
      t.ok(
        icons.some((icon) => icon.sizes === size && icon.purpose === 'any'),
        `${locale}: a ${size} icon`,
      );
    }
    t.ok(
      icons.some((icon) => icon.purpose === 'maskable'),
      `${locale}: a maskable icon`,
    );
    for (const icon of icons) {
      const response = await fetch(new URL(icon.src, url));
      t.equal(response.status, 200, `${icon.src} loads`);
      t.equal(response.headers.get('content-type'), 'image/png', `${icon.src} is a PNG`);
      t.equal(pngSize(Buffer.from(await response.arrayBuffer())), icon.sizes, `${icon.src} is ${icon.sizes}`);
    }
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    t.same(installabilityErrors, [], `${locale}: Chromium reports no installability error`);
    const offer = await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      window.dispatchEvent(event);
      return {
        listeners: (window as unknown as { installListeners: string[] }).installListeners,
        handler: (window as unknown as { onbeforeinstallprompt?: unknown }).onbeforeinstallprompt ?? null,
        prevented: event.defaultPrevented,
      };
    });
    t.same(
      offer,
      { listeners: [], handler: null, prevented: false },
      `${locale}: the browser's offer is left to the browser`,
    );
    await page.close();
  }
  // Nor does a screen the main page does not load: no code of the browser's half names the event.
  const naming: string[] = [];
  for await (const file of glob('{client,shared}/**/*.{ts,tsx}', { cwd: ROOT })) {
    if ((await readFile(path.join(ROOT, file), 'utf8')).includes('beforeinstallprompt')) naming.push(file);
  }
  t.same(naming, [], 'no code listens for the install offer');
});

/**
 * A deploy, as the site's directory sees one: a copy of the build in which the boot module has a
 * new hashed name (the manifest, and the worker's precache list with it, name the new file; the old
 * file is gone from the server).
 */
async function deployWithNewBoot(): Promise<{ dist: string; before: string; after: string }> {
  // Inside the project, so the server bundle finds its packages.
  const dist = path.join(ROOT, 'dist', `.deploy-test-${process.pid}`);
  await rm(dist, { recursive: true, force: true });
  for (const part of ['client', 'server']) {
    await cp(path.join(ROOT, 'dist', part), path.join(dist, part), { recursive: true });
  }
  const client = path.join(dist, 'client');
  const manifestFile = path.join(client, '.vite', 'manifest.json');
  const manifest = await readFile(manifestFile, 'utf8');
  const before = /assets\/boot-[\w-]+\.js/.exec(manifest)?.[0] ?? '';
  const after = before.replace('boot-', 'boot-next-');
  for (const suffix of ['', '.br', '.gz']) {
    await rename(path.join(client, `${before}${suffix}`), path.join(client, `${after}${suffix}`)).catch(
      () => undefined,
    );
  }
  await writeFile(manifestFile, manifest.replaceAll(before, after));
  const worker = path.join(client, 'sw.js');
  await writeFile(worker, (await readFile(worker, 'utf8')).replaceAll(before, after));
  return { dist, before: `/${before}`, after: `/${after}` };
}

t.test('a new deploy replaces the precached frame: new files in, old chunks gone', async (t) => {
  const { page, context } = await harness.open(MATERIAL, { cookiesAccepted: true });
  await waitUntilKept(page, MATERIAL);
  const deploy = await deployWithNewBoot();
  t.teardown(() => rm(deploy.dist, { recursive: true, force: true }));
  t.ok((await cachedAddresses(page)).includes(deploy.before), 'the old boot module is cached');

  // The deploy: the web tier stops and the new build's starts at the same origin, on the same API.
  // (The harness closes the first site, and its API, at the end.)
  const first = harness.site;
  await first.app.close();
  const next = await startSite({
    listen: true,
    port: Number(new URL(first.origin).port),
    upstreamUrl: first.upstreamUrl,
    env: { DIST_DIR: deploy.dist },
  });
  t.teardown(() => next.close());

  // The next visit finds the new worker; it takes over and fetches the kept text again.
  await page.goto(`${next.origin}${MATERIAL}`);
  await waitUntil('the new build precached', 60_000, async () => {
    const urls = await cachedAddresses(page);
    return urls.includes(deploy.after) && !urls.includes(deploy.before);
  });
  t.pass('the new boot module is precached and the old one is in no cache');

  await goOffline(context, page, MATERIAL);
  const html = await page.content();
  t.ok(html.includes(deploy.after) && !html.includes(deploy.before), 'the kept text names the new build');
  await waitForHydration(page);
  t.pass('and hydrates offline from the new precache');
});
