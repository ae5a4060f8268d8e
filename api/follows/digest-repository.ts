/**
 * The digest's jobs (docs/follows.md#the-digest): one row per reader and period, so planning twice, on
 * a restart or on two instances, adds nothing, and only the runner that moves a due row to `sending`
 * sends it (`FOR UPDATE SKIP LOCKED`: a second runner passes over a row the first holds). A lease that
 * ran out (the runner died mid-send) makes the row due again.
 */
import type { DigestFrequency } from '../../shared/schemas/follows.ts';
import type { Db } from '../db/types.ts';

export type ClaimedJob = {
  user_id: number;
  period: string;
  attempts: number;
};

export type DigestReader = {
  id: number;
  email: string;
  name: string;
  locale: 'ru' | 'en';
  role: string;
};

export function createDigestRepository(db: Db) {
  return {
    /**
     * One pending job for period `period` per reader whose digest is `frequency` (weekly when never
     * set), with a confirmed address that has not bounced and something followed. Answers how many
     * jobs are new.
     */
    async plan(frequency: Exclude<DigestFrequency, 'off'>, period: string, now: Date): Promise<number> {
      const rows = await db.query(
        `INSERT INTO digest_jobs (user_id, period, run_after)
         SELECT u.id, $2, $3 FROM users u
         LEFT JOIN follow_settings s ON s.user_id = u.id
         WHERE u.email_confirmed_at IS NOT NULL AND coalesce(s.digest, 'weekly') = $1 AND s.bounced_at IS NULL
           AND EXISTS (SELECT 1 FROM follows f WHERE f.user_id = u.id)
         ON CONFLICT (user_id, period) DO NOTHING
         RETURNING user_id`,
        [frequency, period, now],
      );
      return rows.length;
    },

    /** Plans one reader's job (the admin's "run a period now" for one address). */
    async planOne(userId: number, period: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO digest_jobs (user_id, period, run_after) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, period) DO NOTHING RETURNING user_id`,
        [userId, period, now],
      );
      return rows.length > 0;
    },

    /** Takes up to `limit` due jobs for this runner, each leased for `leaseSeconds`. */
    claim(now: Date, leaseSeconds: number, limit: number): Promise<ClaimedJob[]> {
      return db.query<ClaimedJob>(
        `UPDATE digest_jobs j SET state = 'sending', attempts = j.attempts + 1,
           locked_until = $1::timestamptz + make_interval(secs => $2), updated_at = $1
         WHERE (j.user_id, j.period) IN (
           SELECT user_id, period FROM digest_jobs
           WHERE (state = 'pending' AND run_after <= $1) OR (state = 'sending' AND locked_until <= $1)
           ORDER BY run_after, user_id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING j.user_id, j.period, j.attempts`,
        [now, leaseSeconds, limit],
      );
    },

    /** Closes a job this runner holds: sent, skipped (nothing new) or failed for good. */
    async finish(
      job: ClaimedJob,
      state: 'sent' | 'skipped' | 'failed',
      items: number,
      error: string | null,
    ): Promise<void> {
      await db.query(
        `UPDATE digest_jobs SET state = $3, items = $4, last_error = $5, locked_until = NULL, updated_at = now()
         WHERE user_id = $1 AND period = $2 AND state = 'sending'`,
        [job.user_id, job.period, state, items, error],
      );
    },

    /** Puts a job back to be tried again at `runAfter`. */
    async retry(job: ClaimedJob, runAfter: Date, error: string): Promise<void> {
      await db.query(
        `UPDATE digest_jobs SET state = 'pending', run_after = $3, last_error = $4, locked_until = NULL,
           updated_at = now()
         WHERE user_id = $1 AND period = $2 AND state = 'sending'`,
        [job.user_id, job.period, runAfter, error],
      );
    },

    async reader(userId: number): Promise<DigestReader | undefined> {
      const [row] = await db.query<DigestReader>(
        'SELECT id, email, name, locale, role FROM users WHERE id = $1',
        [userId],
      );
      return row;
    },

    async readerByEmail(email: string): Promise<DigestReader | undefined> {
      const [row] = await db.query<DigestReader>(
        'SELECT id, email, name, locale, role FROM users WHERE lower(email) = lower($1)',
        [email],
      );
      return row;
    },
  };
}

export type DigestRepository = ReturnType<typeof createDigestRepository>;
