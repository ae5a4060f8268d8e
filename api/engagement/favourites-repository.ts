/**
 * Favourites (migration 0300, docs/rules.md R31): one row per user and item, so an add is an insert that
 * does nothing the second time and a delete is idempotent; the lists and counts the caller gets back
 * are read from the database in the same transaction, never computed from the request.
 */
import type { FavouriteType } from '../../shared/logic/favourites.ts';
import { isPublished } from '../db/items.ts';
import type { Db, Queryable } from '../db/types.ts';

/** The favourite `type` of the call (docs/product.md#content-model) → the content type the rows name. */
const ITEM_TYPE = { material: 'materials', courses: 'courses' } as const satisfies Record<
  FavouriteType,
  string
>;

export interface FavouriteLists {
  favoriteMaterials: number[];
  favoriteCourses: number[];
}

async function listsOf(q: Queryable, userId: number): Promise<FavouriteLists> {
  const rows = await q.query<{ item_type: string; item_id: number }>(
    'SELECT item_type, item_id FROM favourites WHERE user_id = $1 ORDER BY created_at, item_id',
    [userId],
  );
  const of = (type: string) => rows.filter((row) => row.item_type === type).map((row) => row.item_id);
  return { favoriteMaterials: of('materials'), favoriteCourses: of('courses') };
}

export function createFavouritesRepository(db: Db) {
  return {
    /** Undefined when an added item does not exist (deleting is allowed for any id). */
    change(
      userId: number,
      type: FavouriteType,
      itemId: number,
      action: 'add' | 'delete',
    ): Promise<FavouriteLists | undefined> {
      const itemType = ITEM_TYPE[type];
      return db.transaction(async (tx) => {
        if (action === 'add') {
          if (!(await isPublished(tx, itemType, itemId))) return undefined;
          await tx.query(
            `INSERT INTO favourites (user_id, item_type, item_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
            [userId, itemType, itemId],
          );
        } else {
          await tx.query('DELETE FROM favourites WHERE user_id = $1 AND item_type = $2 AND item_id = $3', [
            userId,
            itemType,
            itemId,
          ]);
        }
        return listsOf(tx, userId);
      });
    },

    /** A user's favourites, for the user call (`GET /api/user`, docs/architecture.md#the-call-contract). */
    listsOf(userId: number): Promise<FavouriteLists> {
      return listsOf(db, userId);
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
