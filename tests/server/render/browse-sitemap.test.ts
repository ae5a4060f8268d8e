/**
 * The sitemap (docs/architecture.md#rendering): a sitemap index of files under the protocol's limits, each
 * address a page that exists and is indexable, with `<lastmod>` and hreflang alternates only between
 * real translations; item files are read from the API a page at a time and streamed, so a catalogue
 * of any size is covered without being held in memory; a failed rebuild serves the last good list.
 */
import Fastify from 'fastify';
import t from 'tap';
import { renderSitemap, sitemap } from '../../../server/plugins/sitemap.ts';
import type { DataSource } from '../../../shared/data/source.ts';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from './browse-stub.ts';

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const urlsOf = (xml: string) => [...xml.matchAll(/<url>.*?<\/url>/g)].map((m) => m[0]);

t.test(
  'the demo sitemap: an index of files listing every indexable page in the locales it exists in',
  async (t) => {
    const site = await startSite({ env: BROWSE_SITE_ENV });
    t.teardown(() => site.close());
    const o = site.config.publicOrigin;
    const index = await site.app.inject({ method: 'GET', url: '/sitemap.xml' });
    t.equal(index.statusCode, 200);
    t.match(index.headers['content-type'], /application\/xml/);
    t.match(index.body, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(index.body);
    t.same(
      files.map((f) => f.replace(o, '')),
      [
        '/sitemaps/pages.xml',
        '/sitemaps/materials-1.xml',
        '/sitemaps/courses-1.xml',
        '/sitemaps/articles-1.xml',
        '/sitemaps/places-1.xml',
        '/sitemaps/chapters-1.xml',
      ],
    );
    t.equal(
      [...index.body.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/g)].length,
      files.length,
      'every file says when it last changed',
    );

    const urls: string[] = [];
    for (const file of files) {
      const response = await site.app.inject({ method: 'GET', url: file.replace(o, '') });
      t.equal(response.statusCode, 200, file);
      t.match(response.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      urls.push(...urlsOf(response.body));
    }
    const locs = urls.flatMap(locsOf);
    t.equal(new Set(locs).size, locs.length, 'no address twice');
    t.ok(
      urls.every((url) => /<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/.test(url)),
      'every address has its <lastmod>',
    );
    for (const path of [
      '/ru',
      '/en',
      '/ru/materials',
      '/en/courses',
      '/ru/about-project',
      '/en/about-team',
      '/ru/politics',
      '/en/terms',
      '/ru/map',
      '/ru/virtual-gallery',
      '/ru/virtual-gallery/kiddush-cup',
      '/ru/ashkenazi-table',
      '/books',
      '/ru/materials/golem-legend',
      '/en/materials/golem-legend',
      '/ru/materials/yiddish-proverbs',
      '/ru/courses/shtetl-world',
      '/en/map/odesa',
      '/books/articles/hanukkah-customs',
      '/books/articles/the-word-mestechko',
      '/books/chapter/bereshit-in-the-beginning',
    ]) {
      t.ok(locs.includes(`${o}${path}`), path);
    }
    t.notOk(locs.includes(`${o}/en/virtual-gallery`), 'Russian-only pages only in Russian');
    t.notOk(locs.includes(`${o}/en/materials/yiddish-proverbs`), 'an untranslated item has no English page');
    t.notOk(locs.includes(`${o}/books/articles/the-word-mestechko?lang=en`), 'nor an untranslated article');
    t.notOk(
      locs.some((loc) => /profile|logout|search/.test(loc)),
      'no account or search pages',
    );
    t.equal(
      locs.filter((loc) => /\/materials\/[a-z]/.test(loc)).length,
      58,
      '30 materials in Russian, 28 of them in English too',
    );
    const golem = urls.find((url) => url.includes(`<loc>${o}/en/materials/golem-legend</loc>`));
    t.match(
      golem,
      `<xhtml:link rel="alternate" hreflang="ru" href="${o}/ru/materials/golem-legend"/><xhtml:link rel="alternate" hreflang="en" href="${o}/en/materials/golem-legend"/><xhtml:link rel="alternate" hreflang="x-default" href="${o}/ru/materials/golem-legend"/></url>`,
    );
    const proverbs = urls.find((url) => url.includes(`<loc>${o}/ru/materials/yiddish-proverbs</loc>`));
    t.notMatch(proverbs, 'hreflang', 'an item in one language pairs with nothing');
    t.equal((await site.app.inject('/sitemaps/materials-2.xml')).statusCode, 404, 'a file past the end');
    t.equal((await site.app.inject('/sitemaps/whatever.xml')).statusCode, 404);
  },
);

/**
 * A synthetic catalogue answered arithmetically: `total` materials with ids 1..total (every third
 * untranslated), nothing else. It records the largest page it was asked for.
 */
function syntheticSource(
  total: number,
  seen: { largestPage: number; calls: number; fail: boolean },
): DataSource {
  const entry = (id: number) => ({
    id,
    slug: `m-${id}`,
    updated_at: '2026-01-02T03:04:05Z',
    translations: id % 3 === 0 ? ['ru'] : ['ru', 'en'],
  });
  return {
    async load(id, input) {
      seen.calls += 1;
      if (seen.fail) throw new Error('upstream down');
      const { params, query } = (input ?? {}) as {
        params?: { kind?: string; slug?: string };
        query?: Record<string, number>;
      };
      if (id === 'pages.item')
        return {
          slug: params?.slug,
          title: 'x',
          content: '',
          content_locale: 'ru',
          fallback: false,
          translations: ['ru', 'en'],
          updated_at: '2026-01-01T00:00:00Z',
        } as never;
      if (id === 'gallery.list') return { exhibits: [] } as never;
      if (id === 'sitemap.files') {
        const perFile = query?.per_file ?? 1;
        const count = params?.kind === 'materials' ? total : 0;
        const files = [];
        for (let first = 1; first <= count; first += perFile) {
          const last = Math.min(count, first + perFile - 1);
          files.push({
            first_id: first,
            last_id: last,
            count: last - first + 1,
            lastmod: '2026-01-02T03:04:05Z',
          });
        }
        return { files } as never;
      }
      if (id === 'sitemap.entries') {
        const { after = 0, until = 0, limit = 1 } = query ?? {};
        seen.largestPage = Math.max(seen.largestPage, limit);
        const entries = [];
        for (let i = after + 1; i <= Math.min(until, after + limit); i += 1) entries.push(entry(i));
        return { entries } as never;
      }
      throw new Error(`unexpected call ${id}`);
    },
  };
}

t.test(
  '100 000 materials: an index of files under the cap, read a page at a time, covering all',
  async (t) => {
    const total = 100_000;
    const seen = { largestPage: 0, calls: 0, fail: false };
    const app = Fastify();
    await sitemap(app, {
      publicOrigin: 'https://da.example',
      source: () => syntheticSource(total, seen),
      urlsPerFile: 5000,
      pageSize: 500,
    });
    t.teardown(() => app.close());

    const index = await app.inject('/sitemap.xml');
    t.equal(index.statusCode, 200);
    const files = locsOf(index.body).filter((loc) => loc.includes('/materials-'));
    t.equal(files.length, 40, '2 500 materials (at most 5 000 addresses) a file');
    const heapBefore = process.memoryUsage().heapUsed;
    let addresses = 0;
    let ruAddresses = 0;
    let largestFile = 0;
    let lastId = 0;
    let ordered = true;
    for (const file of files) {
      const body = (await app.inject(file.replace('https://da.example', ''))).body;
      const urls = urlsOf(body);
      largestFile = Math.max(largestFile, urls.length);
      addresses += urls.length;
      for (const url of urls) {
        const ru = /<loc>https:\/\/da\.example\/ru\/materials\/m-(\d+)<\/loc>/.exec(url);
        if (!ru) continue;
        ruAddresses += 1;
        const id = Number(ru[1]);
        if (id !== lastId + 1) ordered = false;
        lastId = id;
      }
    }
    t.ok(largestFile <= 5000, `no file over the cap (largest ${largestFile})`);
    t.equal(ruAddresses, total, 'every material, once, in Russian');
    t.ok(ordered, 'in id order, none skipped');
    t.equal(addresses, total + (total - Math.floor(total / 3)), 'English only where translated');
    t.equal(seen.largestPage, 500, 'items were asked for a page at a time');
    t.ok(
      process.memoryUsage().heapUsed - heapBefore < 200 * 1024 * 1024,
      'building the files did not hold the catalogue',
    );
  },
);

t.test('a failed rebuild serves the last list of files; with none yet it answers 503', async (t) => {
  const seen = { largestPage: 0, calls: 0, fail: true };
  let clock = 0;
  const app = Fastify();
  await sitemap(app, {
    publicOrigin: 'https://da.example',
    source: () => syntheticSource(3, seen),
    ttlMs: 1000,
    now: () => clock,
  });
  t.teardown(() => app.close());

  t.equal((await app.inject('/sitemap.xml')).statusCode, 503);
  t.equal((await app.inject('/sitemaps/materials-1.xml')).statusCode, 503);
  seen.fail = false;
  const first = await app.inject('/sitemap.xml');
  t.equal(first.statusCode, 200);
  seen.fail = true;
  clock = 5000;
  const stale = await app.inject('/sitemap.xml');
  t.equal(stale.statusCode, 200, 'the previous index after the TTL when the rebuild fails');
  t.equal(stale.body, first.body);
  t.equal((await app.inject('/sitemaps/materials-1.xml')).statusCode, 503, 'a file needs the API');
});

t.test('text in the sitemap is escaped for XML', async (t) => {
  t.match(renderSitemap([{ loc: 'https://x/?a=1&b=<2>' }]), '<loc>https://x/?a=1&#38;b=&#60;2&#62;</loc>');
});
