/**
 * The map in a browser: markers drawn on the offline basemap with no request to another
 * host, a filter changing the markers and the URL, a marker reached and opened from the keyboard,
 * and the place page's small map centred on its place.
 */

import type { Page } from 'playwright-core';
import t from 'tap';
import { openPage, waitForHydration } from '../../helpers/browser.ts';
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
