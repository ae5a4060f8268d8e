/**
 * Comments (migration 0300, docs/rules.md R4, R19, R31): stored as typed, listed per item and language
 * newest first with the author's name, and written under a per-user advisory lock so two parallel
 * posts cannot both slip under the rate limits or the duplicate check. Only shown comments are listed
 * and counted: one that waits for moderation or was hidden (migration 0342, `api/moderation`) is not.
 */
import type { ContentType } from '../../shared/constants.ts';
import type { Locale } from '../../shared/locales.ts';
import { publishedIdBySlug } from '../db/items.ts';
import type { Db, Queryable } from '../db/types.ts';

export type CommentRow = {
  id: number;
  content: string;
  created_at: string;
  name: string | null;
  surname: string | null;
  /** Only on a row just written: it waits for moderation. */
  pending?: boolean;
};

/** Namespace of the per-user advisory locks taken by comment writes (the other key is the user id). */
const COMMENT_LOCK_NAMESPACE = 73_001;

const ISO_UTC = `to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT_COMMENT = `SELECT c.id, c.content, ${ISO_UTC} AS created_at, u.name, u.surname
  FROM comments c LEFT JOIN users u ON u.id = c.user_id`;

/** The author's comments of the last 24 hours, as the rate rules of docs/rules.md R19 weigh them. */
export type RecentComments = {
  /** How many fall inside the last `intervalSeconds`. */
  in_interval: number;
  last_age: number | null;
  today: number;
  oldest_today_age: number | null;
  /** Seconds since this same text was last posted inside `duplicateWindowSeconds`, or null. */
  duplicate_age: number | null;
};

/**
 * Whether a comment may be written, decided inside its write under the author's lock: it throws to
 * refuse, and otherwise says whether the comment waits for moderation.
 */
export type CommentAdmission = (tx: Queryable) => Promise<{ pending: boolean }>;

async function recentOf(
  tx: Queryable,
  userId: number,
  content: string,
  windows: { intervalSeconds: number; duplicateWindowSeconds: number },
): Promise<RecentComments | undefined> {
  const [row] = await tx.query<RecentComments>(
    `SELECT
       count(*) FILTER (WHERE created_at > now() - make_interval(secs => $3))::int AS in_interval,
       extract(epoch FROM now() - max(created_at))::float8 AS last_age,
       count(*)::int AS today,
       extract(epoch FROM now() - min(created_at))::float8 AS oldest_today_age,
       extract(epoch FROM now() - max(created_at) FILTER (
         WHERE content = $2 AND created_at > now() - make_interval(secs => $4)))::float8 AS duplicate_age
     FROM comments WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
    [userId, content, windows.intervalSeconds, windows.duplicateWindowSeconds],
  );
  return row;
}

export function createCommentsRepository(db: Db) {
  return {
    /**
     * The cache tags of the comment lists showing this user's comments (`materials@slug`): a change
     * of the name they show drops them.
     */
    async commentedItemTags(userId: number): Promise<string[]> {
      const rows = await db.query<{ tag: string }>(
        `SELECT DISTINCT c.item_type || '@' || coalesce(m.slug, co.slug, a.slug, b.slug, p.slug) AS tag
           FROM comments c
           LEFT JOIN materials m ON c.item_type = 'materials' AND m.id = c.item_id
           LEFT JOIN courses co ON c.item_type = 'courses' AND co.id = c.item_id
           LEFT JOIN articles a ON c.item_type = 'articles' AND a.id = c.item_id
           LEFT JOIN books b ON c.item_type = 'books' AND b.id = c.item_id
           LEFT JOIN places p ON c.item_type = 'places' AND p.id = c.item_id
          WHERE c.user_id = $1`,
        [userId],
      );
      return rows.map((row) => row.tag).filter((tag) => !tag.endsWith('@'));
    },
    /** Undefined when no published item has this slug. */
    async list(type: ContentType, slug: string, locale: Locale, limit: number) {
      const id = await publishedIdBySlug(db, type, slug);
      if (id === undefined) return undefined;
      // The window count is taken before LIMIT: the total, however many rows come back.
      const rows = await db.query<CommentRow & { total: number }>(
        `SELECT c.id, c.content, ${ISO_UTC} AS created_at, u.name, u.surname, count(*) OVER ()::int AS total
         FROM comments c LEFT JOIN users u ON u.id = c.user_id
         WHERE c.item_type = $1 AND c.item_id = $2 AND c.locale = $3 AND c.status = 'visible'
         ORDER BY c.created_at DESC, c.id DESC LIMIT $4`,
        [type, id, locale, limit],
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },

    recent: recentOf,

    /**
     * Undefined when the item does not exist. `admit` runs once the author's lock is taken, so two
     * parallel posts are weighed one after the other.
     */
    create(
      type: ContentType,
      slug: string,
      input: { userId: number; locale: Locale; content: string },
      admit: CommentAdmission,
    ): Promise<CommentRow | undefined> {
      return db.transaction(async (tx) => {
        const itemId = await publishedIdBySlug(tx, type, slug);
        if (itemId === undefined) return undefined;
        await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [COMMENT_LOCK_NAMESPACE, input.userId]);
        const { pending } = await admit(tx);
        const [inserted] = await tx.query<{ id: number }>(
          `INSERT INTO comments (item_type, item_id, locale, user_id, content, status)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [type, itemId, input.locale, input.userId, input.content, pending ? 'pending' : 'visible'],
        );
        const [row] = await tx.query<CommentRow>(`${SELECT_COMMENT} WHERE c.id = $1`, [inserted?.id]);
        return row && { ...row, pending };
      });
    },

    /** How many comments a user has written and not had hidden (the header's `comments_count`, docs/product.md#screens). */
    async countByUser(userId: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM comments WHERE user_id = $1 AND status <> 'hidden'`,
        [userId],
      );
      return row?.count ?? 0;
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
