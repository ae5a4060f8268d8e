/**
 * `/sitemap.xml` (DESIGN §6): every indexable page of the route table in both locales with hreflang
 * alternates, and every material, course, place, article and book chapter. Built from the content
 * calls through the web tier's own data source (so through its cache), kept for a short while, one
 * build at a time; when a rebuild fails the previous sitemap is served.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../shared/constants.ts';
import type { DataSource } from '../../shared/data/source.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/href.ts';
import { type RouteId, routesById } from '../../shared/routes/tree.ts';
import { createServerDataSource } from '../data/server-source.ts';

export const SITEMAP_TTL_MS = 10 * 60 * 1000;
/** The list calls' largest page (RELIABILITY R2). */
const PAGE_SIZE = LIMITS.perPageMax;
/** One sitemap file holds at most 50 000 addresses (sitemaps.org); lists stop well before. */
const MAX_ITEMS_PER_KIND = 10_000;

export interface SitemapEntry {
  loc: string;
  /** Other language versions of the same page, for `xhtml:link rel="alternate"`. */
  alternates?: { hreflang: string; href: string }[];
}

export interface SitemapOptions {
  publicOrigin: string;
  /** A data source for one build; by default the loaders' own, through the content cache. */
  source?: () => DataSource;
  ttlMs?: number;
  now?: () => number;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, alternates }) => {
    const links = (alternates ?? [])
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(loc)}</loc>${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A localized page in each locale it exists in, each listing all of them as alternates. */
export function localizedEntries(
  origin: string,
  id: RouteId,
  params: Record<string, string> = {},
): SitemapEntry[] {
  const ruOnly = routesById.get(id)?.node.ruOnly === true;
  const locales: readonly Locale[] = ruOnly ? [DEFAULT_LOCALE] : LOCALES;
  const alternates: { hreflang: string; href: string }[] = locales.map((locale) => ({
    hreflang: locale,
    href: `${origin}${href(id, locale, params)}`,
  }));
  if (!ruOnly)
    alternates.push({ hreflang: 'x-default', href: `${origin}${href(id, DEFAULT_LOCALE, params)}` });
  return locales.map((locale) => ({ loc: `${origin}${href(id, locale, params)}`, alternates }));
}

/** Every page of a paged list call, until it says there is no more. */
async function allPages<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; hasMore: boolean }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page <= LIMITS.pageMax && items.length < MAX_ITEMS_PER_KIND; page += 1) {
    const answer = await fetchPage(page);
    items.push(...answer.items);
    if (!answer.hasMore || answer.items.length === 0) break;
  }
  return items;
}

export async function collectEntries(origin: string, source: DataSource): Promise<SitemapEntry[]> {
  const lang = DEFAULT_LOCALE;
  const list = { per_page: PAGE_SIZE, orderBy: 0, filterBy: 'date', lang } as const;
  const [materials, courses, articles, places, books] = await Promise.all([
    allPages(async (page) => {
      const r = await source.load('materials.list', { query: { ...list, page } });
      return { items: r.materials, hasMore: r.has_more };
    }),
    allPages(async (page) => {
      const r = await source.load('courses.list', { query: { ...list, page } });
      return { items: r.courses, hasMore: r.has_more };
    }),
    allPages(async (page) => {
      const r = await source.load('articles.list', { query: { page, per_page: PAGE_SIZE, lang } });
      return { items: r.articles, hasMore: r.has_more };
    }),
    source.load('places.list', { query: { lang } }),
    source.load('books.list', { query: { lang } }),
  ]);
  const bookItems = await Promise.all(
    books.books.map((book) => source.load('books.item', { params: { slug: book.slug }, query: { lang } })),
  );

  const entries: SitemapEntry[] = [];
  for (const [id, { node }] of routesById) {
    if (!node.indexable) continue;
    if (node.langQuery || routesById.get(id)?.pattern.startsWith('/:locale'))
      entries.push(...localizedEntries(origin, id as RouteId));
    else entries.push({ loc: `${origin}${href(id as RouteId, DEFAULT_LOCALE)}` });
  }
  for (const m of materials) entries.push(...localizedEntries(origin, 'material', { slug: m.slug }));
  for (const c of courses) entries.push(...localizedEntries(origin, 'course', { slug: c.slug }));
  for (const p of places.places) entries.push(...localizedEntries(origin, 'map-place', { slug: p.slug }));
  // The books area's English versions are `?lang=en` addresses (DESIGN §6), listed as alternates too.
  for (const a of articles) entries.push(...localizedEntries(origin, 'books-article', { slug: a.slug }));
  for (const book of bookItems) {
    for (const chapter of book.chapters) {
      entries.push(...localizedEntries(origin, 'books-chapter', { slug: chapter.slug }));
    }
  }
  return entries;
}

export async function sitemap(app: FastifyInstance, options: SitemapOptions) {
  const ttl = options.ttlMs ?? SITEMAP_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { body: Buffer; expires: number } | null = null;
  let building: Promise<Buffer> | null = null;
  const source =
    options.source ??
    (() => createServerDataSource({ content: app.contentLayer, log: app.log, requestId: randomUUID() }));

  const build = () => {
    building ??= collectEntries(options.publicOrigin, source())
      .then((entries) => {
        const body = Buffer.from(renderSitemap(entries));
        cached = { body, expires: now() + ttl };
        return body;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };

  app.get('/sitemap.xml', async (request, reply) => {
    let body = cached && cached.expires > now() ? cached.body : null;
    if (!body) {
      try {
        body = await build();
      } catch (error) {
        request.log.warn({ err: error }, 'sitemap build failed');
        if (!cached) {
          return reply
            .code(503)
            .header('Retry-After', '30')
            .type('text/plain; charset=utf-8')
            .send('Unavailable');
        }
        body = cached.body;
      }
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${Math.round(ttl / 1000)}`)
      .send(body);
  });
}
