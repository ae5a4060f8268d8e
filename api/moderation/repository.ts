/**
 * Comment safety in the database (migration 0342): whether a new comment waits for moderation, the
 * readers' reports (one per reader and comment, the primary key decides), the author's waiting
 * comments, and the administrators' list and decisions. A decision locks the comment's row.
 */
import type { ContentType } from '../../shared/constants.ts';
import type { Locale } from '../../shared/locales.ts';
import { announceDrops } from '../cache-drops.ts';
import { ITEM_TABLES, publishedIdBySlug } from '../db/items.ts';
import type { Db, Queryable } from '../db/types.ts';
import { decisionTags } from './changes.ts';

export type CommentStatus = 'visible' | 'pending' | 'hidden';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The slug of a comment's item, whatever its type (one subquery per table, each by primary key). */
const ITEM_SLUG = `COALESCE(${Object.entries(ITEM_TABLES)
  .map(([type, table]) => `(SELECT slug FROM ${table} WHERE c.item_type = '${type}' AND id = c.item_id)`)
  .join(', ')})`;

/** Reports made after the last decision on the comment: the ones still to answer. */
const OPEN_REPORT = `r.created_at > COALESCE(c.moderated_at, '-infinity'::timestamptz)`;

/**
 * What the hold rule asks of a comment's author, read inside the comment's write under its per-user
 * lock: whether the account is younger than `newAccountDays` days, and how many comments it wrote.
 */
export async function authorStanding(
  q: Queryable,
  userId: number,
  newAccountDays: number,
): Promise<{ newAccount: boolean; written: number }> {
  const [row] = await q.query<{ new_account: boolean; written: number }>(
    `SELECT u.created_at > now() - make_interval(days => $2) AS new_account,
       (SELECT count(*) FROM comments WHERE user_id = u.id)::int AS written
     FROM users u WHERE u.id = $1`,
    [userId, newAccountDays],
  );
  return { newAccount: Boolean(row?.new_account), written: row?.written ?? 0 };
}

export type WaitingRow = {
  id: number;
  content: string;
  created_at: string;
  name: string | null;
  surname: string | null;
};

export type FlaggedRow = {
  id: number;
  status: CommentStatus;
  item_type: ContentType;
  slug: string | null;
  locale: Locale;
  content: string;
  created_at: string;
  email: string;
  reports: number;
};

export type Decision = {
  before: CommentStatus;
  item_type: ContentType;
  item_id: number;
  slug: string | null;
  /** The comment's author: their comment count changes with the decision. */
  user_id: number;
};

export function createModerationRepository(db: Db) {
  const decide = (id: number, status: CommentStatus, reason: string | null): Promise<Decision | undefined> =>
    db.transaction(async (tx) => {
      const [row] = await tx.query<Decision>(
        `SELECT c.status AS before, c.item_type, c.item_id, ${ITEM_SLUG} AS slug, c.user_id
         FROM comments c WHERE c.id = $1 FOR UPDATE`,
        [id],
      );
      if (!row) return undefined;
      await tx.query(
        'UPDATE comments SET status = $2, hidden_reason = $3, moderated_at = now() WHERE id = $1',
        [id, status, reason],
      );
      // Web instances that share PostgreSQL hear it when the decision commits (the drop bus of `api/cache-drops.ts`).
      await announceDrops(tx, decisionTags(row));
      return row;
    });

  return {
    /**
     * Undefined when no shown comment has this id; `own` for the reader's own comment; otherwise
     * whether this reader had already reported it.
     */
    report(commentId: number, userId: number): Promise<'own' | { already: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [comment] = await tx.query<{ user_id: number }>(
          `SELECT user_id FROM comments WHERE id = $1 AND status = 'visible'`,
          [commentId],
        );
        if (!comment) return undefined;
        if (comment.user_id === userId) return 'own';
        const inserted = await tx.query(
          `INSERT INTO comment_reports (comment_id, user_id) VALUES ($1, $2)
           ON CONFLICT (comment_id, user_id) DO NOTHING RETURNING comment_id`,
          [commentId, userId],
        );
        return { already: inserted.length === 0 };
      });
    },

    /**
     * The author's comments on an item that wait for moderation, and of its shown comments the ids of
     * the reader's own and of those the reader has reported (the shared list cannot say either);
     * undefined when the item is unknown.
     */
    async waiting(userId: number, type: ContentType, slug: string, locale: Locale, limit: number) {
      const itemId = await publishedIdBySlug(db, type, slug);
      if (itemId === undefined) return undefined;
      const rows = await db.query<WaitingRow>(
        `SELECT c.id, c.content, ${ISO('c.created_at')} AS created_at, u.name, u.surname
         FROM comments c JOIN users u ON u.id = c.user_id
         WHERE c.user_id = $1 AND c.item_type = $2 AND c.item_id = $3 AND c.locale = $4 AND c.status = 'pending'
         ORDER BY c.created_at DESC, c.id DESC LIMIT $5`,
        [userId, type, itemId, locale, limit],
      );
      const marks = await db.query<{ id: number; own: boolean }>(
        `SELECT c.id, c.user_id = $1 AS own FROM comments c
         WHERE c.item_type = $2 AND c.item_id = $3 AND c.locale = $4 AND c.status = 'visible'
           AND (c.user_id = $1 OR EXISTS (SELECT 1 FROM comment_reports r WHERE r.comment_id = c.id AND r.user_id = $1))
         ORDER BY c.id`,
        [userId, type, itemId, locale],
      );
      return {
        rows,
        own: marks.filter((mark) => mark.own).map((mark) => mark.id),
        reported: marks.filter((mark) => !mark.own).map((mark) => mark.id),
      };
    },

    /** Comments waiting for moderation and shown comments with open reports, oldest first. */
    flagged(limit: number): Promise<FlaggedRow[]> {
      return db.query<FlaggedRow>(
        `WITH flagged AS (
           SELECT id FROM comments WHERE status = 'pending'
           UNION
           SELECT r.comment_id FROM comment_reports r JOIN comments c ON c.id = r.comment_id
           WHERE c.status = 'visible' AND ${OPEN_REPORT}
         )
         SELECT c.id, c.status, c.item_type, ${ITEM_SLUG} AS slug, c.locale, c.content,
           ${ISO('c.created_at')} AS created_at, u.email,
           (SELECT count(*) FROM comment_reports r WHERE r.comment_id = c.id AND ${OPEN_REPORT})::int AS reports
         FROM flagged f JOIN comments c ON c.id = f.id JOIN users u ON u.id = c.user_id
         ORDER BY c.created_at, c.id LIMIT $1`,
        [limit],
      );
    },

    /** Shows the comment (a waiting one appears; a reported one stays, its reports answered). */
    approve(id: number): Promise<Decision | undefined> {
      return decide(id, 'visible', null);
    },

    hide(id: number, reason: string): Promise<Decision | undefined> {
      return decide(id, 'hidden', reason);
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
