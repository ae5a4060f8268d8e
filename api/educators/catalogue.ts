/**
 * The hashtag catalogue of one locale, kept in memory like the web tier keeps tags (docs/architecture.md#the-content-cache): every
 * hashtag call of the tool reads it (suggestions, the category table, the flat list), and it changes
 * only when a content pack is imported, so it is read from the database at most once per locale per
 * HASHTAG_CATALOGUE_TTL_SECONDS (0: every time). Concurrent misses share one read.
 */
import { LRUCache } from 'lru-cache';
import type { Locale } from '../../shared/locales.ts';
import type { HashtagCategory } from '../../shared/schemas/educators.ts';
import type { EducatorsRepository } from './repository.ts';

export interface Catalogue {
  read(lang: Locale): Promise<HashtagCategory[]>;
}

async function readCatalogue(repository: EducatorsRepository, lang: Locale): Promise<HashtagCategory[]> {
  const rows = await repository.catalogue(lang);
  const categories = new Map<number, HashtagCategory>();
  for (const row of rows) {
    let category = categories.get(row.category_id);
    if (!category) {
      category = { id: row.category_id, name: row.category, hashtags: [] };
      categories.set(row.category_id, category);
    }
    category.hashtags.push({ id: row.id, name: row.name, count: row.count });
  }
  return [...categories.values()];
}

export function createCatalogue(repository: EducatorsRepository, ttlSeconds: number): Catalogue {
  if (ttlSeconds === 0) return { read: (lang) => readCatalogue(repository, lang) };
  const cache = new LRUCache<Locale, HashtagCategory[]>({
    max: 4,
    ttl: ttlSeconds * 1000,
    fetchMethod: (lang) => readCatalogue(repository, lang),
  });
  return {
    async read(lang) {
      const categories = await cache.fetch(lang);
      if (!categories) throw new Error(`the hashtag catalogue of ${lang} could not be read`);
      return categories;
    },
  };
}
