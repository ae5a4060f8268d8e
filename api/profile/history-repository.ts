/**
 * The reader's history (migration 0319, docs/product.md#content-and-engagement): progress rows and saved positions, read back as
 * material cards with where the reader stopped, and the privacy controls (forget one, clear, pause).
 * A position is the chapter's place in reading order and a fraction of it, so it survives a
 * translation with other chapter ids and a material whose chapters were changed since (the chapter is
 * clamped to the last one). Drafts and deleted materials drop out of every list: deleted ones by
 * the foreign keys' cascade, drafts by the `published` filter, so a reader never gets a dead link.
 */
import type { Locale } from '../../shared/locales.ts';
import type { MaterialCardRow } from '../db/cards.ts';
import { materialCardsSql } from '../db/cards.ts';
import type { Db, Queryable } from '../db/types.ts';

const ISO = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type ResumeRow = {
  chapter: number;
  fraction: number;
  anchor: number | null;
  updated_at: string;
};

export type HistoryRow = {
  material_id: number;
  state: 'active' | 'archived';
  opened_at: string;
  updated_at: string;
  resume: ResumeRow | null;
};

/**
 * The saved position of `m.id` for the reader `$userParam`, in the language `$langParam`: the
 * chapter index clamped to the chapters there are now, and that chapter's id as the anchor.
 */
export function resumeJson(materialExpr: string, userParam: string, langParam: string): string {
  return `(SELECT json_build_object(
      'chapter', LEAST(rp.chapter, GREATEST(ch.n - 1, 0)),
      'fraction', CASE WHEN rp.chapter > GREATEST(ch.n - 1, 0) THEN 0 ELSE rp.fraction END,
      'anchor', (SELECT mc.id FROM material_chapters mc
                 WHERE mc.material_id = rp.material_id AND mc.locale = ch.locale
                 ORDER BY mc.position OFFSET LEAST(rp.chapter, GREATEST(ch.n - 1, 0)) LIMIT 1),
      'updated_at', ${ISO('rp.updated_at')})
    FROM reading_positions rp
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, min(mc.locale) AS locale FROM material_chapters mc
      WHERE mc.material_id = rp.material_id AND mc.locale = (
        SELECT CASE WHEN EXISTS (SELECT 1 FROM material_chapters x WHERE x.material_id = rp.material_id
          AND x.locale = ${langParam}) THEN ${langParam} ELSE 'ru' END)
    ) ch
    WHERE rp.user_id = ${userParam} AND rp.material_id = ${materialExpr})`;
}

export function createHistoryRepository(db: Db) {
  async function paused(q: Queryable, userId: number): Promise<boolean> {
    const rows = await q.query<{ paused: boolean }>(
      'SELECT tracking_paused AS paused FROM reader_settings WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.paused ?? false;
  }

  return {
    paused: (userId: number) => paused(db, userId),

    async setPaused(userId: number, value: boolean): Promise<void> {
      await db.query(
        `INSERT INTO reader_settings (user_id, tracking_paused) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET tracking_paused = $2, updated_at = now()`,
        [userId, value],
      );
    },

    /**
     * Keeps the position and marks the material opened, in one transaction; false when tracking is
     * paused or no published material has this id (then nothing is written).
     */
    savePosition(
      userId: number,
      input: { materialId: number; chapter: number; fraction: number },
    ): Promise<'saved' | 'paused' | 'missing'> {
      return db.transaction(async (tx) => {
        if (await paused(tx, userId)) return 'paused';
        const found = await tx.query(`SELECT 1 FROM materials WHERE id = $1 AND status = 'published'`, [
          input.materialId,
        ]);
        if (found.length === 0) return 'missing';
        await tx.query(
          `INSERT INTO reading_positions (user_id, material_id, chapter, fraction) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, material_id) DO UPDATE SET chapter = $3, fraction = $4, updated_at = now()`,
          [userId, input.materialId, input.chapter, input.fraction],
        );
        await tx.query(
          `INSERT INTO progress (user_id, material_id, state) VALUES ($1, $2, 'active')
           ON CONFLICT (user_id, material_id) DO UPDATE SET updated_at = now()`,
          [userId, input.materialId],
        );
        return 'saved';
      });
    },

    async position(userId: number, materialId: number, lang: Locale): Promise<ResumeRow | null> {
      const rows = await db.query<{ resume: ResumeRow | null }>(
        `SELECT ${resumeJson('$2', '$1', '$3')} AS resume`,
        [userId, materialId, lang],
      );
      return rows[0]?.resume ?? null;
    },

    /** Progress and positions of published materials, most recent first (`unfinishedOnly`: the shelf). */
    async history(
      userId: number,
      lang: Locale,
      options: { limit: number; unfinishedOnly?: boolean },
    ): Promise<{ rows: HistoryRow[]; cards: MaterialCardRow[] }> {
      const rows = await db.query<HistoryRow>(
        `SELECT p.material_id, p.state, ${ISO('p.opened_at')} AS opened_at,
           ${ISO('GREATEST(p.updated_at, coalesce(rp.updated_at, p.updated_at))')} AS updated_at,
           ${resumeJson('p.material_id', '$1', '$2')} AS resume
         FROM progress p JOIN materials m ON m.id = p.material_id AND m.status = 'published'
         LEFT JOIN reading_positions rp ON rp.user_id = p.user_id AND rp.material_id = p.material_id
         WHERE p.user_id = $1 ${options.unfinishedOnly ? `AND p.state = 'active' AND rp.material_id IS NOT NULL` : ''}
         ORDER BY GREATEST(p.updated_at, coalesce(rp.updated_at, p.updated_at)) DESC, p.material_id DESC
         LIMIT $3`,
        [userId, lang, options.limit],
      );
      const cards = await materialCards(
        db,
        rows.map((row) => row.material_id),
        lang,
      );
      return { rows, cards };
    },

    /** Forgets one material: its progress and its position. */
    async forget(userId: number, materialId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const a = await tx.query('DELETE FROM progress WHERE user_id = $1 AND material_id = $2 RETURNING 1', [
          userId,
          materialId,
        ]);
        const b = await tx.query(
          'DELETE FROM reading_positions WHERE user_id = $1 AND material_id = $2 RETURNING 1',
          [userId, materialId],
        );
        return a.length + b.length > 0;
      });
    },

    async clear(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM progress WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM reading_positions WHERE user_id = $1', [userId]);
      });
    },
  };
}

/** Material cards for these ids, in this order (one statement). */
export function materialCards(
  q: Queryable,
  ids: readonly number[],
  lang: Locale,
): Promise<MaterialCardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return q.query<MaterialCardRow>(
    materialCardsSql('SELECT x.id, x.ord FROM unnest($2::int[]) WITH ORDINALITY AS x(id, ord)', '$1'),
    [lang, ids],
  );
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
