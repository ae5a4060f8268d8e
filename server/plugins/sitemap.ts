/**
 * The sitemap (docs/architecture.md#rendering): `/sitemap.xml` is a sitemap index of files under the
 * protocol's limits (50 000 addresses, 50 MB). `/sitemaps/pages.xml` holds the route table's indexable pages;
 * `/sitemaps/{kind}-{n}.xml` the items of one kind, cut by id into files of at most `urlsPerFile` addresses.
 * Each address is a page that exists and is indexable: an item is listed in the locales it is written in (an
 * untranslated item's English address is canonical to the Russian one, so it is not listed), with hreflang
 * alternates only between real translations and its `<lastmod>`. An item file is streamed while its items are
 * read from the API a page at a time, so the catalogue is never held in memory. The list of files is kept for
 * a short while, one build at a time, and the last good one is served when a rebuild fails.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from '../../shared/data/source.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/href.ts';
import { type RouteId, routesById } from '../../shared/routes/tree.ts';
import {
  type SitemapEntry as ItemEntry,
  SITEMAP_ENTRIES_MAX,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  type SitemapKind,
} from '../../shared/schemas/sitemap.ts';
import { createServerDataSource } from '../data/server-source.ts';

export const SITEMAP_TTL_MS = 10 * 60 * 1000;

/** The page each kind's items have, by route id. */
const ITEM_ROUTE: Record<SitemapKind, RouteId> = {
  materials: 'material',
  courses: 'course',
  articles: 'books-article',
  places: 'map-place',
  chapters: 'books-chapter',
};

/** The static pages of the content API, whose translations and last change the pages file reads. */
const STATIC_PAGES = ['about-project', 'politics', 'terms'] as const;

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** Other language versions of the same page, for `xhtml:link rel="alternate"`. */
  alternates?: { hreflang: string; href: string }[];
}

export interface SitemapOptions {
  publicOrigin: string;
  /** A data source for one build; by default the loaders' own, through the content cache. */
  source?: () => DataSource;
  ttlMs?: number;
  now?: () => number;
  /** Addresses per file (at most the protocol's 50 000); tests make it small to prove the paging. */
  urlsPerFile?: number;
  /** Items read from the API per call while a file streams. */
  pageSize?: number;
}

