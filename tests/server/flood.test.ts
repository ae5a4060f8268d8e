/**
 * docs/rules.md R26 / F6 in small: 10 000 requests with random unknown parameters, random search strings
 * and random unknown slugs. The stores never exceed their bounds, unknown parameters add no entry,
 * and the hot content is still there afterwards.
 */
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { startTestApp } from './helpers/app.ts';
import { StubUpstream } from './helpers/stub-upstream.ts';

const BOUNDS = {
  CACHE_MAX_ENTRIES: '50',
  CACHE_SEARCH_MAX_ENTRIES: '100',
  CACHE_NOT_FOUND_MAX_ENTRIES: '200',
  PAGE_CACHE_MAX_ENTRIES: '20',
  PAGE_CACHE_SEARCH_MAX_ENTRIES: '30',
};

const stub = await StubUpstream.start();
const site = await startTestApp({ upstreamUrl: stub.url, env: BOUNDS });
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

const get = (url: string) => site.app.inject({ method: 'GET', url });
const caches = async () => (await get('/internal/status')).json().caches;
const randomText = () => randomUUID().slice(0, 4 + Math.floor(Math.random() * 28));

t.test(
  '10 000 random requests leave every store within its bounds and add nothing for unknown params',
  async (t) => {
    for (const url of [
      '/api/tags',
      '/api/materials',
      '/api/materials/yiddish-alphabet',
      '/ru',
      '/ru/materials',
    ]) {
      await get(url);
    }
    const baseline = await caches();
    let breaches = 0;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 10_000; i += 1) {
      const kind = i % 5;
      const url =
        kind === 0
          ? `/api/materials?utm_${randomText()}=${randomUUID()}`
          : kind === 1
            ? `/ru/materials?utm_x=${randomUUID()}&fbclid=${randomText()}`
            : kind === 2
              ? `/api/search?query=${encodeURIComponent(randomText())}`
              : kind === 3
                ? `/ru/search?search=${encodeURIComponent(randomText())}`
                : `/api/materials/${randomText().toLowerCase()}`;
      const response = await get(url);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (i % 500 === 0) {
        const now = await caches();
        for (const store of ['content', 'search', 'pages', 'searchPages'] as const) {
          if (now[store].entries > now[store].maxEntries || now[store].bytes > now[store].maxBytes)
            breaches += 1;
        }
        if (now.notFound.entries > now.notFound.maxEntries) breaches += 1;
      }
    }
    t.equal(breaches, 0, 'no store ever exceeded its bounds');
    t.notOk(statuses.has(500), 'no 500');
    const after = await caches();
    t.equal(after.search.entries, 100, 'random searches filled only the search store, up to its bound');
    t.equal(after.searchPages.entries, 30);
    t.equal(after.notFound.entries, 200, 'unknown slugs filled only the not-found store');
    t.equal(after.content.entries, baseline.content.entries, 'unknown parameters added no content entry');
    t.equal(after.pages.entries, baseline.pages.entries, 'nor any page');
    t.equal((await get('/api/materials')).headers['x-cache'], 'HIT', 'the hot list is still cached');
    t.equal((await get('/ru/materials')).headers['x-cache'], 'HIT', 'and its page');
  },
);
