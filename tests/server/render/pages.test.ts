import t from 'tap';
import { COMFORT_SCRIPT_HASH } from '../../../server/render/csp.ts';
import { COMFORT_SCRIPT_TAG } from '../../../shared/comfort-script.ts';
import { startSite } from '../../helpers/site.ts';

const site = await startSite();
t.teardown(() => site.close());
const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });

t.test('the empty path and unknown locales redirect to /ru exactly', async (t) => {
  for (const url of ['/', '/de', '/de/materials', '/xx/materials/abc?x=1', '/EN', '/ru%2F..']) {
    const response = await get(url);
    t.ok([301, 302, 307, 308].includes(response.statusCode), `${url} redirects`);
    t.equal(response.headers.location, '/ru', `${url} → /ru`);
  }
});

t.test('unknown paths render the localized 404 page with status 404', async (t) => {
  const ru = await get('/ru/no-such-page');
  t.equal(ru.statusCode, 404);
  t.match(ru.body, /<title>Ошибка 404/);
  t.match(ru.body, /Такой страницы не существует/);
  t.match(ru.body, /href="\/ru"/);
  const en = await get('/en/no/such/page');
  t.equal(en.statusCode, 404);
  t.match(en.body, /<title>Error 404/);
  t.match(en.body, /outdated, deleted/);
  const books = await get('/books/nothing/here/at/all?lang=en', { 'accept-language': 'ru' });
  t.equal(books.statusCode, 404);
  t.match(books.body, /Error 404/);
});

t.test('the protected logout route without a session goes to the site root', async (t) => {
  const response = await get('/logout');
  t.equal(response.statusCode, 302);
  t.equal(response.headers.location, '/');
});

t.test('a Russian-only page asked for in English goes to its Russian address', async (t) => {
  const response = await get('/en/virtual-gallery');
  t.equal(response.headers.location, '/ru/virtual-gallery');
});

t.test('the server HTML carries the localized frame before any script runs', async (t) => {
  const ru = await get('/ru');
  t.equal(ru.statusCode, 200);
  t.match(ru.headers['content-type'], /text\/html; charset=utf-8/);
  t.match(ru.body, /^<!DOCTYPE html><html lang="ru"/);
  t.match(ru.body, /Материалы/);
  t.match(ru.body, /Календарь 5786/);
  t.match(ru.body, /Поддержать/);
  t.notMatch(ru.body, />DA for Educators</, 'no DA for Educators in the Russian menu');
  t.equal(ru.headers['content-language'], 'ru');
  const en = await get('/en');
  t.match(en.body, /<html lang="en"/);
  t.match(en.body, /Calendar 5786/);
  t.match(en.body, /To support/);
  t.match(en.body, />DA for Educators</);
  t.match(en.body, /href="\/ru\/da-for-educators"/);
});

t.test(
  'the books area sends a visitor who chose English, or whose browser asks for it, to ?lang=en',
  async (t) => {
    t.equal((await get('/books', { cookie: 'locale=en' })).headers.location, '/books?lang=en');
    t.equal(
      (await get('/books', { 'accept-language': 'en-GB,en;q=0.9' })).headers.location,
      '/books?lang=en',
    );
    t.match((await get('/books?lang=en')).body, /<html lang="en"/);
    t.match((await get('/books', { cookie: 'locale=ru', 'accept-language': 'en' })).body, /<html lang="ru"/);
    t.match((await get('/books')).body, /<html lang="ru"/);
  },
);

