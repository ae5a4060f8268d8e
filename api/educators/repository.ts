/**
 * The educators' reads and writes (docs/product.md#content-and-engagement): the hashtag catalogue of one locale (categories and
 * hashtags in the editors' order, each with the number of published items carrying it), the items of
 * a hashtag search by kind, the access flag of a user and the kept messages. Texts fall back to
 * Russian where a translation is missing, like every content read.
 */
import type { Locale } from '../../shared/locales.ts';
import { itemsSelect, type SearchItemRow, type SearchKind } from '../db/hashtag-items.ts';
import { translationOf } from '../db/sql.ts';
import type { Queryable } from '../db/types.ts';

export interface CatalogueRow extends Record<string, unknown> {
  category_id: number;
  category: string;
  id: number;
  name: string;
  count: number;
}

/** How many items of one kind a search answers at most: a wall a class can read through. */
export const SEARCH_ITEMS_PER_KIND = 200;

const CATALOGUE_SQL = `
WITH carried AS (
  SELECT unnest(hashtag_ids) AS id FROM materials WHERE status = 'published'
  UNION ALL SELECT unnest(hashtag_ids) FROM courses WHERE status = 'published'
  UNION ALL SELECT unnest(hashtag_ids) FROM articles WHERE status = 'published'
), counts AS (SELECT id, count(*)::int AS count FROM carried GROUP BY id)
SELECT c.id AS category_id, ct.name AS category, h.id, ht.name, coalesce(n.count, 0) AS count
FROM hashtag_categories c
JOIN LATERAL (${translationOf('hashtag_category_translations', 'category_id', 'c.id', '$1')}) ct ON true
JOIN hashtags h ON h.category_id = c.id
JOIN LATERAL (${translationOf('hashtag_translations', 'hashtag_id', 'h.id', '$1')}) ht ON true
LEFT JOIN counts n ON n.id = h.id
ORDER BY c.position, c.id, h.position, h.id`;

/** Items carrying any of the ids; those matching more of them first, then the newest. */
function searchSql(kind: SearchKind): string {
  return `${itemsSelect(kind)}
    WHERE x.status = 'published' AND x.hashtag_ids && $2::int[]
    ORDER BY (SELECT count(*) FROM unnest(x.hashtag_ids) AS h(id) WHERE h.id = ANY($2::int[])) DESC,
      x.publication_date DESC, x.id DESC
    LIMIT ${SEARCH_ITEMS_PER_KIND}`;
}

export function createEducatorsRepository(db: Queryable) {
  return {
    catalogue(lang: Locale): Promise<CatalogueRow[]> {
      return db.query<CatalogueRow>(CATALOGUE_SQL, [lang]);
    },

    search(kind: SearchKind, lang: Locale, hashtagIds: readonly number[]): Promise<SearchItemRow[]> {
      return db.query<SearchItemRow>(searchSql(kind), [lang, hashtagIds]);
    },

    async cardAccess(userId: number): Promise<number> {
      const [row] = await db.query<{ card_access: number }>('SELECT card_access FROM users WHERE id = $1', [
        userId,
      ]);
      return row?.card_access ?? 0;
    },

    async sender(userId: number): Promise<{ email: string; name: string; surname: string } | undefined> {
      const [row] = await db.query<{ email: string; name: string; surname: string }>(
        'SELECT email, name, surname FROM users WHERE id = $1',
        [userId],
      );
      return row;
    },

    async keepMessage(userId: number, content: string, mailedTo: string): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO educator_messages (user_id, content, mailed_to) VALUES ($1, $2, $3) RETURNING id',
        [userId, content, mailedTo],
      );
      if (!row) throw new Error('the message was not kept');
      return row.id;
    },
  };
}

export type EducatorsRepository = ReturnType<typeof createEducatorsRepository>;
