/**
 * The map page and the place pages in the server HTML (docs/product.md#screens), on the demo content: the
 * list of places is there without JavaScript, filters live in the URL (non-canonical ones redirect), JSON-LD
 * names the places with their coordinates, an unknown place is a 404, and a material, article or course
 * that names places shows "places in this text". The CSP names a tile server only when one is configured.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from './browse-stub.ts';

const site = await startSite({ env: BROWSE_SITE_ENV });
t.teardown(() => site.close());
const get = (url: string) => site.app.inject({ method: 'GET', url });

interface PlaceAnswer {
  slug: string;
  title: string;
  lat: number;
  lng: number;
  tanakh_part: string | null;
  tags: { id: number; slug: string }[];
}
const all = (await get('/api/places?lang=ru')).json().places as PlaceAnswer[];
const cardsIn = (html: string) =>
  [...html.matchAll(/href="\/(?:ru|en)\/map\/([a-z0-9-]+)"/g)].map((m) => m[1]);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );

t.test('the map page lists every place as a card, with the map box and the filters', async (t) => {
  t.equal(all.length, 12, 'the demo pack has twelve places');
  const response = await get('/ru/map');
  t.equal(response.statusCode, 200);
  const html = response.body;
  t.match(html, '<h1');
  t.match(html, 'Места на карте');
  t.equal((html.match(/data-testid="place-card"/g) ?? []).length, all.length, 'one card per place');
  for (const place of all) t.ok(cardsIn(html).includes(place.slug), `${place.slug} is linked`);
  t.match(html, 'data-testid="places-map"', 'the box the map is drawn in after hydration');
  t.match(html, '<noscript>', 'a line for readers without JavaScript');
  t.notMatch(html, 'leaflet-container', 'no map markup on the server');
  for (const label of ['Тора', 'Невиим', 'Ктувим', 'Все', 'Литература', 'История']) t.match(html, label);
  t.match(html, 'href="/ru/map?part=torah"');
});

t.test('the map page carries JSON-LD with every place and its coordinates', async (t) => {
  const [data] = jsonLd((await get('/en/map')).body);
  t.equal(data['@type'], 'CollectionPage');
  const parts = data.hasPart as { '@type': string; name: string; geo: { latitude: number } }[];
  t.equal(parts.length, all.length);
  const vilnius = all.find((p) => p.slug === 'vilnius');
  t.match(
    parts.find((p) => p.name === 'Vilnius'),
    { '@type': 'Place', geo: { '@type': 'GeoCoordinates', latitude: vilnius?.lat, longitude: vilnius?.lng } },
  );
});

t.test('filters in the URL: the Tanakh part and directions narrow the list', async (t) => {
  const torah = all.filter((p) => p.tanakh_part === 'torah').map((p) => p.slug);
  t.ok(torah.length > 0);
  const html = (await get('/ru/map?part=torah')).body;
  t.same(cardsIn(html.slice(html.indexOf('data-testid="map-list"'))).sort(), torah.sort());
  t.match(html, /aria-current="true" data-part="torah"/);

  const painting = all.filter((p) => p.tags.some((tag) => tag.slug === 'painting'));
  const tagId = painting[0]?.tags.find((tag) => tag.slug === 'painting')?.id;
  const byTag = (await get(`/ru/map?tags=${encodeURIComponent(`[${tagId}]`)}`)).body;
  t.same(
    cardsIn(byTag.slice(byTag.indexOf('data-testid="map-list"'))).sort(),
    painting.map((p) => p.slug).sort(),
  );

  const empty = (await get('/en/map?part=neviim')).body;
  t.match(empty, 'data-testid="map-empty"', 'a part without places says so');
  t.match(empty, 'Show all places');

  const named = (await get('/en/map?places=lviv,vilnius')).body;
  t.same(cardsIn(named.slice(named.indexOf('data-testid="map-list"'))).sort(), ['lviv', 'vilnius']);
  t.match(named, 'data-testid="map-chosen-places"');
});

t.test('invalid or non-canonical filters redirect to the nearest valid address', async (t) => {
  for (const [from, to] of [
    ['/ru/map?part=prophets', '/ru/map'],
    ['/ru/map?places=vilnius,lviv', '/ru/map?places=lviv,vilnius'],
    ['/ru/map?tags=[999999]', '/ru/map'],
    ['/ru/map?part=torah&part=ketuvim', '/ru/map?part=torah'],
  ] as const) {
    const response = await get(from);
    t.equal(response.statusCode, 302, from);
    t.equal(response.headers.location, to, from);
  }
});

t.test('a place page: text, image, facts, the texts that mention it, nearby places, JSON-LD', async (t) => {
  const place = (await get('/api/places/vilnius?lang=en')).json() as PlaceAnswer & {
    mentions: { materials: { slug: string }[]; courses: { slug: string }[]; articles: { slug: string }[] };
    nearby: { slug: string }[];
  };
  const response = await get('/en/map/vilnius');
  t.equal(response.statusCode, 200);
  const html = response.body;
  t.match(html, '<h1');
  t.match(html, 'Vilnius');
  t.match(html, 'src="/storage/place_images/vilnius.jpg"');
  t.match(html, 'data-testid="places-map"', 'the small map box');
  t.match(html, 'About this place');
  for (const material of place.mentions.materials) t.match(html, `href="/en/materials/${material.slug}"`);
  for (const course of place.mentions.courses) t.match(html, `href="/en/courses/${course.slug}"`);
  for (const article of place.mentions.articles)
    t.match(html, `href="/books/articles/${article.slug}?lang=en"`);
  t.ok(place.nearby.length > 0);
  for (const near of place.nearby) t.match(html, `href="/en/map/${near.slug}"`);
  t.match(html, 'Nearby places');
  t.match(html, /km away/);
  t.match(html, 'href="/en/map?places=vilnius"', 'the big map showing this place');
  t.match(html, 'data-testid="share-row"');
  const [data] = jsonLd(html);
  t.match(data, {
    '@type': 'Place',
    name: 'Vilnius',
    geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
  });
});

t.test('a place with a Tanakh part links to the map filtered by it', async (t) => {
  const html = (await get('/ru/map/uman')).body;
  t.match(html, 'href="/ru/map?part=ketuvim"');
  t.match(html, 'Ктувим');
});

t.test('an unknown place is the 404 page', async (t) => {
  for (const url of ['/ru/map/no-such-place', '/en/map/Not_A_Slug']) {
    const response = await get(url);
    t.equal(response.statusCode, 404, url);
  }
});

t.test('a material that names places shows them, linking to their pages and the map', async (t) => {
  const named = (await get('/api/places/in/materials/chagall-vitebsk-skies?lang=ru')).json()
    .places as PlaceAnswer[];
  t.ok(named.length > 0);
  const html = (await get('/ru/materials/chagall-vitebsk-skies')).body;
  t.match(html, 'data-testid="places-in-text"');
  t.match(html, 'Места в этом тексте');
  for (const place of named) t.match(html, `href="/ru/map/${place.slug}"`);
  t.match(
    html,
    `href="/ru/map?places=${named
      .map((p) => p.slug)
      .sort()
      .join(',')}"`,
  );
  const none = (await get('/api/places/in/materials/shtetl-everyday-life?lang=ru')).json().places;
  t.same(none, [], 'a material that names no place…');
  t.notMatch(
    (await get('/ru/materials/shtetl-everyday-life')).body,
    'data-testid="places-in-text"',
    '…has no strip',
  );
});

t.test('an article and a course that name places show them too, in both languages', async (t) => {
  for (const [type, slug, pages] of [
    [
      'articles',
      'vilna-yiddish-newspaper',
      ['/books/articles/vilna-yiddish-newspaper', '/books/articles/vilna-yiddish-newspaper?lang=en'],
    ],
    ['courses', 'family-memory', ['/ru/courses/family-memory', '/en/courses/family-memory']],
  ] as const) {
    for (const url of pages) {
      const locale = url.startsWith('/en') || url.endsWith('lang=en') ? 'en' : 'ru';
      const named = (await get(`/api/places/in/${type}/${slug}?lang=${locale}`)).json()
        .places as PlaceAnswer[];
      t.ok(named.length > 0, `${type}/${slug} names places`);
      const html = (await get(url)).body;
      t.match(html, 'data-testid="places-in-text"', `${url} has the strip`);
      t.match(html, locale === 'en' ? 'Places in this text' : 'Места в этом тексте');
      for (const place of named)
        t.match(html, `href="/${locale}/map/${place.slug}"`, `${url} links ${place.slug}`);
    }
  }
  t.notMatch(
    (await get('/ru/courses/legends-and-mysteries')).body,
    'data-testid="places-in-text"',
    'a course that names no place has no strip',
  );
});

t.test('without MAP_TILE_URL the CSP allows no outside image host', async (t) => {
  const csp = String((await get('/ru/map')).headers['content-security-policy']);
  t.match(csp, /img-src 'self' data: blob:;/);
});

t.test('with MAP_TILE_URL the tile host joins img-src, and the pages name the tile server', async (t) => {
  const tiled = await startSite({
    env: {
      ...BROWSE_SITE_ENV,
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Example',
    },
  });
  t.teardown(() => tiled.close());
  const response = await tiled.app.inject({ method: 'GET', url: '/ru/map' });
  t.match(
    String(response.headers['content-security-policy']),
    /img-src 'self' data: blob: https:\/\/\*\.tiles\.example\.org;/,
  );
  t.match(response.body, 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', 'in the hydration data');
});
