/**
 * Previews and structured data on the server-rendered pages of every indexable kind in
 * both languages: a share image with its description, the other languages for Open Graph, and
 * JSON-LD whose every block matches the shape its schema.org type needs (one zod schema per type).
 * hreflang pairs only real translations; an untranslated English page is canonical to the Russian
 * one; a filtered list is canonical to the plain list.
 */
import sharp from 'sharp';
import t from 'tap';
import { z } from 'zod';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from './browse-stub.ts';

const site = await startSite({ env: BROWSE_SITE_ENV });
t.teardown(() => site.close());
const o = site.config.publicOrigin;
const get = (url: string) => site.app.inject({ method: 'GET', url });

const Url = z.string().startsWith(o);
const Instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
const Context = z.literal('https://schema.org');
const ImageObject = z.object({ '@type': z.literal('ImageObject'), url: Url });
const OrganizationRef = z.object({
  '@type': z.literal('Organization'),
  name: z.string().min(1),
  logo: ImageObject,
});
const Person = z.object({ '@type': z.literal('Person'), name: z.string().min(1) });

/** The shapes each type must have; a type the site emits without a schema here fails the test. */
const SCHEMAS: Record<string, z.ZodType> = {
  Organization: z.object({
    '@context': Context,
    '@type': z.literal('Organization'),
    name: z.string().min(1),
    url: Url,
    logo: ImageObject.extend({ width: z.number(), height: z.number() }),
  }),
  BreadcrumbList: z.object({
    '@context': Context,
    itemListElement: z
      .array(
        z.object({
          '@type': z.literal('ListItem'),
          position: z.number().int().positive(),
          name: z.string().min(1),
          item: Url,
        }),
      )
      .min(2),
  }),
  WebSite: z.object({
    '@context': Context,
    name: z.string().min(1),
    url: Url,
    publisher: OrganizationRef,
    potentialAction: z.object({ '@type': z.literal('SearchAction'), target: z.string().includes('{query}') }),
  }),
  Article: z.object({
    '@context': Context,
    headline: z.string().min(1),
    image: Url,
    datePublished: z.string().min(10),
    dateModified: Instant,
    publisher: OrganizationRef,
    mainEntityOfPage: z.object({ '@type': z.literal('WebPage'), '@id': Url }),
    author: Person,
  }),
  Course: z.object({
    '@context': Context,
    name: z.string().min(1),
    description: z.string().min(1),
    image: Url,
    dateModified: Instant,
    provider: OrganizationRef,
    hasPart: z.array(z.object({ '@type': z.literal('LearningResource'), name: z.string(), url: Url })).min(1),
  }),
  Chapter: z.object({
    '@context': Context,
    name: z.string().min(1),
    image: Url,
    dateModified: Instant,
    publisher: OrganizationRef,
    isPartOf: z.object({ '@type': z.literal('Book'), name: z.string().min(1) }),
  }),
  Place: z.object({
    '@context': Context,
    name: z.string().min(1),
    image: Url,
    geo: z.object({ '@type': z.literal('GeoCoordinates'), latitude: z.number(), longitude: z.number() }),
  }),
  CollectionPage: z.object({
    '@context': Context,
    name: z.string().min(1),
    url: Url,
  }),
  AboutPage: z.object({ '@context': Context, name: z.string().min(1) }),
  WebPage: z.object({ '@context': Context, name: z.string().min(1), publisher: OrganizationRef }),
  ImageGallery: z.object({ '@context': Context, name: z.string().min(1), image: z.array(Url).min(1) }),
  /** The Ashkenazi table: dishes named and explained, no ingredients, so no `Recipe`. */
  ItemList: z.object({
    '@context': Context,
    name: z.string().min(1),
    itemListElement: z
      .array(
        z.object({
          '@type': z.literal('ListItem'),
          item: z.object({
            '@type': z.literal('Thing'),
            name: z.string().min(1),
            description: z.string().min(1),
            image: Url,
          }),
        }),
      )
      .min(1),
  }),
  /** An exhibit made over a span of years: the span is its period, not a date of creation. */
  VisualArtwork: z.object({
    '@context': Context,
    name: z.string().min(1),
    image: Url,
    temporalCoverage: z.string().regex(/^\d{4}\/\d{4}$/),
    dateCreated: z.never().optional(),
  }),
};

