/**
 * The accessibility sweep: every page kind of `tests/helpers/page-kinds.ts` (the
 * list the markup check walks) in one language, signed out and in, at 375 and 1280 px, once the page
 * has settled (hydrated, the network quiet, the fonts in, no transition running), has no serious or
 * critical axe violation; a failure names the rule, the page, the width and the nodes. Then the same
 * page at 1280 px, switched in place to each other theme a reader may choose
 * (docs/product.md#reading-comfort), passes axe's contrast rule; a failure names the theme too.
 * One browser, one context per width, one page in each reused from address to address; the two widths
 * go side by side. Each context first shows the main page with the cookie notice up, then answers it,
 * so the rest is seen as a returning reader sees it. One file per language keeps each file's run short.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Request } from 'playwright-core';
import t from 'tap';
import { THEMES } from '../../../shared/comfort.ts';
import { animationsDone, waitForHydration } from '../../helpers/browser.ts';
import {
  type Locale,
  PAGE_KINDS_SITE_ENV,
  type PageVisit,
  preparePageKinds,
  type Visitor,
} from '../../helpers/page-kinds.ts';
import { contrastFailures, showTheme } from '../../helpers/themes.ts';
import { type Harness, startHarness } from '../browse/setup.ts';

const WIDTHS = [375, 1280] as const;
/** The themes besides the light one the full run sees (the contexts' system scheme is light, no choice made). */
const OTHER_THEMES = THEMES.filter((theme) => theme !== 'light');
/**
 * The width the other themes are checked at. A theme changes colours, not layout, and the wide layout
 * draws the most text at once (the personal area's navigation beside its content, where a phone
 * folds it away); checking both widths doubled the added time for the same colour pairs.
 */
const THEMES_WIDTH = 1280;

interface Viewer {
  width: number;
  origin: string;
  context: BrowserContext;
  page: Page;
  /** Each visitor's session cookies. */
  cookies: Record<Visitor, string>;
  as: Visitor | null;
  /** The page's requests still under way (media streams and long-lived channels aside). */
  inflight: Set<Request>;
  /** Requests whose response head has come (so a stalled one says which half it waits for). */
  answered: WeakSet<Request>;
  /** The page's uncaught errors and console errors since the last address was opened. */
  errors: string[];
  /** The last requests that ended, with how long each took (what a wait that never ends saw). */
  ended: string[];
  /** A page opened again because its network never went quiet, and what the first wait saw. */
  reopened: string[];
}

/** Requests that may stay open while the page is at rest: a video's or audio's stream, a channel. */
const OPEN_ENDED = new Set(['media', 'websocket', 'eventsource']);

/** How long ago the request started (its timing's start is in epoch milliseconds, 0 before it is known). */
const msSinceStart = (request: Request) =>
  Math.round(Date.now() - (request.timing().startTime || Date.now()));

async function openViewer(
  harness: Harness,
  width: number,
  cookies: Record<Visitor, string>,
): Promise<Viewer> {
  const context = await harness.browser.newContext({
    viewport: { width, height: 900 },
    locale: 'ru-RU',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const inflight = new Set<Request>();
  page.on('request', (request) => {
    if (!OPEN_ENDED.has(request.resourceType())) inflight.add(request);
  });
  const answered = new WeakSet<Request>();
  page.on('response', (response) => answered.add(response.request()));
  const ended: string[] = [];
  const end = (request: Request) => {
    inflight.delete(request);
    ended.push(`${request.url().replace(harness.site.origin, '')} (${msSinceStart(request)} ms)`);
    ended.splice(0, ended.length - 8);
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return {
    width,
    origin: harness.site.origin,
    context,
    page,
    cookies,
    as: null,
    inflight,
    answered,
    errors,
    ended,
    reopened: [],
  };
}

/** Signs the viewer's context in as `as` (the guest: no session cookie). */
async function becomes(viewer: Viewer, as: Visitor): Promise<void> {
  if (viewer.as === as) return;
  await viewer.context.clearCookies();
  const pairs = viewer.cookies[as].split('; ').filter(Boolean);
  await viewer.context.addCookies(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: viewer.origin };
    }),
  );
  viewer.as = as;
}

const NEVER_QUIET = 'the network never went quiet';

/** How long the network stays quiet before the page counts as idle, and how long that may take. */
const QUIET_MS = 250;
const IDLE_DEADLINE_MS = 15_000;

/**
 * No request under way for QUIET_MS (Playwright's own `networkidle` waits 500 ms every time, and
 * counts a video's stream that never ends).
 */
