/**
 * Like and share rows and the counters they justify (migration 0006, R31). The item check, the
 * deduplicating insert and the counter update run in one transaction; the unique indexes decide
 * between concurrent duplicates, so 20 parallel likes by one visitor add exactly one.
 */
import type { ContentType } from '../../shared/constants.ts';
import type { Db } from '../db/types.ts';

/** `{type}` of the call path → table (R1: a fixed table, never text from the request). */
const TABLES: Record<ContentType, string> = {
  materials: 'materials',
  courses: 'courses',
  articles: 'articles',
  books: 'books',
  places: 'places',
};

export type CountResult = { counted: boolean; count: number } | undefined;

export function createEngagementRepository(db: Db) {
  return {
    /** Undefined when no published item has this id. */
    like(type: ContentType, id: number, voterKey: string | null, ip: string): Promise<CountResult> {
      const table = TABLES[type];
      return db.transaction(async (tx) => {
        const items = await tx.query<{ id: number }>(
          `SELECT id FROM ${table} WHERE id = $1 AND status = 'published'`,
          [id],
        );
        if (items.length === 0) return undefined;
        const inserted = await tx.query(
          `INSERT INTO likes (item_type, item_id, voter_key, ip, like_day)
           VALUES ($1, $2, $3, $4::inet, (now() AT TIME ZONE 'UTC')::date)
           ON CONFLICT DO NOTHING RETURNING id`,
          [type, id, voterKey, ip],
        );
        const counted = inserted.length > 0;
        const rows = await tx.query<{ count: number }>(
          counted
            ? `UPDATE ${table} SET like_count = like_count + 1 WHERE id = $1 RETURNING like_count AS count`
            : `SELECT like_count AS count FROM ${table} WHERE id = $1`,
          [id],
        );
        return { counted, count: rows[0]?.count ?? 0 };
      });
    },

    /** Undefined when no published item has this slug. */
    share(type: ContentType, slug: string, ip: string): Promise<CountResult> {
      const table = TABLES[type];
      return db.transaction(async (tx) => {
        const items = await tx.query<{ id: number }>(
          `SELECT id FROM ${table} WHERE slug = $1 AND status = 'published'`,
          [slug],
        );
        const id = items[0]?.id;
        if (id === undefined) return undefined;
        const inserted = await tx.query(
          `INSERT INTO shares (item_type, item_id, ip, share_hour) VALUES ($1, $2, $3::inet, date_trunc('hour', now()))
           ON CONFLICT DO NOTHING RETURNING id`,
          [type, id, ip],
        );
        const counted = inserted.length > 0;
        const rows = await tx.query<{ count: number }>(
          counted
            ? `UPDATE ${table} SET share_count = share_count + 1 WHERE id = $1 RETURNING share_count AS count`
            : `SELECT share_count AS count FROM ${table} WHERE id = $1`,
          [id],
        );
        return { counted, count: rows[0]?.count ?? 0 };
      });
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
