/**
 * `/sitemap.xml` (DESIGN §6): every indexable page in both locales with hreflang alternates and every
 * content item, built through the data source with a short cache that outlives upstream failures.
 */
import Fastify from 'fastify';
import t from 'tap';
import { renderSitemap, sitemap } from '../../../server/plugins/sitemap.ts';
import type { DataSource } from '../../../shared/data/source.ts';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from './browse-stub.ts';

t.test('the sitemap of the demo content lists pages and items in both locales', async (t) => {
  const site = await startSite({ env: BROWSE_SITE_ENV });
  t.teardown(() => site.close());
  const o = site.config.publicOrigin;
  const response = await site.app.inject({ method: 'GET', url: '/sitemap.xml' });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /application\/xml/);
  const xml = response.body;
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  t.equal(new Set(locs).size, locs.length, 'no address twice');
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
    '/ru/ashkenazi-table',
    '/books',
    '/ru/materials/golem-legend',
    '/en/materials/golem-legend',
    '/ru/courses/shtetl-world',
    '/en/map/odesa',
    '/books/articles/hanukkah-customs',
    '/books/chapter/bereshit-in-the-beginning',
  ]) {
    t.ok(locs.includes(`${o}${path}`), path);
  }
  t.notOk(locs.includes(`${o}/en/virtual-gallery`), 'Russian-only pages only in Russian');
  t.notOk(
    locs.some((loc) => /profile|logout|search/.test(loc ?? '')),
    'no account or search pages',
  );
  t.equal(
    locs.filter((loc) => /\/materials\/[a-z]/.test(loc ?? '')).length,
    60,
    '30 materials in two locales',
  );
  t.match(
    xml,
    `<url><loc>${o}/en/materials/golem-legend</loc><xhtml:link rel="alternate" hreflang="ru" href="${o}/ru/materials/golem-legend"/><xhtml:link rel="alternate" hreflang="en" href="${o}/en/materials/golem-legend"/><xhtml:link rel="alternate" hreflang="x-default" href="${o}/ru/materials/golem-legend"/></url>`,
  );
});

function fakeSource(fail: { now: boolean }): DataSource {
  const answers: Record<string, unknown> = {
    'materials.list': { materials: [{ slug: 'a&b' }], has_more: false },
    'courses.list': { courses: [], has_more: false },
    'articles.list': { articles: [], has_more: false },
    'places.list': { places: [] },
    'books.list': { books: [] },
  };
  return {
    async load(id) {
      if (fail.now) throw new Error('upstream down');
      return answers[id] as never;
    },
  };
}

t.test('a failed rebuild serves the last sitemap; with none yet it answers 503', async (t) => {
  const fail = { now: true };
  let clock = 0;
  const app = Fastify();
  await sitemap(app, {
    publicOrigin: 'https://da.example',
    source: () => fakeSource(fail),
    ttlMs: 1000,
    now: () => clock,
  });
  t.teardown(() => app.close());

  t.equal((await app.inject('/sitemap.xml')).statusCode, 503);
  fail.now = false;
  const first = await app.inject('/sitemap.xml');
  t.equal(first.statusCode, 200);
  t.match(first.body, '<loc>https://da.example/ru/materials/a%26b</loc>', 'addresses are encoded');
  fail.now = true;
  clock = 5000;
  const stale = await app.inject('/sitemap.xml');
  t.equal(stale.statusCode, 200, 'the previous sitemap after the TTL when the rebuild fails');
  t.equal(stale.body, first.body);
});

t.test('text in the sitemap is escaped for XML', async (t) => {
  t.match(renderSitemap([{ loc: 'https://x/?a=1&b=<2>' }]), '<loc>https://x/?a=1&#38;b=&#60;2&#62;</loc>');
});
