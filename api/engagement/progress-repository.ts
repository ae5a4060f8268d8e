/**
 * Progress (docs/product.md#content-and-engagement, migration 0300): one row per user and material, upserted (R31). Opening makes
 * a material active; finishing it with "next" archives it, and a finished material stays finished when
 * it is opened again.
 */

import { isPublished } from '../db/items.ts';
import type { Db } from '../db/types.ts';

export type ProgressState = 'active' | 'archived';

export function createProgressRepository(db: Db) {
  return {
    /** False when no published material has this id. */
    record(userId: number, materialId: number, state: ProgressState): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await isPublished(tx, 'materials', materialId))) return false;
        // The reader paused their history (profile › my content, migration 0319): nothing is kept.
        const paused = await tx.query(
          'SELECT 1 FROM reader_settings WHERE user_id = $1 AND tracking_paused',
          [userId],
        );
        if (paused.length > 0) return true;
        await tx.query(
          state === 'archived'
            ? `INSERT INTO progress (user_id, material_id, state, archived_at) VALUES ($1, $2, 'archived', now())
               ON CONFLICT (user_id, material_id) DO UPDATE SET state = 'archived',
                 archived_at = COALESCE(progress.archived_at, now()), updated_at = now()`
            : `INSERT INTO progress (user_id, material_id, state) VALUES ($1, $2, 'active')
               ON CONFLICT (user_id, material_id) DO UPDATE SET updated_at = now()`,
          [userId, materialId],
        );
        return true;
      });
    },

    /** How many materials a user has opened and finished (profile and header counters). */
    async countsOf(userId: number): Promise<{ active: number; archived: number }> {
      const [row] = await db.query<{ active: number; archived: number }>(
        `SELECT count(*) FILTER (WHERE state = 'active')::int AS active,
                count(*) FILTER (WHERE state = 'archived')::int AS archived
         FROM progress WHERE user_id = $1`,
        [userId],
      );
      return { active: row?.active ?? 0, archived: row?.archived ?? 0 };
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
