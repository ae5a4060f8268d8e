/**
 * Special-project access requests (migration 0342). A request is written under a per-user advisory
 * lock, so the checks before it (card access, a pending request, the daily limit) and the insert are
 * one decision; the partial unique index keeps one pending request per user whatever happens. A
 * decision locks the request's row, so two administrators cannot both decide it.
 */

import type { Locale } from '../../shared/locales.ts';
import type { AccessField, AccessRequest, AccessStatus } from '../../shared/schemas/access.ts';
import type { Db, Queryable } from '../db/types.ts';

/** Namespace of the per-user advisory locks taken by questionnaire writes (the other key: the user). */
const ACCESS_LOCK_NAMESPACE = 73_002;

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const REQUEST_COLUMNS = `r.id, r.status, r.occupation, r.institution, r.purpose, r.reason,
  ${iso('r.created_at')} AS created_at, CASE WHEN r.decided_at IS NULL THEN NULL ELSE ${iso('r.decided_at')} END AS decided_at`;

export type Answers = Record<AccessField, string>;

/** Why a questionnaire was not stored. */
export type Refusal =
  | { refused: 'granted' }
  | { refused: 'pending' }
  | { refused: 'daily'; retryAfterSeconds: number };

export type PendingRow = AccessRequest & {
  user_id: number;
  email: string;
  name: string;
  surname: string;
  locale: Locale;
};

export interface Decided {
  request: AccessRequest;
  user: { id: number; email: string; name: string; locale: Locale };
  /** The user's card access changed with this decision (a grant to someone without it). */
  opened: boolean;
}

async function latestOf(q: Queryable, userId: number): Promise<AccessRequest | null> {
  const [row] = await q.query<AccessRequest>(
    `SELECT ${REQUEST_COLUMNS} FROM access_requests r WHERE r.user_id = $1
     ORDER BY r.created_at DESC, r.id DESC LIMIT 1`,
    [userId],
  );
  return row ?? null;
}

async function cardAccessOf(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ card_access: number }>('SELECT card_access FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.card_access ?? 0;
}

export function createAccessRepository(db: Db) {
  return {
    async mine(userId: number): Promise<{ request: AccessRequest | null; card_access: number }> {
      const [request, card_access] = await Promise.all([latestOf(db, userId), cardAccessOf(db, userId)]);
      return { request, card_access };
    },

    create(
      userId: number,
      answers: Answers,
      perDay: number,
    ): Promise<{ request: AccessRequest; card_access: number } | Refusal> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [ACCESS_LOCK_NAMESPACE, userId]);
        if ((await cardAccessOf(tx, userId)) === 1) return { refused: 'granted' };
        const [recent] = await tx.query<{ pending: number; today: number; oldest_age: number | null }>(
          `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
             count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS today,
             extract(epoch FROM now() - min(created_at) FILTER (
               WHERE created_at > now() - interval '1 day'))::float8 AS oldest_age
           FROM access_requests WHERE user_id = $1`,
          [userId],
        );
        if ((recent?.pending ?? 0) > 0) return { refused: 'pending' };
        if (perDay > 0 && (recent?.today ?? 0) >= perDay) {
          return {
            refused: 'daily',
            retryAfterSeconds: Math.max(1, Math.ceil(86_400 - (recent?.oldest_age ?? 0))),
          };
        }
        await tx.query(
          `INSERT INTO access_requests (user_id, occupation, institution, purpose) VALUES ($1, $2, $3, $4)`,
          [userId, answers.occupation, answers.institution, answers.purpose],
        );
        return { request: (await latestOf(tx, userId)) as AccessRequest, card_access: 0 };
      });
    },

    /** Pending requests, oldest first (the order an administrator answers them in). */
    pending(limit: number): Promise<PendingRow[]> {
      return db.query<PendingRow>(
        `SELECT ${REQUEST_COLUMNS}, r.user_id, u.email, u.name, u.surname, u.locale
         FROM access_requests r JOIN users u ON u.id = r.user_id
         WHERE r.status = 'pending' ORDER BY r.created_at, r.id LIMIT $1`,
        [limit],
      );
    },

    /** Undefined when no request has this id; `{ already }` when it was decided before. */
    /** `by`: the administrator who decided at the desk (docs/desk.md); null for an admin command. */
    decide(
      id: number,
      status: Exclude<AccessStatus, 'pending'>,
      reason: string | null,
      by: number | null = null,
    ): Promise<Decided | { already: AccessStatus } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ status: AccessStatus; user_id: number }>(
          'SELECT status, user_id FROM access_requests WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!row) return undefined;
        if (row.status !== 'pending') return { already: row.status };
        await tx.query(
          `UPDATE access_requests SET status = $2, reason = $3, decided_at = now(), decided_by = $4 WHERE id = $1`,
          [id, status, reason, by],
        );
        let opened = false;
        if (status === 'granted') {
          const changed = await tx.query(
            `UPDATE users SET card_access = 1, updated_at = now() WHERE id = $1 AND card_access <> 1 RETURNING id`,
            [row.user_id],
          );
          opened = changed.length > 0;
        }
        const [user] = await tx.query<Decided['user']>(
          'SELECT id, email, name, locale FROM users WHERE id = $1',
          [row.user_id],
        );
        const [request] = await tx.query<AccessRequest>(
          `SELECT ${REQUEST_COLUMNS} FROM access_requests r WHERE r.id = $1`,
          [id],
        );
        return { request: request as AccessRequest, user: user as Decided['user'], opened };
      });
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
