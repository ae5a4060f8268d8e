/**
 * What the editors' desk reads and writes beyond the admin commands' repositories (docs/desk.md):
 * the queue counts, the decided questionnaires with who decided, the flagged comments with their
 * context, readers' accounts, the saved replies, and the waiting-work mail's state. Readers' text
 * comes back as typed (docs/rules.md R4).
 */
import type { ContentType } from '../../../shared/constants.ts';
import type { Locale } from '../../../shared/locales.ts';
import type {
  DeskAccessRequest,
  DeskCommentLine,
  DeskCounts,
  DeskPerson,
  DeskReader,
  SavedReply,
} from '../../../shared/schemas/desk.ts';
import { ITEM_TABLES } from '../../db/items.ts';
import type { Db } from '../../db/types.ts';
import { auditPage } from '../audit.ts';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ISO_OR_NULL = (column: string) => `CASE WHEN ${column} IS NULL THEN NULL ELSE ${ISO(column)} END`;

/** The slug of a comment's item, whatever its type (one subquery per table, each by primary key). */
const ITEM_SLUG = `COALESCE(${Object.entries(ITEM_TABLES)
  .map(([type, table]) => `(SELECT slug FROM ${table} WHERE c.item_type = '${type}' AND id = c.item_id)`)
  .join(', ')})`;

/** Reports made after the last decision on the comment: the ones still to answer. */
const OPEN_REPORT = `r.created_at > COALESCE(c.moderated_at, '-infinity'::timestamptz)`;

/** Comments held for moderation, and shown ones with open reports. */
const FLAGGED_IDS = `SELECT id FROM comments WHERE status = 'pending'
  UNION
  SELECT r.comment_id FROM comment_reports r JOIN comments c ON c.id = r.comment_id
  WHERE c.status = 'visible' AND ${OPEN_REPORT}`;

/** A support thread waits while its last message is its reader's and came after it was marked done. */
const WAITING_THREADS = `SELECT t.id FROM chat_threads t
  JOIN LATERAL (SELECT m.id, m.from_admin FROM chat_messages m WHERE m.thread_id = t.id ORDER BY m.id DESC LIMIT 1) last
    ON NOT last.from_admin AND last.id > t.done_up_to`;

