/**
 * The map in a browser: markers drawn on the offline basemap with no request to another
 * host, a filter changing the markers and the URL, a marker reached and opened from the keyboard,
 * and the place page's small map centred on its place.
 */

import type { Page } from 'playwright-core';
import type { Test } from 'tap';
import t from 'tap';
import { animationsDone, openPage, waitForHydration } from '../../helpers/browser.ts';
import { realProblems, seriousViolations, startHarness } from '../browse/setup.ts';

const harness = await startHarness();
t.teardown(() => harness.close());

/** Opens a page recording every request; any to another host than the site's fails the test. */
async function openRecording(path: string, width = 1280) {
  const probe = await openPage(harness.browser, { width, locale: 'ru-RU' });
  const foreign: string[] = [];
  probe.page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${harness.site.origin}/`) && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  await probe.context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
  await probe.page.goto(`${harness.site.origin}${path}`);
  await waitForHydration(probe.page);
  // The map is drawn as the reader nears it (the place page's is under the text on a phone).
  await probe.page.locator('[data-testid="places-map"]').scrollIntoViewIfNeeded();
  await probe.page.waitForSelector('.places-map .leaflet-marker-icon', { timeout: 15_000 });
  return { ...probe, foreign };
}

/** The places the markers stand for: single pins, plus the count each cluster shows. */
async function placesOnMap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const pins = document.querySelectorAll('.places-map .map-pin').length;
    const clustered = [...document.querySelectorAll('.places-map .map-cluster span[aria-hidden]')].reduce(
      (sum, span) => sum + Number(span.textContent),
      0,
    );
    return pins + clustered;
  });
}

t.test('the map draws every place on the offline basemap, asking no other host', async (t) => {
  const { page, problems, foreign } = await openRecording('/ru/map');
  const cards = await page.locator('[data-testid="map-list"] [data-testid="place-card"]').count();
  t.equal(cards, 12);
  await page.waitForFunction(() => document.querySelectorAll('.places-map .leaflet-marker-icon').length > 0);
  t.equal(await placesOnMap(page), cards, 'every place is a marker or in a cluster');
  const land = await page.locator('.places-map path.basemap-land').getAttribute('d');
  t.ok((land ?? '').length > 200, 'the land is drawn');
  t.ok(await page.locator('.places-map path.basemap-borders').count(), 'the borders are drawn');
  t.equal(await page.locator('.places-map .leaflet-tile').count(), 0, 'no tiles');
  await page.waitForLoadState('networkidle');
  t.same(foreign, [], 'no request left the site');
  t.same(await seriousViolations(page), [], 'no serious or critical axe violation, the map drawn');
  t.same(realProblems(problems), []);
});

t.test('a filter changes the markers, the list and the URL; Back restores them', async (t) => {
  const { page, problems } = await openRecording('/ru/map');
  await page.locator('[data-testid="map-filters"] a[data-part="torah"]').click();
  await page.waitForURL(/\/ru\/map\?part=torah$/);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="map-list"] [data-testid="place-card"]').length === 2,
  );
  await page.waitForFunction(() => document.querySelectorAll('.places-map .map-pin').length === 2);
  t.equal(await placesOnMap(page), 2, 'only the Torah places are on the map');
  t.same(
    (
      await page
        .locator('.places-map .map-pin')
        .evaluateAll((pins) => pins.map((p) => p.getAttribute('title')))
    ).sort(),
    ['Бердичев', 'Воложин'],
  );
  await page.goBack();
  await page.waitForURL(/\/ru\/map$/);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="map-list"] [data-testid="place-card"]').length === 12,
  );
  t.equal(await placesOnMap(page), 12);
  t.same(realProblems(problems), []);
});

t.test('a marker is reached with Tab and opens its place card with Enter', async (t) => {
  const { page, problems } = await openRecording('/ru/map?part=torah');
  await page.locator('[data-testid="map-filters"] a[data-part="ketuvim"]').focus();
  let reached = '';
  for (let i = 0; i < 40 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() =>
      document.activeElement?.classList.contains('map-pin')
        ? (document.activeElement.getAttribute('title') ?? '')
        : '',
    );
  }
  t.ok(reached, `a marker took the focus (${reached})`);
  await page.keyboard.press('Enter');
  const popup = page.locator('.places-map .leaflet-popup [data-testid="place-card"]');
  await popup.waitFor({ timeout: 5000 });
  t.match(await popup.locator('h3').textContent(), reached, 'the popup is the place card of that marker');
  t.ok(
    await page.evaluate(() => document.activeElement?.closest('.leaflet-popup') !== null),
    'the focus moved into the card',
  );
  t.match(await popup.locator('a').first().getAttribute('href'), /^\/ru\/map\/[a-z-]+$/);
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached', timeout: 5000 });
  t.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('title')),
    reached,
    'Escape closes it and the focus is back on the marker',
  );
  t.same(realProblems(problems), []);
});

t.test('a cluster is a marker too: Enter on it zooms in until its places come apart', async (t) => {
  const { page, problems } = await openRecording('/ru/map');
  const cluster = page.locator('.places-map .map-cluster').first();
  const count = Number(await cluster.locator('span[aria-hidden]').textContent());
  t.ok(count > 1, `a cluster of ${count}`);
  const pinsBefore = await page.locator('.places-map .map-pin').count();
  await cluster.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (before) => document.querySelectorAll('.places-map .map-pin').length > before,
    pinsBefore,
    { timeout: 5000 },
  );
  t.ok((await page.locator('.places-map .map-pin').count()) > pinsBefore, 'more places stand alone');
  t.same(realProblems(problems), []);
});

t.test('the place page draws a small map centred on its place, with its neighbours', async (t) => {
  const { page, problems, foreign } = await openRecording('/en/map/vilnius');
  await page.waitForSelector('.places-map .map-pin--focus');
  t.equal(await page.locator('.places-map .map-pin--focus').getAttribute('title'), 'Vilnius');
  const centred = await page.evaluate(() => {
    const map = document.querySelector('.places-map')?.getBoundingClientRect();
    const pin = document.querySelector('.places-map .map-pin--focus')?.getBoundingClientRect();
    if (!map || !pin) return null;
    return {
      dx: pin.left + pin.width / 2 - (map.left + map.width / 2),
      dy: pin.bottom - (map.top + map.height / 2),
    };
  });
  t.ok(
    centred && Math.abs(centred.dx) < 12 && Math.abs(centred.dy) < 12,
    `the pin is at the centre (${JSON.stringify(centred)})`,
  );
  t.ok((await page.locator('.places-map .map-pin').count()) > 1, 'nearby places are on it too');
  await page.waitForLoadState('networkidle');
  t.same(foreign, [], 'no request left the site');
  t.same(await seriousViolations(page), [], 'no serious or critical axe violation');
  t.same(realProblems(problems), []);
});

/**
 * Which of `selector`'s elements lie over the map, and whether each is what a reader sees there: a
 * grid of points over each element's box where it overlaps the map, and the map's markers and
 * controls there, each hit-tested. The map's own layers are made hit-testable first (Leaflet leaves
 * its basemap transparent to the pointer), so a hit follows the paint order: the frame's layers stay
 * above the map (docs/product.md#screens).
 */
async function layersOverMap(page: Page, selector: string) {
  return page.evaluate((s) => {
    if (!document.getElementById('hit-test-map')) {
      const style = document.createElement('style');
      style.id = 'hit-test-map';
      style.textContent = '.places-map, .places-map * { pointer-events: auto !important; }';
      document.head.append(style);
    }
    const map = document.querySelector('[data-testid="places-map"]')?.getBoundingClientRect();
    if (!map) throw new Error('no map on the page');
    const checked: { name: string; onTop: boolean }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(s)) {
      const box = element.getBoundingClientRect();
      const left = Math.max(box.left, map.left);
      const right = Math.min(box.right, map.right, window.innerWidth);
      const top = Math.max(box.top, map.top, 0);
      const bottom = Math.min(box.bottom, map.bottom, window.innerHeight);
      // Only what is drawn: a closed menu's links keep their boxes.
      const drawn = element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      if (!drawn || box.width === 0 || right <= left || bottom <= top) continue;
      // A grid over the overlap, and the centre of every marker and control of the map inside it.
      const points: [number, number][] = [];
      // (inset from the edges: rounded corners are not the element's)
      for (let i = 1; i <= 4; i += 1) {
        for (let j = 1; j <= 4; j += 1) {
          points.push([left + ((right - left) * i) / 5, top + ((bottom - top) * j) / 5]);
        }
      }
      for (const item of document.querySelectorAll(
        '.places-map :is(.leaflet-marker-icon, .leaflet-control)',
      )) {
        const at = item.getBoundingClientRect();
        const x = at.left + at.width / 2;
        const y = at.top + at.height / 2;
        if (x > left && x < right && y > top && y < bottom) points.push([x, y]);
      }
      const onTop = points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && element.contains(hit);
      });
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      checked.push({ name: name || element.tagName, onTop });
    }
    return checked;
  }, selector);
}
/** Scrolls the page so that the map's top (or bottom) edge meets the viewport's. */
async function scrollMapTo(page: Page, edge: 'top' | 'bottom') {
  await page.evaluate((to) => {
    const map = document.querySelector('[data-testid="places-map"]')?.getBoundingClientRect();
    if (!map) throw new Error('no map on the page');
    const y = to === 'top' ? map.top : map.bottom - window.innerHeight;
    window.scrollTo({ top: window.scrollY + y, behavior: 'instant' });
  }, edge);
}

async function expectOnTop(t: Test, page: Page, selector: string, what: string) {
  const checked = await layersOverMap(page, selector);
  t.ok(checked.length > 0, `${what}: something of it lies over the map`);
  t.same(
    checked.filter((entry) => !entry.onTop).map((entry) => entry.name),
    [],
    `${what}: on top of the map (${checked.length} checked)`,
  );
}

// The place page's map stands in a sticky column at 1280 px, below the header: it never passes under it.
for (const [path, width, query, underHeader] of [
  ['/ru/map', 375, 'Вильн', true],
  ['/ru/map', 1280, 'Вильн', true],
  ['/en/map', 375, 'Vilni', true],
  ['/en/map', 1280, 'Vilni', true],
  ['/ru/map/vilnius', 375, 'Вильн', true],
  ['/en/map/vilnius', 375, 'Vilni', true],
  ['/ru/map/vilnius', 1280, 'Вильн', false],
  ['/en/map/vilnius', 1280, 'Vilni', false],
] as const) {
  t.test(
    `on ${path} at ${width} px the header, the menu, the search and the cookie notice stay above the map`,
    async (t) => {
      const probe = await openPage(harness.browser, { width, locale: 'ru-RU' });
      const { page } = probe;
      t.teardown(() => probe.context.close());
      await page.goto(`${harness.site.origin}${path}`);
      await waitForHydration(page);
      await page.locator('[data-testid="places-map"]').scrollIntoViewIfNeeded();
      await page.waitForSelector('.places-map .leaflet-marker-icon', { timeout: 15_000 });

      await page.locator('[data-testid="cookie-notice"]').waitFor();
      await scrollMapTo(page, 'bottom');
      await expectOnTop(t, page, '[data-testid="cookie-notice"]', 'the cookie notice');
      await page.locator('[data-testid="cookie-notice"] button').first().click();
      await page.locator('[data-testid="cookie-notice"]').waitFor({ state: 'detached' });

      if (underHeader) {
        await scrollMapTo(page, 'top');
        await expectOnTop(t, page, 'header :is(a, button, summary, input)', 'the header controls');
      }

      await page.locator('[data-testid="site-menu-toggle"] summary').click();
      await page.locator('[data-testid="site-menu-toggle"][open]').waitFor();
      // The drawer fades in: at its first frames it is not drawn yet (opacity 0), so nothing of it is over the map.
      await animationsDone(page, '[data-testid="site-menu-toggle"]');
      await scrollMapTo(page, 'top');
      await expectOnTop(t, page, '[data-testid="site-menu-toggle"] > :not(summary)', 'the open menu');
      await page.locator('[data-testid="site-menu-toggle"] summary').click();

      // Below 1200 px the header's search field opens from its button; above, the live search
      // loads when its field is first focused.
      if (width < 1200) await page.locator('[data-testid="search-toggle"]').click();
      else await page.locator('#header-search-plain').focus();
      await page.locator('[data-testid="live-search-input"]').fill(query);
      await page.waitForSelector('[data-testid="live-search-option"]', { timeout: 5000 });
      await scrollMapTo(page, 'top');
      await expectOnTop(t, page, 'header [role="listbox"]', 'the live-search dropdown');
    },
  );
}

t.test(
  "on a phone the place page's map, under the text, is drawn only as the reader scrolls to it",
  async (t) => {
    const { page } = await openPage(harness.browser, { width: 375, locale: 'ru-RU' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/LeafletMap-/.test(request.url())) asked.push(request.url());
    });
    await page.goto(`${harness.site.origin}/en/map/vilnius`);
    await waitForHydration(page);
    // Hydrated with the whole catalogue: a map drawn at once would have asked for its chunk in the
    // very render that marked the box interactive.
    await page.waitForSelector('[data-testid="places-map"][data-state="interactive"]');
    const below = await page
      .locator('[data-testid="places-map"]')
      .evaluate((map) => map.getBoundingClientRect().top - 2 * window.innerHeight);
    t.ok(below > 0, `the map starts more than a screen below the fold (${Math.round(below)} px beyond)`);
    t.same(asked, [], "the map's chunk is not asked for");
    t.equal(await page.locator('.places-map .leaflet-container').count(), 0, 'no map is drawn');
    await page.locator('[data-testid="places-map"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('.places-map .map-pin--focus', { timeout: 15_000 });
    t.equal(asked.length, 1, 'scrolled to, the map loads its chunk once and draws its place');
  },
);

t.test("the place page's small map shows the town in its region, not a pin on an empty field", async (t) => {
  const places = (await (await fetch(`${harness.site.origin}/api/places?lang=en`)).json()).places as {
    title: string;
    lat: number;
    lng: number;
  }[];
  for (const [path, width] of [
    ['/en/map/vilnius', 375],
    ['/en/map/vilnius', 1280],
    ['/en/map/odesa', 375],
  ] as const) {
    const { page, problems } = await openRecording(path, width);
    await page.waitForSelector('.places-map .map-pin--focus');
    // Kilometres across the map, from two pins' distance on the screen and on the ground.
    const pins = await page.locator('.places-map .map-pin').evaluateAll((all) =>
      all.map((pin) => {
        const box = pin.getBoundingClientRect();
        return { title: pin.getAttribute('title') ?? '', x: box.left + box.width / 2, y: box.bottom };
      }),
    );
    const mapWidth = await page
      .locator('[data-testid="places-map"]')
      .evaluate((map) => map.getBoundingClientRect().width);
    const [a, b] = pins;
    const at = (pin: { title: string } | undefined) => places.find((place) => place.title === pin?.title);
    const [placeA, placeB] = [at(a), at(b)];
    if (!a || !b || !placeA || !placeB) {
      t.fail(`${path}: two places on the map (${pins.map((pin) => pin.title)})`);
      continue;
    }
    const toRadians = Math.PI / 180;
    const km =
      6371 *
      Math.hypot(
        (placeB.lng - placeA.lng) * toRadians * Math.cos(((placeA.lat + placeB.lat) / 2) * toRadians),
        (placeB.lat - placeA.lat) * toRadians,
      );
    const across = (km / Math.hypot(b.x - a.x, b.y - a.y)) * mapWidth;
    t.ok(across >= 400 && across <= 2000, `${path} at ${width} px: ${Math.round(across)} km across`);
    t.same(realProblems(problems), []);
  }
});
