import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { startStubbedApp } from '../helpers/app.ts';

const { stub, clock, site } = await startStubbedApp(t);

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });
const status = async () => (await get('/internal/status')).json().caches;

t.test('an anonymous page is rendered once, then served whole from the cache', async (t) => {
  const renders = stub.count('/api/materials/yiddish-alphabet');
  const first = await get('/ru/materials/yiddish-alphabet');
  t.equal(first.statusCode, 200);
  t.equal(first.headers['x-cache'], 'MISS');
  const second = await get('/ru/materials/yiddish-alphabet');
  t.equal(second.headers['x-cache'], 'HIT');
  t.equal(second.body, first.body);
  t.equal(stub.count('/api/materials/yiddish-alphabet'), renders + 1, 'one upstream call for both');
  t.equal(
    second.headers['cache-control'],
    'public, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
  );
  t.equal(second.headers['content-language'], 'ru');
  t.equal(second.headers.vary, 'Accept-Encoding');
  t.match(String(second.headers['content-security-policy']), /script-src 'self'/);
  t.notMatch(String(second.headers['content-security-policy']), /nonce/);
  t.notMatch(second.body, /<script nonce/, 'no inline script in a shared page');
  t.notOk(second.headers['set-cookie']);
});

t.test('the page is kept precompressed and sent in the encoding the client prefers', async (t) => {
  const plain = await get('/ru/materials/yiddish-alphabet', { 'accept-encoding': 'identity' });
  const br = await get('/ru/materials/yiddish-alphabet', { 'accept-encoding': 'gzip, deflate, br' });
  const gz = await get('/ru/materials/yiddish-alphabet', { 'accept-encoding': 'gzip, br;q=0' });
  t.notOk(plain.headers['content-encoding']);
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
  t.equal(gunzipSync(gz.rawPayload).toString(), plain.body);
});

t.test('unknown query parameters neither make entries nor reach the render', async (t) => {
  const before = (await status()).pages.entries;
  const a = await get('/ru/materials/yiddish-alphabet?utm_source=x&fbclid=y');
  t.equal(a.headers['x-cache'], 'HIT');
  t.notMatch(a.body, /utm_source/);
  t.equal((await status()).pages.entries, before);
});

t.test("a route's own parameters are checked and kept as given, in one order", async (t) => {
  const first = await get('/ru/materials?utm_x=1&page=2');
  t.equal(first.headers['x-cache'], 'MISS');
  t.match(first.body, /query \?page=2</, 'rendered from its own parameters only');
  t.equal((await get('/ru/materials?page=2&x=1')).headers['x-cache'], 'HIT');
  t.equal(
    (await get('/ru/materials?page=02')).headers['x-cache'],
    'MISS',
    'the page decides what is canonical',
  );
  const invalid = await get('/ru/materials?page=abc');
  t.notOk(invalid.headers['x-cache'], 'an invalid value is rendered per request');
  t.equal(invalid.headers['cache-control'], 'private, no-store');
  const repeated = await get('/ru/materials?page=1&page=2');
  t.equal(repeated.headers['cache-control'], 'private, no-store');
});

t.test('search pages live in their own store', async (t) => {
  const before = await status();
  await get('/ru/search?search=%D0%B3%D0%BE%D0%BB%D0%B5%D0%BC');
  const after = await status();
  t.equal(after.searchPages.entries, before.searchPages.entries + 1);
  t.equal(after.pages.entries, before.pages.entries);
});

