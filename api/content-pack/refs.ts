/** Slug → id lookups for the references between pack files, resolved inside the import transaction. */
import type { Queryable } from '../db/types.ts';
import { PackError } from './read.ts';
import { slugIds } from './upsert.ts';

export interface Refs {
  tags: Map<string, number>;
  hashtags: Map<string, number>;
  materials: Map<string, number>;
}

export async function loadRefs(tx: Queryable): Promise<Omit<Refs, 'materials'>> {
  return { tags: await slugIds(tx, 'tags'), hashtags: await slugIds(tx, 'hashtags') };
}

/** Ids for slugs in the given order; an unknown slug aborts the import (nothing is written). */
export function resolve(map: Map<string, number>, slugs: readonly string[], where: string): number[] {
  const missing = slugs.filter((slug) => !map.has(slug));
  if (missing.length > 0) throw new PackError(missing.map((slug) => `${where}: unknown slug "${slug}"`));
  return slugs.map((slug) => map.get(slug) as number);
}

/**
 * The columns every hashtagged item (material, course, article) is written with: its slug, status and
 * publication date, and its tags and hashtags as ids (`file` names it in a refusal).
 */
export function taggedItemColumns(
  file: string,
  item: { slug: string; status: string; publication_date: string; tags: string[]; hashtags: string[] },
  refs: Omit<Refs, 'materials'>,
) {
  return {
    slug: item.slug,
    status: item.status,
    publication_date: item.publication_date,
    tag_ids: resolve(refs.tags, item.tags, `${file}: tags`),
    hashtag_ids: resolve(refs.hashtags, item.hashtags, `${file}: hashtags`),
  };
}