/** The team page's people. */
const TeamPage = z.object({
  mainEntity: z
    .array(Person.extend({ jobTitle: z.string().min(1), image: Url, worksFor: OrganizationRef }))
    .min(1),
});

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}
const meta = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hrefLang="([^"]+)")? href="([^"]+)"`, 'g'))].map((m) =>
    m[1] ? `${m[1]} ${m[2]}` : (m[2] ?? ''),
  );

/** Every indexable page kind, in both languages where it has both. */
const PAGES = [
  ['/ru', ['WebSite', 'Organization']],
  ['/en', ['WebSite', 'Organization']],
  ['/ru/materials', ['CollectionPage', 'BreadcrumbList']],
  ['/en/courses', ['CollectionPage', 'BreadcrumbList']],
  ['/ru/materials/golem-legend', ['Article', 'BreadcrumbList']],
  ['/en/materials/golem-legend', ['Article', 'BreadcrumbList']],
  ['/ru/courses/shtetl-world', ['Course', 'BreadcrumbList']],
  ['/en/courses/shtetl-world', ['Course', 'BreadcrumbList']],
  ['/books', ['CollectionPage', 'BreadcrumbList']],
  ['/books?lang=en', ['CollectionPage', 'BreadcrumbList']],
  ['/books/articles/hanukkah-customs', ['Article', 'BreadcrumbList']],
  ['/books/articles/hanukkah-customs?lang=en', ['Article', 'BreadcrumbList']],
  ['/books/chapter/bereshit-in-the-beginning', ['Chapter', 'BreadcrumbList']],
  ['/books/chapter/bereshit-in-the-beginning?lang=en', ['Chapter', 'BreadcrumbList']],
  ['/ru/map', ['CollectionPage', 'BreadcrumbList']],
  ['/en/map', ['CollectionPage', 'BreadcrumbList']],
  ['/ru/map/odesa', ['Place', 'BreadcrumbList']],
  ['/en/map/odesa', ['Place', 'BreadcrumbList']],
  ['/ru/about-project', ['AboutPage', 'BreadcrumbList']],
  ['/en/politics', ['WebPage', 'BreadcrumbList']],
  ['/ru/about-team', ['AboutPage', 'BreadcrumbList']],
  ['/en/about-team', ['AboutPage', 'BreadcrumbList']],
  ['/ru/virtual-gallery', ['ImageGallery', 'BreadcrumbList']],
  ['/ru/virtual-gallery/kiddush-cup', ['VisualArtwork', 'BreadcrumbList']],
  ['/ru/ashkenazi-table', ['ItemList', 'BreadcrumbList']],
  ['/en/hashtags-landing', ['WebPage', 'BreadcrumbList']],
] as const;

for (const [url, types] of PAGES) {
  t.test(`${url}: share image, Open Graph locales and JSON-LD of its kind`, async (t) => {
    const response = await get(url);
    t.equal(response.statusCode, 200);
    const html = response.body;
    const [image] = meta(html, 'og:image');
    t.match(image, new RegExp(`^${o}/(storage/share/.+\\.jpg|share-(ru|en)\\.jpg)$`), 'og:image');
    const imagePath = (image ?? '').slice(o.length);
    const served = await get(imagePath);
    t.equal(served.statusCode, 200, `the share image ${imagePath} exists`);
    // A large preview needs at least 1200x630; the page names the size the image has.
    const size = await sharp(served.rawPayload).metadata();
    t.ok((size.width ?? 0) >= 1200 && (size.height ?? 0) >= 630, `${imagePath} is at least 1200x630`);
    t.same(
      [meta(html, 'og:image:width')[0], meta(html, 'og:image:height')[0]],
      [String(size.width), String(size.height)],
      'og:image:width and og:image:height name its size',
    );
    t.ok((meta(html, 'og:image:alt')[0] ?? '').length > 3, 'og:image:alt');
    if (!url.includes('virtual-gallery') && !url.includes('ashkenazi'))
      t.equal(meta(html, 'og:locale:alternate').length, 1, 'og:locale:alternate names the other language');

    const blocks = jsonLd(html);
    t.same(
      blocks.map((b) => b['@type']),
      types,
      'the JSON-LD types of the page',
    );
    for (const block of blocks) {
      const schema = SCHEMAS[String(block['@type'])];
      const parsed = schema?.safeParse(block);
      t.ok(parsed?.success, `${block['@type']} has its shape`, { issues: parsed?.error?.issues });
    }
    if (url.endsWith('about-team')) t.ok(TeamPage.safeParse(blocks[0]).success, 'a Person for each member');
  });
}

t.test('the site images are served', async (t) => {
  for (const path of ['/share-ru.jpg', '/share-en.jpg', '/logo.png']) {
    const response = await get(path);
    t.equal(response.statusCode, 200, path);
    t.match(response.headers['content-type'], /^image\//);
  }
});

t.test('an untranslated item: its English page is canonical to the Russian one, no pairs', async (t) => {
  const en = (await get('/en/materials/yiddish-proverbs')).body;
  t.same(links(en, 'canonical'), [`${o}/ru/materials/yiddish-proverbs`]);
  t.same(links(en, 'alternate'), [], 'no hreflang');
  t.same(meta(en, 'og:locale:alternate'), []);
  t.match(en, /<meta property="og:url" content="[^"]+\/ru\/materials\/yiddish-proverbs"/);
  const ru = (await get('/ru/materials/yiddish-proverbs')).body;
  t.same(links(ru, 'canonical'), [`${o}/ru/materials/yiddish-proverbs`]);
  t.same(links(ru, 'alternate'), [], 'the Russian page names no English alternate');
  const article = (await get('/books/articles/the-word-mestechko?lang=en')).body;
  t.same(links(article, 'canonical'), [`${o}/books/articles/the-word-mestechko`]);
  t.same(links(article, 'alternate'), []);
});

t.test('a translated item pairs its two languages', async (t) => {
  const en = (await get('/en/materials/golem-legend')).body;
  t.same(links(en, 'canonical'), [`${o}/en/materials/golem-legend`]);
  t.same(links(en, 'alternate'), [
    `ru ${o}/ru/materials/golem-legend`,
    `en ${o}/en/materials/golem-legend`,
    `x-default ${o}/ru/materials/golem-legend`,
  ]);
  t.same(meta(en, 'og:locale:alternate'), ['ru_RU']);
});

t.test('a filtered or sorted list is canonical to the plain list', async (t) => {
  const sorted = (await get('/ru/materials?filterBy=popular&orderBy=1')).body;
  t.same(links(sorted, 'canonical'), [`${o}/ru/materials`]);
  const plainPage = (await get('/ru/materials?page=1')).body;
  t.same(links(plainPage, 'canonical'), [`${o}/ru/materials?page=1`], 'a plain page keeps its number');
});
