/**
 * The support chat's SQL (migration 0341; docs/rules.md R4, R19, R31): one thread per user, made with
 * its first message; messages oldest first; admin replies unread until the user has seen them. A
 * user's message is written under a per-user advisory lock, so two parallel posts cannot both slip
 * under the rate limit.
 */
import type { Db, Queryable } from '../db/types.ts';

export interface MessageRow extends Record<string, unknown> {
  id: number;
  from_admin: boolean;
  content: string;
  created_at: string;
}

export interface ThreadSummaryRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  email: string;
  name: string | null;
  surname: string | null;
  locale: 'ru' | 'en';
  messages: number;
  /** The oldest message of the user's that no reply has followed yet. */
  waiting_since: string | null;
  last_message: string;
}

/** Namespace of the per-user advisory locks taken by chat writes (the other key is the user id). */
const CHAT_LOCK_NAMESPACE = 73_041;

const isoUtc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const MESSAGE_COLUMNS = `m.id, m.from_admin, m.content, ${isoUtc('m.created_at')} AS created_at`;

async function unreadOf(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id
     WHERE t.user_id = $1 AND m.from_admin AND m.read_at IS NULL`,
    [userId],
  );
  return row?.count ?? 0;
}

async function messagesOf(q: Queryable, threadId: number, after: number, limit: number) {
  // The latest `limit + 1` after `after`, newest first, then turned round: one more than asked
  // tells whether earlier ones exist.
  const rows = await q.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
     WHERE m.thread_id = $1 AND m.id > $2 ORDER BY m.id DESC LIMIT $3`,
    [threadId, after, limit + 1],
  );
  return { rows: rows.slice(0, limit).reverse(), hasEarlier: rows.length > limit };
}

export function createChatRepository(db: Db) {
  return {
    /** The user's thread (no thread yet: no messages), from `after` on, and their unread count. */
    async thread(userId: number, after: number, limit: number) {
      const [thread] = await db.query<{ id: number }>('SELECT id FROM chat_threads WHERE user_id = $1', [
        userId,
      ]);
      if (!thread) return { rows: [] as MessageRow[], hasEarlier: false, unread: 0 };
      const [messages, unread] = await Promise.all([
        messagesOf(db, thread.id, after, limit),
        unreadOf(db, userId),
      ]);
      return { ...messages, unread };
    },

    unreadCount(userId: number): Promise<number> {
      return unreadOf(db, userId);
    },

    /**
     * A message of the user's, unless they sent `max` within the last `windowSeconds` (0: no limit):
     * then the seconds until the oldest of those leaves the window.
     */
    send(
      userId: number,
      content: string,
      limit: { max: number; windowSeconds: number },
    ): Promise<{ ok: true; row: MessageRow } | { ok: false; retryAfterSeconds: number }> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [CHAT_LOCK_NAMESPACE, userId]);
        if (limit.max > 0) {
          const [recent] = await tx.query<{ count: number; oldest_age: number | null }>(
            `SELECT count(*)::int AS count, extract(epoch FROM now() - min(m.created_at))::float8 AS oldest_age
             FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id
             WHERE t.user_id = $1 AND NOT m.from_admin
               AND m.created_at > now() - make_interval(secs => $2)`,
            [userId, limit.windowSeconds],
          );
          if (recent && recent.count >= limit.max) {
            return { ok: false, retryAfterSeconds: limit.windowSeconds - (recent.oldest_age ?? 0) };
          }
        }
        const [thread] = await tx.query<{ id: number }>(
          `INSERT INTO chat_threads (user_id) VALUES ($1)
           ON CONFLICT (user_id) DO UPDATE SET last_message_at = now() RETURNING id`,
          [userId],
        );
        const [row] = await tx.query<MessageRow>(
          `INSERT INTO chat_messages AS m (thread_id, from_admin, content) VALUES ($1, false, $2)
           RETURNING ${MESSAGE_COLUMNS}`,
          [thread?.id, content],
        );
        if (!row) throw new Error('the chat message was not stored');
        return { ok: true, row };
      });
    },

    /** Marks the admin replies up to `upTo` read; answers how many stay unread. */
    async markRead(userId: number, upTo: number): Promise<number> {
      await db.query(
        `UPDATE chat_messages m SET read_at = now() FROM chat_threads t
         WHERE t.id = m.thread_id AND t.user_id = $1 AND m.from_admin AND m.read_at IS NULL AND m.id <= $2`,
        [userId, upTo],
      );
      return unreadOf(db, userId);
    },

    // ---- what admin commands read and write ----

    /**
     * Threads whose last message is the user's (awaiting a reply) and came after the thread was last
     * marked done (docs/desk.md#support-inbox), longest waiting first.
     */
    openThreads(): Promise<ThreadSummaryRow[]> {
      return db.query<ThreadSummaryRow>(
        `SELECT t.id, t.user_id, u.email, u.name, u.surname, u.locale, s.messages,
                ${isoUtc('s.waiting_since')} AS waiting_since, last.content AS last_message
         FROM chat_threads t
         JOIN users u ON u.id = t.user_id
         JOIN LATERAL (
           SELECT m.id, m.content, m.from_admin FROM chat_messages m WHERE m.thread_id = t.id ORDER BY m.id DESC LIMIT 1
         ) last ON NOT last.from_admin AND last.id > t.done_up_to
         JOIN LATERAL (
           SELECT count(*)::int AS messages,
                  min(m.created_at) FILTER (WHERE NOT m.from_admin AND m.id > coalesce(
                    (SELECT max(a.id) FROM chat_messages a WHERE a.thread_id = t.id AND a.from_admin), 0)
                  ) AS waiting_since
           FROM chat_messages m WHERE m.thread_id = t.id
         ) s ON true
         ORDER BY s.waiting_since, t.id`,
      );
    },

    /** A thread by its number or its user's e-mail, with who it is and its latest messages. */
    async findThread(key: { id: number } | { email: string }) {
      const [thread] = await db.query<{ id: number; user_id: number; email: string }>(
        `SELECT t.id, t.user_id, u.email FROM chat_threads t JOIN users u ON u.id = t.user_id
         WHERE ${'id' in key ? 't.id = $1' : 'lower(u.email) = lower($1)'}`,
        ['id' in key ? key.id : key.email],
      );
      return thread;
    },

    latestMessages(threadId: number, limit: number, after = 0) {
      return messagesOf(db, threadId, after, limit);
    },

    /** Done without a reply: the thread leaves the inbox until its user writes again. */
    async markDone(threadId: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE chat_threads t SET done_up_to = coalesce(
           (SELECT max(m.id) FROM chat_messages m WHERE m.thread_id = t.id), 0)
         WHERE t.id = $1 RETURNING t.id`,
        [threadId],
      );
      return rows.length > 0;
    },

    /** An administrator's reply in the thread, unread by its user until they open the chat. */
    async reply(threadId: number, content: string): Promise<MessageRow> {
      return db.transaction(async (tx) => {
        await tx.query('UPDATE chat_threads SET last_message_at = now() WHERE id = $1', [threadId]);
        const [row] = await tx.query<MessageRow>(
          `INSERT INTO chat_messages AS m (thread_id, from_admin, content) VALUES ($1, true, $2)
           RETURNING ${MESSAGE_COLUMNS}`,
          [threadId, content],
        );
        if (!row) throw new Error('the chat reply was not stored');
        return row;
      });
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
