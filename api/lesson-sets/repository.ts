/**
 * Lesson sets' reads and writes (migration 0343). Every owner statement names the owner, so a set of
 * another user is simply not found. Items are references (kind, id): counts and the shared page read
 * the items that are published now, so a removed or unpublished one drops out by itself.
 */
import type { Locale } from '../../shared/locales.ts';
import type { LessonSetItemRef, LessonSetKind } from '../../shared/schemas/lesson-sets.ts';
import { itemsSelect, type SearchItemRow } from '../db/hashtag-items.ts';
import type { Queryable } from '../db/types.ts';

export interface SetRow extends Record<string, unknown> {
  id: number;
  name: string;
  count: number;
  share_token: string | null;
  created_at: string;
  updated_at: string;
}

/** Whether an item reference points at a published item now (`i` is a lesson_set_items row). */
const PUBLISHED_ITEM = `CASE i.kind
  WHEN 'materials' THEN EXISTS (SELECT 1 FROM materials x WHERE x.id = i.item_id AND x.status = 'published')
  WHEN 'courses' THEN EXISTS (SELECT 1 FROM courses x WHERE x.id = i.item_id AND x.status = 'published')
  WHEN 'articles' THEN EXISTS (SELECT 1 FROM articles x WHERE x.id = i.item_id AND x.status = 'published')
END`;

const SET_COLUMNS = `s.id, s.name, s.share_token,
  to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at,
  (SELECT count(*)::int FROM lesson_set_items i WHERE i.set_id = s.id AND ${PUBLISHED_ITEM}) AS count`;

const TABLES: Record<LessonSetKind, string> = {
  materials: 'materials',
  courses: 'courses',
  articles: 'articles',
};

export const lessonSetsRepository = {
  list(q: Queryable, userId: number): Promise<SetRow[]> {
    return q.query<SetRow>(
      `SELECT ${SET_COLUMNS} FROM lesson_sets s WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`,
      [userId],
    );
  },

  async one(q: Queryable, userId: number, id: number): Promise<SetRow | undefined> {
    const [row] = await q.query<SetRow>(
      `SELECT ${SET_COLUMNS} FROM lesson_sets s WHERE s.id = $1 AND s.user_id = $2`,
      [id, userId],
    );
    return row;
  },

  /** Locks the owner's row, so two concurrent creations cannot both pass the per-account limit. */
  async lockOwner(q: Queryable, userId: number): Promise<void> {
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  },

  /** Locks one of the owner's sets for a change of its items; undefined when it is not theirs. */
  async lockSet(q: Queryable, userId: number, id: number): Promise<{ id: number } | undefined> {
    const [row] = await q.query<{ id: number }>(
      'SELECT id FROM lesson_sets WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [id, userId],
    );
    return row;
  },

  async countSets(q: Queryable, userId: number): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lesson_sets WHERE user_id = $1',
      [userId],
    );
    return row?.n ?? 0;
  },

  async insertSet(q: Queryable, userId: number, name: string, token: string): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      'INSERT INTO lesson_sets (user_id, name, share_token) VALUES ($1, $2, $3) RETURNING id',
      [userId, name, token],
    );
    if (!row) throw new Error('the lesson set was not kept');
    return row.id;
  },

  /** The references that point at published items now, in the order given. */
  async published(q: Queryable, refs: readonly LessonSetItemRef[]): Promise<LessonSetItemRef[]> {
    const live = new Set<string>();
    for (const kind of Object.keys(TABLES) as LessonSetKind[]) {
      const ids = refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
      if (ids.length === 0) continue;
      const rows = await q.query<{ id: number }>(
        `SELECT id FROM ${TABLES[kind]} WHERE id = ANY($1::int[]) AND status = 'published'`,
        [ids],
      );
      for (const row of rows) live.add(`${kind}:${row.id}`);
    }
    return refs.filter((ref) => live.has(`${ref.kind}:${ref.id}`));
  },

  async itemRefs(q: Queryable, setId: number): Promise<(LessonSetItemRef & { position: number })[]> {
    return q.query<LessonSetItemRef & { position: number }>(
      'SELECT kind, item_id AS id, position FROM lesson_set_items WHERE set_id = $1 ORDER BY position',
      [setId],
    );
  },

  /** Appends the references after the set's last item; those already in it are left where they are. */
  async appendItems(q: Queryable, setId: number, refs: readonly LessonSetItemRef[]): Promise<void> {
    if (refs.length === 0) return;
    await q.query(
      `INSERT INTO lesson_set_items (set_id, kind, item_id, position)
       SELECT $1, r.kind, r.id, coalesce((SELECT max(position) FROM lesson_set_items WHERE set_id = $1), 0) + r.n
       FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS r(kind, id, n)
       ON CONFLICT (set_id, kind, item_id) DO NOTHING`,
      [setId, refs.map((ref) => ref.kind), refs.map((ref) => ref.id)],
    );
  },

  async removeItems(q: Queryable, setId: number, refs: readonly LessonSetItemRef[]): Promise<void> {
    await q.query(
      `DELETE FROM lesson_set_items i USING unnest($2::text[], $3::int[]) AS r(kind, id)
       WHERE i.set_id = $1 AND i.kind = r.kind AND i.item_id = r.id`,
      [setId, refs.map((ref) => ref.kind), refs.map((ref) => ref.id)],
    );
  },

  async touch(q: Queryable, setId: number): Promise<void> {
    await q.query('UPDATE lesson_sets SET updated_at = now() WHERE id = $1', [setId]);
  },

  async rename(q: Queryable, userId: number, id: number, name: string): Promise<boolean> {
    const rows = await q.query(
      'UPDATE lesson_sets SET name = $3, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING id',
      [id, userId, name],
    );
    return rows.length > 0;
  },

  async setToken(q: Queryable, userId: number, id: number, token: string | null): Promise<boolean> {
    const rows = await q.query(
      'UPDATE lesson_sets SET share_token = $3 WHERE id = $1 AND user_id = $2 RETURNING id',
      [id, userId, token],
    );
    return rows.length > 0;
  },

  async remove(q: Queryable, userId: number, id: number): Promise<boolean> {
    const rows = await q.query('DELETE FROM lesson_sets WHERE id = $1 AND user_id = $2 RETURNING id', [
      id,
      userId,
    ]);
    return rows.length > 0;
  },

  /** A set by its link, while its owner still has card access (the link is the tool's). */
  async byToken(
    q: Queryable,
    token: string,
  ): Promise<{ id: number; name: string; updated_at: string } | undefined> {
    const [row] = await q.query<{ id: number; name: string; updated_at: string }>(
      `SELECT s.id, s.name,
         to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
       FROM lesson_sets s JOIN users u ON u.id = s.user_id
       WHERE s.share_token = $1 AND u.card_access = 1`,
      [token],
    );
    return row;
  },

  /** The published items of one kind among the ids, as hashtag result rows in `lang`. */
  items(q: Queryable, kind: LessonSetKind, lang: Locale, ids: readonly number[]): Promise<SearchItemRow[]> {
    return q.query<SearchItemRow>(
      `${itemsSelect(kind)} WHERE x.status = 'published' AND x.id = ANY($2::int[])`,
      [lang, ids],
    );
  },
};

export type LessonSetsRepository = typeof lessonSetsRepository;
