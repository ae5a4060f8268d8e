/**
 * The items engagement rows point at: `{type}` of a call path → its table (docs/rules.md R1: a fixed
 * table, never text from the request), and the lookups every engagement write starts with.
 */
import type { ContentType } from '../../shared/constants.ts';
import type { Queryable } from './types.ts';

export const ITEM_TABLES: Record<ContentType, string> = {
  materials: 'materials',
  courses: 'courses',
  articles: 'articles',
  books: 'books',
  places: 'places',
};

/** The id of the published item with this slug, or undefined. */
export async function publishedIdBySlug(
  q: Queryable,
  type: ContentType,
  slug: string,
): Promise<number | undefined> {
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM ${ITEM_TABLES[type]} WHERE slug = $1 AND status = 'published'`,
    [slug],
  );
  return rows[0]?.id;
}

/** Whether a published item has this id. */
export async function isPublished(q: Queryable, type: ContentType, id: number): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM ${ITEM_TABLES[type]} WHERE id = $1 AND status = 'published'`, [
    id,
  ]);
  return rows.length > 0;
}
