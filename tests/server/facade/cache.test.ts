import t from 'tap';
import { startStubbedApp } from '../helpers/app.ts';

const { stub, clock, site } = await startStubbedApp(t);

const get = (url: string) => site.app.inject({ method: 'GET', url });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const LIKE = {
  method: 'POST' as const,
  headers: {
    'x-requested-with': 'XMLHttpRequest',
    origin: 'http://127.0.0.1:3000',
    'content-type': 'application/x-www-form-urlencoded',
  },
  payload: 'lang=ru',
};

t.test('a cached answer is a miss, then a hit with its policy and age, asked upstream once', async (t) => {
  const first = await get('/api/tags');
  t.equal(first.statusCode, 200);
  t.equal(first.headers['x-cache'], 'MISS');
  t.equal(
    first.headers['cache-control'],
    'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400',
  );
  t.match(first.headers['content-type'], /^application\/json/);
  clock.advance(20);
  const second = await get('/api/tags');
  t.equal(second.headers['x-cache'], 'HIT');
  t.equal(second.headers.age, '20');
  t.equal(second.body, first.body);
  t.equal(stub.count('/api/tags'), 1);
});

t.test('after its TTL the old answer is served stale once, then the refreshed one is a hit', async (t) => {
  stub.tagsVersion = 2;
  clock.advance(41);
  const stale = await get('/api/tags');
  t.equal(stale.headers['x-cache'], 'STALE');
  t.match(stale.body, /v1/);
  await settle();
  const fresh = await get('/api/tags');
  t.equal(fresh.headers['x-cache'], 'HIT');
  t.match(fresh.body, /v2/);
});

t.test('items use the item policy and locales are cached apart', async (t) => {
  const ru = await get('/api/materials/yiddish-alphabet?lang=ru');
  t.equal(
    ru.headers['cache-control'],
    'public, max-age=300, stale-while-revalidate=600, stale-if-error=86400',
  );
  const en = await get('/api/materials/yiddish-alphabet?lang=en');
  t.equal(en.headers['x-cache'], 'MISS');
  clock.advance(299);
  t.equal((await get('/api/materials/yiddish-alphabet?lang=ru')).headers['x-cache'], 'HIT');
});

t.test('a 404 is remembered for its short TTL and then asked again', async (t) => {
  const before = stub.count('/api/materials/no-such-thing');
  const first = await get('/api/materials/no-such-thing');
  t.equal(first.statusCode, 404);
  t.equal(first.json().error, 'not_found');
  t.equal(first.headers['x-cache'], 'MISS');
  const second = await get('/api/materials/no-such-thing');
  t.equal(second.statusCode, 404);
  t.equal(second.headers['x-cache'], 'HIT');
  t.equal(stub.count('/api/materials/no-such-thing'), before + 1);
  clock.advance(31);
  await get('/api/materials/no-such-thing');
  t.equal(stub.count('/api/materials/no-such-thing'), before + 2);
});

t.test('an upstream error is never stored', async (t) => {
  stub.fault = { kind: 'status', status: 500 };
  const failed = await get('/api/materials/tevye-and-his-daughters');
  t.equal(failed.statusCode, 503);
  t.equal(failed.headers['retry-after'], '30');
  t.notMatch(failed.body, /SELECT|db\.ts/, 'no upstream body reaches the client');
  stub.fault = { kind: 'none' };
  const ok = await get('/api/materials/tevye-and-his-daughters');
  t.equal(ok.statusCode, 200);
  t.equal(ok.headers['x-cache'], 'MISS');
});

t.test('a like drops the cached item and the lists that show it, and nothing else', async (t) => {
  clock.advance(3600);
  await get('/api/materials/yiddish-alphabet');
  await get('/api/materials/tevye-and-his-daughters');
  await get('/api/materials');
  t.equal((await get('/api/materials/yiddish-alphabet')).json().like_count, 0);
  const like = await site.app.inject({ ...LIKE, url: '/api/materials/1/increase-likes' });
  t.equal(like.statusCode, 200);
  t.equal(like.headers['cache-control'], 'no-store');
  t.notOk(like.headers['x-cache']);
  const item = await get('/api/materials/yiddish-alphabet');
  t.equal(item.headers['x-cache'], 'MISS');
  t.equal(item.json().like_count, 1);
  t.equal((await get('/api/materials')).headers['x-cache'], 'MISS', 'the list showing it');
  t.equal((await get('/api/materials/tevye-and-his-daughters')).headers['x-cache'], 'HIT', 'another item');
  const share = await site.app.inject({
    ...LIKE,
    url: '/api/materials/tevye-and-his-daughters/increase-share',
  });
  t.equal(share.statusCode, 200);
  t.equal((await get('/api/materials/tevye-and-his-daughters')).headers['x-cache'], 'MISS');
});

t.test('search answers live in their own store', async (t) => {
  const before = (await get('/internal/status')).json().caches;
  for (let i = 0; i < 5; i += 1) await get(`/api/search?query=${encodeURIComponent(`слово ${i}`)}`);
  const hit = await get(`/api/search?query=${encodeURIComponent('  слово 1 ')}`);
  t.equal(hit.headers['x-cache'], 'HIT', 'the query is trimmed before it becomes a key');
  const after = (await get('/internal/status')).json().caches;
  t.equal(after.search.entries, before.search.entries + 5);
  t.equal(after.content.entries, before.content.entries, 'no search answer in the content store');
});

t.test('one search answer per normalized query: case and inner spaces make no new key', async (t) => {
  const asked = stub.count('/api/search');
  const first = await get(`/api/search?query=${encodeURIComponent('Шолом Алейхем')}`);
  t.equal(first.headers['x-cache'], 'MISS');
  for (const variant of ['шолом алейхем', '  ШОЛОМ   алейхем ', 'Шолом\tАлейхем']) {
    const again = await get(`/api/search?query=${encodeURIComponent(variant)}`);
    t.equal(again.headers['x-cache'], 'HIT', JSON.stringify(variant));
  }
  t.equal(stub.count('/api/search'), asked + 1, 'asked upstream once');
});
