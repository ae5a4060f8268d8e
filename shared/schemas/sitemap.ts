/**
 * The sitemap's reads: the catalogue split into files by id, and one file's items read in
 * pages by id (keyset), so a sitemap of any size is built without holding the catalogue in memory.
 */
import { z } from 'zod';
import { Lang } from './common.ts';

/** The kinds of item that have a page each, as the sitemap files name them. */
export const SITEMAP_KINDS = ['materials', 'courses', 'articles', 'places', 'chapters'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The protocol's limit of addresses in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** The most items one `sitemap.entries` answer carries. */
export const SITEMAP_ENTRIES_MAX = 1000;

function boundedInt(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/, 'expected an integer')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `expected an integer from ${min} to ${max}`);
}

export const SitemapKindParams = z.strictObject({ kind: z.enum(SITEMAP_KINDS) });

export const SitemapFilesQuery = z.strictObject({
  /** Items per file. */
  per_file: boundedInt(1, SITEMAP_MAX_URLS),
});

export const SitemapFile = z.object({
  first_id: z.number().int(),
  last_id: z.number().int(),
  count: z.number().int(),
  /** The latest change of any item in the file, ISO instant. */
  lastmod: z.string(),
});
export const SitemapFilesResponse = z.object({ files: z.array(SitemapFile) });

export const SitemapEntriesQuery = z.strictObject({
  /** Items with an id above this one (0: from the start). */
  after: boundedInt(0, 2_147_483_647),
  /** ...up to and including this one. */
  until: boundedInt(1, 2_147_483_647),
  limit: boundedInt(1, SITEMAP_ENTRIES_MAX),
});

export const SitemapEntry = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** ISO instant of the item's or a translation's last change. */
  updated_at: z.string(),
  /** The locales the item is written in, Russian first. */
  translations: z.array(Lang),
});
export type SitemapEntry = z.infer<typeof SitemapEntry>;
export const SitemapEntriesResponse = z.object({ entries: z.array(SitemapEntry) });