async function networkIdle(viewer: Viewer): Promise<void> {
  const deadline = Date.now() + IDLE_DEADLINE_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) {
      const pending = [...viewer.inflight].map(
        (request) =>
          `${request.url()} (${viewer.answered.has(request) ? 'answered, its body still coming' : 'no answer yet'}, since ${msSinceStart(request)} ms)`,
      );
      throw new Error(
        `${NEVER_QUIET}: ${pending.join(', ') || 'nothing open now'}; the last ended: ${viewer.ended.join(', ')}`,
      );
    }
    if (viewer.inflight.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Hydrated, the network idle, the fonts loaded, and every finite animation and transition done. */
async function settle(viewer: Viewer): Promise<void> {
  await waitForHydration(viewer.page);
  await networkIdle(viewer);
  await animationsDone(viewer.page);
}

/** `settle`, answering why it failed instead of throwing (null once settled). */
async function settleOrWhy(viewer: Viewer): Promise<string | null> {
  try {
    await settle(viewer);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Opens the address, waits for it to settle and answers its serious and critical violations. */
async function sweep(viewer: Viewer, visit: Pick<PageVisit, 'path' | 'as' | 'status'>): Promise<string[]> {
  await becomes(viewer, visit.as);
  viewer.errors.length = 0;
  let response = await viewer.page.goto(`${viewer.origin}${visit.path}`);
  let unsettled = await settleOrWhy(viewer);
  // In full runs (both sweeps beside the other browser files) the guest's favourites page at 1280 px
  // has kept a request open, or kept asking, for 15 s, and never when run alone. What the wait saw
  // goes to the test's output and the page is opened once more: the sweep is about what the page
  // shows, and a page that stalls twice still fails below.
  if (unsettled?.startsWith(NEVER_QUIET)) {
    viewer.reopened.push(`${visit.path} at ${viewer.width} px opened again: ${unsettled}`);
    viewer.errors.length = 0;
    response = await viewer.page.goto(`${viewer.origin}${visit.path}`);
    unsettled = await settleOrWhy(viewer);
  }
  const problems: string[] = [];
  if (response?.status() !== visit.status)
    problems.push(`status ${response?.status()} at ${viewer.width} px, wanted ${visit.status}`);
  // A page that never settles says why: its errors, if it had any.
  if (unsettled) return [...problems, `${unsettled} at ${viewer.width} px`, ...viewer.errors];
  // Nothing the browser drew asked for an entry the page does not hold: such a text was drawn empty
  // (an unnamed button to a screen reader) until the whole catalogue came and the page was drawn again.
  const missed = await viewer.page.getAttribute('html', 'data-catalogue-missed');
  if (missed !== null) problems.push(`drew ${missed} before its catalogue at ${viewer.width} px`);
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to merge the
  // frames' results, which more than doubled the sweep's time (the site's pages have no frames of
  // their own to merge).
  const result = await new AxeBuilder({ page: viewer.page }).setLegacyMode(true).analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
    problems.push(`${violation.id} (${violation.impact}) at ${viewer.width} px: ${targets}`);
  }
  // Every colour is a custom property of the theme on `<html>`, so the loaded page shows each other
  // theme in place: only the contrast rule can tell one theme from another, and only it runs again.
  for (const theme of viewer.width === THEMES_WIDTH ? OTHER_THEMES : []) {
    await showTheme(viewer.page, theme);
    problems.push(...(await contrastFailures(viewer.page, `the ${theme} theme at ${viewer.width} px`)));
  }
  return problems;
}

const NO_VIOLATION = `no serious or critical axe violation at 375 and 1280 px, no contrast failure in the ${OTHER_THEMES.join(' and ')} themes at ${THEMES_WIDTH} px, no text drawn before its catalogue`;

/** The sweep of one language's pages, as the test file's tests. */
export async function sweepEveryPage(locale: Locale): Promise<void> {
  const harness = await startHarness({ env: PAGE_KINDS_SITE_ENV });
  t.teardown(() => harness.close());
  const { visits, cookies } = await preparePageKinds(harness.site);
  const viewers = await Promise.all(WIDTHS.map((width) => openViewer(harness, width, cookies)));

  t.test(`/${locale} with the cookie notice up`, async (t) => {
    const found = await Promise.all(
      viewers.map((viewer) => sweep(viewer, { path: `/${locale}`, as: 'guest', status: 200 })),
    );
    t.same(found.flat(), [], NO_VIOLATION);
    for (const viewer of viewers) {
      await viewer.page.evaluate(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
    }
  });

  for (const visit of visits.filter((visit) => visit.locale === locale)) {
    t.test(`${visit.path} (${visit.kind}, ${visit.as})`, async (t) => {
      const found = await Promise.all(viewers.map((viewer) => sweep(viewer, visit)));
      for (const viewer of viewers) for (const note of viewer.reopened.splice(0)) t.comment(note);
      t.same(found.flat(), [], NO_VIOLATION);
    });
  }
}
