/**
 * The cache on the whole site: the real content API (embedded, fresh PGlite, demo content) and the
 * real page render. Facade answers and pages are cached and dropped by writes; with the API gone,
 * cached pages stay up (STALE-ERROR) and uncached ones get the localized 503 page.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { startEmbeddedApi } from '../../server/embedded-api.ts';
import { ROOT, startSite } from '../helpers/site.ts';

const apiDir = await mkdtemp(path.join(os.tmpdir(), 'da-site-cache-'));
// Its own PGlite, never a shared DATABASE_URL: other test files would change the counts it reads.
const { DATABASE_URL: _shared, ...inherited } = process.env;
const api = await startEmbeddedApi({
  ...inherited,
  DATA_DIR: apiDir,
  CONTENT_PACK_DIR: path.join(ROOT, 'content', 'demo'),
  LOG_LEVEL: 'silent',
});
let apiClosed = false;
t.teardown(async () => {
  if (!apiClosed) await api.close();
  await rm(apiDir, { recursive: true, force: true });
});

const XHR = {
  'x-requested-with': 'XMLHttpRequest',
  origin: 'http://127.0.0.1:3000',
  'content-type': 'application/x-www-form-urlencoded',
};

t.test('facade answers and pages are cached, and a like drops what showed the item', async (t) => {
  const site = await startSite({ upstreamUrl: api.url });
  t.teardown(() => site.close());
  const get = (url: string) => site.app.inject({ method: 'GET', url });

  const tags = [await get('/api/tags?lang=ru'), await get('/api/tags?lang=ru')];
  t.same(
    tags.map((r) => r.headers['x-cache']),
    ['MISS', 'HIT'],
  );
  t.equal(tags[1]?.body, tags[0]?.body);

  const list = (await get('/api/materials?lang=ru')).json() as {
    materials: Array<{ id: number; slug: string; title: string }>;
  };
  const first = list.materials[0];
  if (!first) throw new Error('the demo content has no materials');

  const pages = [await get('/ru/materials'), await get('/ru/materials')];
  t.same(
    pages.map((r) => [r.statusCode, r.headers['x-cache']]),
    [
      [200, 'MISS'],
      [200, 'HIT'],
    ],
  );
  t.ok(pages[1]?.body.includes(first.title.replace(/"/g, '&quot;').slice(0, 20)), 'the page shows the list');
  t.notMatch(pages[1]?.body ?? '', /nonce=/);

  const before = (await get(`/api/materials/${first.slug}`)).json().like_count as number;
  t.equal((await get(`/api/materials/${first.slug}`)).headers['x-cache'], 'HIT');
  const like = await site.app.inject({
    method: 'POST',
    url: `/api/materials/${first.id}/increase-likes`,
    headers: XHR,
    payload: 'lang=ru',
  });
  t.equal(like.statusCode, 200);
  const after = await get(`/api/materials/${first.slug}`);
  t.equal(after.headers['x-cache'], 'MISS');
  t.equal(after.json().like_count, before + 1);
  t.equal((await get('/ru/materials')).headers['x-cache'], 'MISS', 'the list page showing it was dropped');

  const search = [
    await get('/api/search?query=%D1%88%D1%82%D0%B5%D1%82%D0%BB'),
    await get('/api/search?query=%D1%88%D1%82%D0%B5%D1%82%D0%BB'),
  ];
  t.same(
    search.map((r) => [r.statusCode, r.headers['x-cache']]),
    [
      [200, 'MISS'],
      [200, 'HIT'],
    ],
  );
});

t.test(
  'with the API gone, cached pages are served stale and the rest get the localized 503 page',
  async (t) => {
    // TTL 0: every read is already past its freshness, so the outage shows at once.
    const site = await startSite({
      upstreamUrl: api.url,
      env: {
        CACHE_TTL_PAGES_SECONDS: '0',
        CACHE_TTL_LISTS_SECONDS: '0',
        CACHE_TTL_TAGS_SECONDS: '0',
        UPSTREAM_CONNECT_TIMEOUT_MS: '300',
      },
    });
    t.teardown(() => site.close());
    const get = (url: string) => site.app.inject({ method: 'GET', url });
    for (const url of ['/ru', '/ru/materials', '/en/courses']) t.equal((await get(url)).statusCode, 200, url);
    await new Promise((resolve) => setTimeout(resolve, 200));

    await api.close();
    apiClosed = true;
    for (const url of ['/ru', '/ru/materials', '/en/courses']) {
      let response = await get(url);
      for (let i = 0; i < 50 && response.headers['x-cache'] !== 'STALE-ERROR'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        response = await get(url);
      }
      t.equal(response.statusCode, 200, `${url} still answers`);
      t.equal(response.headers['x-cache'], 'STALE-ERROR', `${url} is a stale-if-error copy`);
    }
    for (const [url, lang, text] of [
      ['/ru/materials?page=3', 'ru', /503/],
      ['/en/materials?page=4', 'en', /503/],
    ] as const) {
      const response = await get(url);
      t.equal(response.statusCode, 503, `${url} uncached`);
      t.equal(response.headers['retry-after'], '30');
      t.equal(response.headers['cache-control'], 'no-store');
      t.match(response.body, new RegExp(`<html lang="${lang}"`));
      t.match(response.body, text);
      t.notMatch(response.body, /(\bat |node_modules|\.ts:|SELECT )/);
    }
  },
);