t.test('HEAD answers the status and headers without a body', async (t) => {
  const page = await site.app.inject({ method: 'HEAD', url: '/ru' });
  t.equal(page.statusCode, 200);
  t.equal(page.body, '');
  t.match(page.headers['content-type'], /text\/html/);
  const missing = await site.app.inject({ method: 'HEAD', url: '/ru/nothing-here' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.body, '');
});

t.test('every page rendered per request has a per-response CSP nonce that matches its scripts', async (t) => {
  // Anonymous pages come from the page cache without a nonce; account pages are rendered per request.
  const [a, b] = await Promise.all([get('/ru/profile/data'), get('/ru/profile/data')]);
  const nonceA = /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
  const nonceB = /'nonce-([^']+)'/.exec(String(b.headers['content-security-policy']))?.[1];
  t.ok(nonceA && nonceB && nonceA !== nonceB, 'two responses, two nonces');
  const scripts = [...a.body.matchAll(/<script(?![^>]*type="application\/(?:json|ld\+json)")([^>]*)>/g)];
  t.ok(scripts.length > 0, 'the page bootstraps a script');
  for (const [, attributes] of scripts) t.match(attributes, `nonce="${nonceA}"`);
  t.notMatch(a.body, /window\.__staticRouterHydrationData/, 'hydration data is not an executable script');
});

t.test(
  'a page from the anonymous page cache has no nonce, no inline script but the comfort script and a shared policy',
  async (t) => {
    await get('/ru/about-project');
    const page = await get('/ru/about-project');
    t.equal(page.headers['x-cache'], 'HIT');
    const csp = String(page.headers['content-security-policy']);
    t.match(csp, /script-src 'self'/);
    t.notMatch(csp, /nonce-/);
    t.notMatch(page.body, /nonce=/);
    const inline = [
      ...page.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g),
    ];
    t.equal(inline.length, 1, 'one inline executable script');
    t.match(page.body, COMFORT_SCRIPT_TAG, 'the comfort script, allowed by its hash');
    t.match(csp, COMFORT_SCRIPT_HASH);
    t.match(page.headers['cache-control'], /^public, s-maxage=\d+, stale-while-revalidate=\d+/);
    t.notOk(page.headers['set-cookie']);
  },
);

t.test('security headers are present and nothing names the server software', async (t) => {
  const response = await get('/ru');
  t.equal(response.headers['x-content-type-options'], 'nosniff');
  t.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  t.equal(response.headers['cross-origin-opener-policy'], 'same-origin');
  t.notOk(response.headers['x-powered-by']);
  t.match(String(response.headers['x-request-id']), /^[0-9a-f-]{36}$/);
});

t.test('a page opened with a pin sends no referrer', async (t) => {
  const response = await get('/ru?pin=abcdef');
  t.equal(response.headers['referrer-policy'], 'no-referrer');
});

t.test('a page address longer than 2 KiB is refused before rendering', async (t) => {
  const response = await get(`/ru/${'a'.repeat(2100)}`);
  t.equal(response.statusCode, 414);
});

t.test('concurrent requests in two languages never leak into each other', async (t) => {
  const urls = Array.from({ length: 60 }, (_, i) => (i % 2 ? '/en' : '/ru'));
  const responses = await Promise.all(urls.map((url) => get(url)));
  let leaks = 0;
  responses.forEach((response, i) => {
    const locale = urls[i] === '/en' ? 'en' : 'ru';
    const other = locale === 'en' ? /Календарь 5786/ : /Calendar 5786/;
    if (!response.body.includes(`<html lang="${locale}"`) || other.test(response.body)) leaks += 1;
  });
  t.equal(leaks, 0);
});

t.test('no page a visitor opens is the title-only frame', async (t) => {
  for (const url of ['/ru/virtual-gallery', '/ru/ashkenazi-table', '/books', '/ru/map', '/ru/search']) {
    const response = await get(url);
    t.equal(response.statusCode, 200, url);
    t.notMatch(response.body, /<h1 class="page__title">/, `${url}: a screen of its own`);
  }
});

t.test('health and robots answer', async (t) => {
  t.same((await get('/healthz')).json(), { status: 'ok' });
  t.equal((await get('/readyz')).statusCode, 200);
  t.match((await get('/robots.txt')).body, /Sitemap: http:\/\/127\.0\.0\.1:3000\/sitemap\.xml/);
});