t.test('pages outside the allowlist, with a pin, or not found are never stored', async (t) => {
  const before = (await status()).pages.entries;
  const profile = await get('/ru/profile/data');
  t.equal(profile.headers['cache-control'], 'private, no-store');
  t.match(String(profile.headers['content-security-policy']), /'nonce-/);
  const pin = await get('/ru/materials/yiddish-alphabet?pin=abc');
  t.equal(pin.headers['cache-control'], 'private, no-store');
  t.equal(pin.headers['referrer-policy'], 'no-referrer');
  const missing = await get('/ru/materials/no-such-material');
  t.equal(missing.statusCode, 404);
  t.equal(missing.headers['cache-control'], 'no-store');
  t.equal((await status()).pages.entries, before);
});

t.test('a render with an inline script is answered but never stored', async (t) => {
  const first = await get('/ru/terms');
  t.equal(first.statusCode, 200);
  t.equal(first.headers['cache-control'], 'no-store');
  t.notOk(first.headers['x-cache']);
  t.notOk((await get('/ru/terms')).headers['x-cache'], 'rendered again, not from the cache');
});

t.test('the books area keys pages by the detected language and varies on it', async (t) => {
  const en = await get('/books', { 'accept-language': 'en-GB,en;q=0.9' });
  const ru = await get('/books', { cookie: 'locale=ru; sid=secret' });
  t.equal(en.headers['x-cache'], 'MISS');
  t.equal(ru.headers['x-cache'], 'MISS', 'another language, another entry');
  t.match(en.body, /books en/);
  t.match(ru.body, /books ru/);
  t.match(ru.body, /cookie -/, "the cached render never saw the visitor's cookie");
  t.equal(ru.headers.vary, 'Accept-Encoding, Accept-Language, Cookie');
  t.equal((await get('/books', { 'accept-language': 'en' })).headers['x-cache'], 'HIT');
});

t.test('a books-area address that names its language is one entry for everyone, not varied', async (t) => {
  const first = await get('/books/articles/a?lang=en', { 'accept-language': 'ru', cookie: 'locale=ru' });
  t.equal(first.headers['x-cache'], 'MISS');
  t.match(first.body, /books-article en/);
  t.equal(first.headers.vary, 'Accept-Encoding');
  const second = await get('/books/articles/a?lang=en&utm=x', { 'accept-language': 'en' });
  t.equal(second.headers['x-cache'], 'HIT', 'the same key whatever the visitor prefers');
  t.equal(
    (await get('/books/articles/a?lang=xx')).headers['x-cache'],
    undefined,
    'a bad language is not kept',
  );
});

t.test('HEAD is answered from the cache without a body', async (t) => {
  const head = await site.app.inject({ method: 'HEAD', url: '/ru/materials/yiddish-alphabet' });
  t.equal(head.statusCode, 200);
  t.equal(head.headers['x-cache'], 'HIT');
  t.equal(head.body, '');
});

t.test('a page is never fresher than its data: stale data makes it refresh on the next visit', async (t) => {
  stub.titles.set('tevye-and-his-daughters', 'Тевье-молочник');
  await get('/ru/materials/tevye-and-his-daughters');
  clock.advance(301);
  stub.titles.set('tevye-and-his-daughters', 'Тевье: новая редакция');
  const stale = await get('/ru/materials/tevye-and-his-daughters');
  t.equal(stale.headers['x-cache'], 'STALE');
  await new Promise((resolve) => setTimeout(resolve, 50));
  let page = await get('/ru/materials/tevye-and-his-daughters');
  for (let i = 0; i < 20 && !/новая редакция/.test(page.body); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    page = await get('/ru/materials/tevye-and-his-daughters');
  }
  t.match(page.body, /новая редакция/);
});

t.test('a like drops the pages that showed the item', async (t) => {
  clock.advance(3600);
  const before = await get('/ru/materials/yiddish-alphabet');
  t.match(before.body, /likes 0/);
  t.equal((await get('/ru/materials/yiddish-alphabet')).headers['x-cache'], 'HIT');
  const like = await site.app.inject({
    method: 'POST',
    url: '/api/materials/1/increase-likes',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      origin: 'http://127.0.0.1:3000',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'lang=ru',
  });
  t.equal(like.statusCode, 200);
  const after = await get('/ru/materials/yiddish-alphabet');
  t.equal(after.headers['x-cache'], 'MISS');
  t.match(after.body, /likes 1/);
});
