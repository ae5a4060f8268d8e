/**
 * Reviews (migration 0340; docs/rules.md R4, R17, R31): one row per reader and item, saved by an upsert
 * (so saving twice edits, and two parallel saves leave one row), deleted by the reader. The item's
 * count and rating sum change in the same transaction (the table's trigger), so the summary read back
 * here is the one every card and page shows next.
 */
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.ts';
import type { ReviewType } from '../../shared/logic/reviews.ts';
import type { RatingSummary } from '../../shared/schemas/reviews.ts';
import { publishedIdBySlug } from '../db/items.ts';
import { translationOf } from '../db/sql.ts';
import type { Db, Queryable } from '../db/types.ts';

export type ReviewRow = { rating: number; text: string | null; created_at: string; updated_at: string };
export type MyReviewRow = ReviewRow & { type: ReviewType; slug: string; title: string; fallback: boolean };

/** A review type is also its item table (a fixed name, never text from the request: R1). */
const TABLES: Record<ReviewType, string> = { materials: 'materials', courses: 'courses' };
const TRANSLATIONS: Record<ReviewType, [table: string, key: string]> = {
  materials: ['material_translations', 'material_id'],
  courses: ['course_translations', 'course_id'],
};

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const REVIEW_COLUMNS = `r.rating::int AS rating, r.body AS text, ${iso('r.created_at')} AS created_at,
  ${iso('r.updated_at')} AS updated_at`;

async function summaryOf(q: Queryable, type: ReviewType, itemId: number): Promise<RatingSummary> {
  const [row] = await q.query<RatingSummary>(
    `SELECT round(review_sum::numeric / NULLIF(review_count, 0), 1)::float8 AS average, review_count AS count
     FROM ${TABLES[type]} WHERE id = $1`,
    [itemId],
  );
  return row ?? { average: null, count: 0 };
}

/** The reader's reviews of one kind with their items' titles, as one SELECT of a UNION. */
function mineOfType(type: ReviewType): string {
  const [table, key] = TRANSLATIONS[type];
  return `SELECT ${REVIEW_COLUMNS}, '${type}' AS type, i.slug, t.title, t.locale <> $2 AS fallback, r.updated_at AS sort_at
    FROM reviews r JOIN ${TABLES[type]} i ON i.id = r.item_id AND i.status = 'published'
    JOIN LATERAL (${translationOf(table, key, 'i.id', '$2')}) t ON true
    WHERE r.user_id = $1 AND r.item_type = '${type}'`;
}

export function createReviewsRepository(db: Db) {
  return {
    /** Undefined when no published item has this slug. */
    async mine(userId: number, type: ReviewType, slug: string) {
      const itemId = await publishedIdBySlug(db, type, slug);
      if (itemId === undefined) return undefined;
      const [review] = await db.query<ReviewRow>(
        `SELECT ${REVIEW_COLUMNS} FROM reviews r WHERE r.user_id = $1 AND r.item_type = $2 AND r.item_id = $3`,
        [userId, type, itemId],
      );
      return { review: review ?? null, summary: await summaryOf(db, type, itemId) };
    },

    /** Creates or edits the reader's review; undefined when no published item has this slug. */
    save(userId: number, type: ReviewType, slug: string, input: { rating: number; text: string | null }) {
      return db.transaction(async (tx) => {
        const itemId = await publishedIdBySlug(tx, type, slug);
        if (itemId === undefined) return undefined;
        const [review] = await tx.query<ReviewRow>(
          `INSERT INTO reviews AS r (user_id, item_type, item_id, rating, body) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, item_type, item_id)
             DO UPDATE SET rating = EXCLUDED.rating, body = EXCLUDED.body, updated_at = now()
           RETURNING ${REVIEW_COLUMNS}`,
          [userId, type, itemId, input.rating, input.text],
        );
        if (!review) throw new Error('the review upsert returned no row');
        return { review, summary: await summaryOf(tx, type, itemId) };
      });
    },

    /** Deletes the reader's review; undefined when no published item has this slug. */
    remove(userId: number, type: ReviewType, slug: string) {
      return db.transaction(async (tx) => {
        const itemId = await publishedIdBySlug(tx, type, slug);
        if (itemId === undefined) return undefined;
        const gone = await tx.query(
          'DELETE FROM reviews WHERE user_id = $1 AND item_type = $2 AND item_id = $3 RETURNING 1',
          [userId, type, itemId],
        );
        return { deleted: gone.length > 0, summary: await summaryOf(tx, type, itemId) };
      });
    },

    /** The reader's reviews of published items, the last edited first. */
    listByUser(userId: number, lang: Locale): Promise<MyReviewRow[]> {
      return db.query<MyReviewRow>(
        `SELECT rating, text, created_at, updated_at, type, slug, title, fallback
         FROM (${mineOfType('materials')} UNION ALL ${mineOfType('courses')}) mine
         ORDER BY sort_at DESC, type, slug`,
        [userId, lang ?? DEFAULT_LOCALE],
      );
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
