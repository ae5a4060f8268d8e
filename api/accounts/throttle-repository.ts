/**
 * The sign-in limits' counters (migration 0007's `auth_throttle` and `login_unknown_emails`): one row
 * per rule scope and key, and the unknown e-mails seen per address. The rules that read and bump them
 * are `throttle.ts`.
 */
import type { Db } from '../db/types.ts';

export interface ThrottleRow extends Record<string, unknown> {
  window_start: Date;
  hits: number;
  strikes: number;
  locked_until: Date | null;
}

export function createThrottleRepository(db: Db) {
  return {
    /** Drops what was last touched before `before`. */
    async sweep(before: Date): Promise<void> {
      await db.query('DELETE FROM auth_throttle WHERE updated_at < $1', [before]);
      await db.query('DELETE FROM login_unknown_emails WHERE seen_at < $1', [before]);
    },

    async read(scope: string, key: string): Promise<ThrottleRow | undefined> {
      const rows = await db.query<ThrottleRow>(
        'SELECT window_start, hits, strikes, locked_until FROM auth_throttle WHERE scope = $1 AND key = $2',
        [scope, key],
      );
      return rows[0];
    },

    /** One more hit in the key's window; a window that started at or before `windowEdge` starts anew. */
    async addHit(scope: string, key: string, now: Date, windowEdge: Date): Promise<ThrottleRow> {
      const rows = await db.query<ThrottleRow>(
        `INSERT INTO auth_throttle (scope, key, window_start, hits, updated_at) VALUES ($1, $2, $3, 1, $3)
         ON CONFLICT (scope, key) DO UPDATE SET
           hits = CASE WHEN auth_throttle.window_start <= $4 THEN 1 ELSE auth_throttle.hits + 1 END,
           window_start = CASE WHEN auth_throttle.window_start <= $4 THEN $3 ELSE auth_throttle.window_start END,
           updated_at = $3
         RETURNING window_start, hits, strikes, locked_until`,
        [scope, key, now, windowEdge],
      );
      return rows[0] as ThrottleRow;
    },

    async remove(scope: string, key: string): Promise<void> {
      await db.query('DELETE FROM auth_throttle WHERE scope = $1 AND key = $2', [scope, key]);
    },

    /** A lockout after the limit was reached: the count starts again and the strike is remembered. */
    async strike(scope: string, key: string, now: Date, lockedUntil: Date): Promise<void> {
      await db.query(
        `UPDATE auth_throttle SET hits = 0, window_start = $3, strikes = strikes + 1, locked_until = $4,
           updated_at = $3 WHERE scope = $1 AND key = $2`,
        [scope, key, now, lockedUntil],
      );
    },

    /** Locks a key until `lockedUntil` whatever its count. */
    async lock(scope: string, key: string, now: Date, lockedUntil: Date): Promise<void> {
      await db.query(
        `INSERT INTO auth_throttle (scope, key, window_start, hits, locked_until, updated_at)
         VALUES ($1, $2, $3, 0, $4, $3)
         ON CONFLICT (scope, key) DO UPDATE SET hits = 0, window_start = $3, locked_until = $4, updated_at = $3`,
        [scope, key, now, lockedUntil],
      );
    },

    /** The unknown e-mails an address tried since `since`: how many, whether `email` is one, the oldest. */
    async unknownEmails(
      ipKey: string,
      emailKey: string,
      since: Date,
    ): Promise<{ n: number; seen: boolean; oldest: Date | null } | undefined> {
      const rows = await db.query<{ n: number; seen: boolean; oldest: Date | null }>(
        `SELECT count(*)::int AS n, coalesce(bool_or(email_key = $2), false) AS seen, min(seen_at) AS oldest
         FROM login_unknown_emails WHERE ip_key = $1 AND seen_at > $3`,
        [ipKey, emailKey, since],
      );
      return rows[0];
    },

    async noteUnknownEmail(ipKey: string, emailKey: string, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO login_unknown_emails (ip_key, email_key, seen_at) VALUES ($1, $2, $3)
         ON CONFLICT (ip_key, email_key) DO UPDATE SET seen_at = $3`,
        [ipKey, emailKey, now],
      );
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