interface SitemapFileRef {
  name: string;
  lastmod: string;
  kind?: SitemapKind;
  firstId?: number;
  lastId?: number;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

export function renderUrl({ loc, lastmod, alternates }: SitemapEntry): string {
  const links = (alternates ?? [])
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
    .join('');
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}${links}</url>\n`;
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  return `${URLSET_OPEN}${entries.map(renderUrl).join('')}${URLSET_CLOSE}`;
}

export function renderSitemapIndex(origin: string, files: readonly SitemapFileRef[]): string {
  const items = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file.name}`)}</loc><lastmod>${escapeXml(file.lastmod)}</lastmod></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`;
}

/**
 * A page in each locale it is written in, each listing the others as alternates (with x-default)
 * when there is more than one.
 */
export function localizedEntries(
  origin: string,
  id: RouteId,
  params: Record<string, string> = {},
  { translations, lastmod }: { translations?: readonly Locale[]; lastmod?: string } = {},
): SitemapEntry[] {
  const ruOnly = routesById.get(id)?.node.ruOnly === true;
  const locales = (ruOnly ? [DEFAULT_LOCALE] : LOCALES).filter(
    (l) => !translations || translations.includes(l),
  );
  const alternates =
    locales.length > 1
      ? [
          ...locales.map((locale) => ({ hreflang: locale, href: `${origin}${href(id, locale, params)}` })),
          { hreflang: 'x-default', href: `${origin}${href(id, DEFAULT_LOCALE, params)}` },
        ]
      : undefined;
  return locales.map((locale) => ({ loc: `${origin}${href(id, locale, params)}`, lastmod, alternates }));
}

function itemEntries(origin: string, kind: SitemapKind, item: ItemEntry): SitemapEntry[] {
  return localizedEntries(
    origin,
    ITEM_ROUTE[kind],
    { slug: item.slug },
    {
      translations: item.translations,
      lastmod: item.updated_at,
    },
  );
}

function latest(dates: readonly string[]): string {
  // ISO instants in UTC sort as text.
  return [...dates].sort().at(-1) ?? '1970-01-01T00:00:00Z';
}

/** The route table's indexable pages; lists and the main page changed when the newest item did. */
export async function pageEntries(
  origin: string,
  source: DataSource,
  catalogueLastmod: string,
): Promise<SitemapEntry[]> {
  const [gallery, statics] = await Promise.all([
    source.load('gallery.list', { query: { lang: DEFAULT_LOCALE } }),
    Promise.all(
      STATIC_PAGES.map(
        async (slug) =>
          [
            slug,
            await source.load('pages.item', { params: { slug }, query: { lang: DEFAULT_LOCALE } }),
          ] as const,
      ),
    ).then((pages) => new Map(pages)),
  ]);
  const entries: SitemapEntry[] = [];
  for (const [id, { node, pattern }] of routesById) {
    if (!node.indexable) continue;
    const page = statics.get(id as (typeof STATIC_PAGES)[number]);
    const facts = page
      ? { translations: page.translations, lastmod: page.updated_at }
      : { lastmod: catalogueLastmod };
    if (node.langQuery || pattern.startsWith('/:locale'))
      entries.push(...localizedEntries(origin, id as RouteId, {}, facts));
    else entries.push({ loc: `${origin}${href(id as RouteId, DEFAULT_LOCALE)}`, lastmod: facts.lastmod });
  }
  // Each gallery exhibit has an address of its own (its title and share image), Russian only.
  for (const exhibit of gallery.exhibits) {
    entries.push(
      ...localizedEntries(
        origin,
        'virtual-gallery-exhibit',
        { slug: exhibit.slug },
        { lastmod: catalogueLastmod },
      ),
    );
  }
  return entries;
}

/** Every sitemap file: the pages file, then each kind's files, with their last change. */
export async function listFiles(source: DataSource, urlsPerFile: number): Promise<SitemapFileRef[]> {
  // An item has at most one address per locale, so a file of this many items stays under the cap.
  const perFile = Math.max(1, Math.floor(urlsPerFile / LOCALES.length));
  const byKind = await Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const { files } = await source.load('sitemap.files', {
        params: { kind },
        query: { per_file: perFile },
      });
      return files.map(
        (file, index): SitemapFileRef => ({
          name: `${kind}-${index + 1}.xml`,
          lastmod: file.lastmod,
          kind,
          firstId: file.first_id,
          lastId: file.last_id,
        }),
      );
    }),
  );
  const items = byKind.flat();
  return [{ name: 'pages.xml', lastmod: latest(items.map((f) => f.lastmod)) }, ...items];
}

/** One kind's file as a stream of XML, reading its items page by page; the first page is read first. */
async function streamItemFile(
  origin: string,
  source: DataSource,
  file: Required<Pick<SitemapFileRef, 'kind' | 'firstId' | 'lastId'>>,
  pageSize: number,
): Promise<Readable> {
  const { kind, firstId, lastId } = file;
  const read = async (after: number) =>
    (
      await source.load('sitemap.entries', {
        params: { kind },
        query: { after, until: lastId, limit: pageSize },
      })
    ).entries;
  // The first page is read before the answer starts, so an unavailable API is a 503, not a cut file.
  const first = await read(firstId - 1);
  async function* xml() {
    yield URLSET_OPEN;
    let page = first;
    while (page.length > 0) {
      yield page.flatMap((item) => itemEntries(origin, kind, item).map(renderUrl)).join('');
      const last = page[page.length - 1];
      if (page.length < pageSize || !last || last.id >= lastId) break;
      page = await read(last.id);
    }
    yield URLSET_CLOSE;
  }
  return Readable.from(xml());
}

export async function sitemap(app: FastifyInstance, options: SitemapOptions) {
  const ttl = options.ttlMs ?? SITEMAP_TTL_MS;
  const now = options.now ?? Date.now;
  const origin = options.publicOrigin;
  const urlsPerFile = Math.min(options.urlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const pageSize = Math.min(options.pageSize ?? SITEMAP_ENTRIES_MAX, SITEMAP_ENTRIES_MAX);
  const maxAge = `public, max-age=${Math.round(ttl / 1000)}`;
  let cached: { files: SitemapFileRef[]; expires: number } | null = null;
  let building: Promise<SitemapFileRef[]> | null = null;
  const source =
    options.source ??
    (() => createServerDataSource({ content: app.contentLayer, log: app.log, requestId: randomUUID() }));

  /** The list of files, fresh or rebuilt; the last good one when a rebuild fails. */
  const files = async (log: FastifyInstance['log']): Promise<SitemapFileRef[] | null> => {
    if (cached && cached.expires > now()) return cached.files;
    building ??= listFiles(source(), urlsPerFile)
      .then((list) => {
        cached = { files: list, expires: now() + ttl };
        return list;
      })
      .finally(() => {
        building = null;
      });
    try {
      return await building;
    } catch (error) {
      log.warn({ err: error }, 'sitemap build failed');
      return cached?.files ?? null;
    }
  };

  const unavailable = (reply: import('fastify').FastifyReply) =>
    reply.code(503).header('Retry-After', '30').type('text/plain; charset=utf-8').send('Unavailable');
  const notFound = (reply: import('fastify').FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  app.get('/sitemap.xml', async (request, reply) => {
    const list = await files(request.log);
    if (!list) return unavailable(reply);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', maxAge)
      .send(renderSitemapIndex(origin, list));
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const list = await files(request.log);
    if (!list) return unavailable(reply);
    const file = list.find((f) => f.name === request.params.name);
    if (!file) return notFound(reply);
    try {
      const body =
        file.kind && file.firstId !== undefined && file.lastId !== undefined
          ? await streamItemFile(
              origin,
              source(),
              { kind: file.kind, firstId: file.firstId, lastId: file.lastId },
              pageSize,
            )
          : renderSitemap(await pageEntries(origin, source(), file.lastmod));
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', maxAge).send(body);
    } catch (error) {
      request.log.warn({ err: error, file: file.name }, 'sitemap file failed');
      return unavailable(reply);
    }
  });
}