const PERSON = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'email', ${alias}.email, 'name', ${alias}.name, 'surname', ${alias}.surname, 'locale', ${alias}.locale)`;

const AUTHOR_NAME = `trim(u.name || ' ' || u.surname)`;

export type FlaggedRow = {
  id: number;
  status: DeskCommentLine['status'];
  content: string;
  created_at: string;
  locale: Locale;
  item_type: ContentType;
  item_id: number;
  slug: string | null;
  author: DeskPerson;
  blocked_until: string | null;
  reports: number;
  reports_total: number;
};

export function createDeskRepository(db: Db) {
  return {
    async counts(): Promise<DeskCounts> {
      const [row] = await db.query<DeskCounts>(
        `SELECT (SELECT count(*) FROM (${WAITING_THREADS}) w)::int AS chats,
           (SELECT count(*) FROM access_requests WHERE status = 'pending')::int AS access,
           (SELECT count(*) FROM (${FLAGGED_IDS}) f)::int AS comments`,
      );
      return row ?? { chats: 0, access: 0, comments: 0 };
    },

    async admin(userId: number) {
      const [row] = await db.query<{ id: number; name: string; email: string; desk_mail: boolean }>(
        `SELECT id, trim(name || ' ' || surname) AS name, email, desk_mail FROM users WHERE id = $1`,
        [userId],
      );
      return row;
    },

    async setDeskMail(userId: number, on: boolean): Promise<void> {
      await db.query('UPDATE users SET desk_mail = $2, updated_at = now() WHERE id = $1', [userId, on]);
    },

    async person(userId: number): Promise<DeskPerson | undefined> {
      const [row] = await db.query<DeskPerson>(
        'SELECT id, email, name, surname, locale FROM users WHERE id = $1',
        [userId],
      );
      return row;
    },

    async threadPerson(threadId: number): Promise<{ user: DeskPerson; waiting: boolean } | undefined> {
      const [row] = await db.query<{ user: DeskPerson; waiting: boolean }>(
        `SELECT ${PERSON('u')} AS user, EXISTS (SELECT 1 FROM (${WAITING_THREADS}) w WHERE w.id = t.id) AS waiting
         FROM chat_threads t JOIN users u ON u.id = t.user_id WHERE t.id = $1`,
        [threadId],
      );
      return row;
    },

    // ---- saved replies ----

    savedReplies(): Promise<SavedReply[]> {
      return db.query<SavedReply>(
        'SELECT id, locale, title, content FROM saved_replies ORDER BY locale, lower(title), id',
      );
    },

    async addSavedReply(reply: Omit<SavedReply, 'id'>): Promise<SavedReply> {
      const [row] = await db.query<SavedReply>(
        `INSERT INTO saved_replies (locale, title, content) VALUES ($1, $2, $3)
         RETURNING id, locale, title, content`,
        [reply.locale, reply.title, reply.content],
      );
      if (!row) throw new Error('the saved reply was not stored');
      return row;
    },

    async deleteSavedReply(id: number): Promise<SavedReply | undefined> {
      const [row] = await db.query<SavedReply>(
        'DELETE FROM saved_replies WHERE id = $1 RETURNING id, locale, title, content',
        [id],
      );
      return row;
    },

    // ---- questionnaires ----

    /** Pending requests oldest first, or the latest decided ones newest first; with who decided. */
    accessRequests(which: 'pending' | 'decided', limit: number, id?: number): Promise<DeskAccessRequest[]> {
      const where =
        id !== undefined
          ? 'r.id = $2'
          : which === 'pending'
            ? `r.status = 'pending'`
            : `r.status <> 'pending'`;
      const order = which === 'pending' ? 'r.created_at, r.id' : 'r.decided_at DESC, r.id DESC';
      return db.query<DeskAccessRequest>(
        `SELECT r.id, r.status, r.occupation, r.institution, r.purpose, r.reason,
           ${ISO('r.created_at')} AS created_at, ${ISO_OR_NULL('r.decided_at')} AS decided_at,
           CASE WHEN d.id IS NULL THEN NULL ELSE coalesce(nullif(trim(d.name || ' ' || d.surname), ''), d.email) END AS decided_by,
           ${PERSON('u')} AS user
         FROM access_requests r JOIN users u ON u.id = r.user_id LEFT JOIN users d ON d.id = r.decided_by
         WHERE ${where} ORDER BY ${order} LIMIT $1`,
        id !== undefined ? [limit, id] : [limit],
      );
    },

    // ---- comments ----

    /** Held and reported comments, oldest first, with their author and report counts. */
    flagged(limit: number): Promise<FlaggedRow[]> {
      return db.query<FlaggedRow>(
        `SELECT c.id, c.status, c.content, ${ISO('c.created_at')} AS created_at, c.locale, c.item_type, c.item_id,
           ${ITEM_SLUG} AS slug, ${PERSON('u')} AS author, ${ISO_OR_NULL('u.comments_blocked_until')} AS blocked_until,
           (SELECT count(*) FROM comment_reports r WHERE r.comment_id = c.id AND ${OPEN_REPORT})::int AS reports,
           (SELECT count(*) FROM comment_reports r WHERE r.comment_id = c.id)::int AS reports_total
         FROM (${FLAGGED_IDS}) f JOIN comments c ON c.id = f.id JOIN users u ON u.id = c.user_id
         ORDER BY c.created_at, c.id LIMIT $1`,
        [limit],
      );
    },

    /** The `around` comments before and after one, on its item in its language (the thread it sits in). */
    context(row: Pick<FlaggedRow, 'id' | 'item_type' | 'item_id' | 'locale'>, around: number) {
      return db.query<DeskCommentLine>(
        `(SELECT c.id, c.content, ${ISO('c.created_at')} AS created_at, c.status, ${AUTHOR_NAME} AS author
          FROM comments c JOIN users u ON u.id = c.user_id
          WHERE c.item_type = $1 AND c.item_id = $2 AND c.locale = $3 AND c.id < $4 AND c.status <> 'hidden'
          ORDER BY c.id DESC LIMIT $5)
         UNION ALL
         (SELECT c.id, c.content, ${ISO('c.created_at')} AS created_at, c.status, ${AUTHOR_NAME} AS author
          FROM comments c JOIN users u ON u.id = c.user_id
          WHERE c.item_type = $1 AND c.item_id = $2 AND c.locale = $3 AND c.id > $4 AND c.status <> 'hidden'
          ORDER BY c.id LIMIT $5)
         ORDER BY id`,
        [row.item_type, row.item_id, row.locale, row.id, around],
      );
    },

    async commentAuthor(commentId: number): Promise<number | undefined> {
      const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM comments WHERE id = $1', [
        commentId,
      ]);
      return row?.user_id;
    },

    async blockCommenting(userId: number, days: number): Promise<void> {
      await db.query(
        `UPDATE users SET comments_blocked_until = now() + make_interval(days => $2), updated_at = now()
         WHERE id = $1`,
        [userId, days],
      );
    },

    authorComments(userId: number, limit: number) {
      return db.query<DeskCommentLine & { item: { type: ContentType; slug: string | null }; locale: Locale }>(
        `SELECT c.id, c.content, ${ISO('c.created_at')} AS created_at, c.status, ${AUTHOR_NAME} AS author, c.locale,
           json_build_object('type', c.item_type, 'slug', ${ITEM_SLUG}) AS item
         FROM comments c JOIN users u ON u.id = c.user_id
         WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2`,
        [userId, limit],
      );
    },

    // ---- readers ----

    /** Readers whose e-mail or name holds the text (case-insensitive), at most `limit`. */
    findReaders(text: string, limit: number) {
      const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      return db.query<DeskPerson & { role: 'user' | 'admin'; card_access: number }>(
        `SELECT id, email, name, surname, locale, role, card_access FROM users
         WHERE email ILIKE $1 OR (name || ' ' || surname) ILIKE $1 OR (surname || ' ' || name) ILIKE $1
         ORDER BY lower(email) LIMIT $2`,
        [pattern, limit],
      );
    },

    async reader(userId: number): Promise<DeskReader | undefined> {
      const [row] = await db.query<DeskReader>(
        `SELECT u.id, u.email, u.name, u.surname, u.locale, u.role, u.card_access,
           ${ISO('u.created_at')} AS registered_at, u.email_confirmed_at IS NOT NULL AS email_confirmed,
           u.must_change_password, ${ISO_OR_NULL('u.comments_blocked_until')} AS comments_blocked_until,
           (SELECT ${ISO_OR_NULL('max(s.created_at)')} FROM sessions s WHERE s.user_id = u.id) AS last_sign_in,
           (SELECT count(*) FROM sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now())::int AS active_sessions,
           (SELECT count(*) FROM comments c WHERE c.user_id = u.id)::int AS comments,
           (SELECT count(*) FROM reviews r WHERE r.user_id = u.id)::int AS reviews,
           (SELECT count(*) FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id
             WHERE t.user_id = u.id AND NOT m.from_admin)::int AS chat_messages
         FROM users u WHERE u.id = $1`,
        [userId],
      );
      return row;
    },

    /**
     * Sets a reader's role, card access or forced password change; `unmake-admin` of the last
     * administrator answers `last` and changes nothing. The administrators' rows are locked first, so
     * two administrators unmaking each other cannot leave none.
     */
    setAccount(
      userId: number,
      change: { role?: 'user' | 'admin'; card_access?: 0 | 1; must_change_password?: true },
    ): Promise<'missing' | 'last' | { changed: boolean }> {
      return db.transaction(async (tx) => {
        if (change.role === 'user') {
          const admins = await tx.query<{ id: number }>(
            `SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`,
          );
          if (admins.length === 1 && admins[0]?.id === userId) return 'last';
        }
        const [before] = await tx.query<{ role: string; card_access: number; must_change_password: boolean }>(
          'SELECT role, card_access, must_change_password FROM users WHERE id = $1 FOR UPDATE',
          [userId],
        );
        if (!before) return 'missing';
        const changed =
          (change.role !== undefined && change.role !== before.role) ||
          (change.card_access !== undefined && change.card_access !== before.card_access) ||
          (change.must_change_password !== undefined && !before.must_change_password);
        if (changed) {
          await tx.query(
            `UPDATE users SET role = COALESCE($2, role), card_access = COALESCE($3, card_access),
               must_change_password = COALESCE($4, must_change_password), updated_at = now() WHERE id = $1`,
            [userId, change.role ?? null, change.card_access ?? null, change.must_change_password ?? null],
          );
        }
        return { changed };
      });
    },

    /** Ends every live session of the reader; answers how many. */
    async endSessions(userId: number): Promise<number> {
      const rows = await db.query(
        'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
        [userId],
      );
      return rows.length;
    },

    audit(limit: number, before?: number) {
      return auditPage(db, limit, before);
    },

    // ---- the waiting-work mail ----

    /** How long the oldest waiting chat and pending questionnaire have waited, in seconds (null: none). */
    async oldestWaits(): Promise<{ chat: number | null; access: number | null }> {
      const [row] = await db.query<{ chat: number | null; access: number | null }>(
        `SELECT
           (SELECT extract(epoch FROM now() - min(m.created_at))::float8 FROM chat_messages m
              JOIN chat_threads t ON t.id = m.thread_id
              WHERE t.id IN (${WAITING_THREADS}) AND NOT m.from_admin AND m.id > t.done_up_to
                AND m.id > coalesce((SELECT max(a.id) FROM chat_messages a WHERE a.thread_id = t.id AND a.from_admin), 0)
           ) AS chat,
           (SELECT extract(epoch FROM now() - min(created_at))::float8 FROM access_requests WHERE status = 'pending') AS access`,
      );
      return { chat: row?.chat ?? null, access: row?.access ?? null };
    },

    /** The administrators who get the waiting-work mail. */
    mailedAdmins() {
      return db.query<{ id: number; email: string; name: string; locale: Locale }>(
        `SELECT id, email, name, locale FROM users WHERE role = 'admin' AND desk_mail ORDER BY id`,
      );
    },

    /**
     * Claims the hour's mail: true (and the time recorded) only when none went out within
     * `minSeconds`, decided under the row's lock so two instances cannot both send.
     */
    async claimMail(minSeconds: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE desk_mail_state SET last_sent_at = now()
         WHERE id = 1 AND (last_sent_at IS NULL OR last_sent_at <= now() - make_interval(secs => $1))
         RETURNING id`,
        [minSeconds],
      );
      return rows.length > 0;
    },
  };
}

export type DeskRepository = ReturnType<typeof createDeskRepository>;
