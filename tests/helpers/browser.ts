/**
 * Chromium for browser tests: Debian's package driven by playwright-core (Playwright cannot download
 * its own browser here). A missing browser fails the test with how to install one; it never skips.
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromiumPath(): string {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return executablePath;
}

/** `extraArgs`: more Chromium switches (a host resolver rule, say). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, ...extraArgs],
    headless: true,
  });
}

/**
 * A Chromium on a profile of its own in `userDataDir`, its one context: for what only a profile on
 * disk answers. The contexts of `launchBrowser` are off the record, and Chromium never offers to
 * install a site from one (docs/offline.md#installing).
 */
export async function launchProfile(
  userDataDir: string,
  options: { width?: number; locale?: string } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
    headless: true,
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale ?? 'ru-RU',
    serviceWorkers: 'allow',
  });
}

export interface PageProbe {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, page errors and failed requests seen so far. */
  problems: string[];
}

/**
 * Whether pages of this test process may install the offline worker (docs/offline.md). Blocked by
 * default: every page would otherwise precache the whole build once idle, which only the offline
 * tests want to see and which loads the rest of the browser half for nothing.
 */
export const workerPolicy: { serviceWorkers: 'allow' | 'block' } = { serviceWorkers: 'block' };
const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** A fresh context and page that records every console error or warning and uncaught exception. */
export async function openPage(
  browser: Browser,
  options: { width?: number; locale?: string } = {},
): Promise<PageProbe> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale ?? 'ru-RU',
    serviceWorkers: workerPolicy.serviceWorkers,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // The worker blocked by `workerPolicy` says so as a warning: the test's doing, not the page's.
    if (message.text() === WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, context, problems };
}

/**
 * The fonts in and every finite animation and transition under `within` (a selector; the whole
 * document if none) at its end: what a test reads next is what the reader sees once it settles (a
 * fading drawer is not drawn yet at its first frames). Endless ones (a spinner) are not waited for.
 */
export async function animationsDone(page: Page, within?: string): Promise<void> {
  await page.evaluate(async (selector) => {
    await document.fonts.ready;
    const root = selector ? document.querySelector(selector) : document;
    const running = root ? root.getAnimations(selector ? { subtree: true } : undefined) : [];
    const finite = running.filter(
      (animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
    );
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  }, within);
}

/**
 * Waits until React has hydrated the document (the preloader turns to done 200 ms after), and the
 * page's whole catalogue is in (it comes after hydration: docs/architecture.md#first-visit), so what a
 * test does next draws with every text at once. Then, unless `wake` is false, acts as a reader does
 * (a scroll) and waits until the page's screen is live: a first page's screen hydrates at the reader's
 * first act (client/app/screen-island.tsx). What a reader does before that is held and given back, which
 * tests/browser/frame/screen-island.test.ts proves; the other tests start from a live page. A page
 * that shows an error in place of its screen has none to wait for.
 */
export async function waitForHydration(page: Page, options: { wake?: boolean } = {}): Promise<void> {
  await page.waitForSelector('[data-testid="preloader"][data-state="done"]', {
    state: 'attached',
    timeout: 15_000,
  });
  await page.waitForSelector('html[data-catalogue="whole"]', { state: 'attached', timeout: 15_000 });
  if (options.wake === false) return;
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  await page.waitForSelector('html[data-screen="live"], [data-error-kind]', {
    state: 'attached',
    timeout: 15_000,
  });
}

export const SCREENSHOT_DIR = new URL('../browser/screenshots/', import.meta.url).pathname;

/**
 * Holds back the scripts whose address matches `pattern` (and `letThrough` does not pass) until
 * `release` is called; `firstAsked` settles with the path of the first one held.
 */
export async function holdScripts(
  target: Page | BrowserContext,
  pattern: RegExp,
  letThrough: (path: string) => boolean = () => false,
): Promise<{ release: () => void; firstAsked: Promise<string> }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: (path: string) => void = () => undefined;
  const firstAsked = new Promise<string>((resolve) => {
    asked = resolve;
  });
  await target.route(pattern, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (letThrough(path)) return route.continue();
    asked(path);
    await released;
    await route.continue();
  });
  return { release, firstAsked };
}
