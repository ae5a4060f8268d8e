/**
 * Session tokens, pins and reset requests (migration 0007), stored by the SHA-256 of their secret.
 * Times come from the service's clock. Consuming a pin is one conditional UPDATE, so of two concurrent
 * uses exactly one wins (R13: single use).
 */
import type { SocialProvider } from '../../shared/schemas/accounts.ts';
import type { Queryable } from '../db/types.ts';
import { USER_COLUMNS, type UserRow } from './users-repository.ts';

export type SignInMethod = 'password' | SocialProvider;
export type PinPurpose = 'confirm_email' | 'reset_password';

export interface SessionRow extends UserRow {
  session_id: number;
  session_created_at: Date;
  last_used_at: Date;
  expires_at: Date;
}

/** Made once in `api/wiring.ts` and handed to the sessions (its functions take the queryable they run on). */
export function createSessionsRepository() {
  return sessionsRepository;
}

const sessionsRepository = {
  async create(
    q: Queryable,
    userId: number,
    tokenHash: Buffer,
    method: SignInMethod,
    now: Date,
    expiresAt: Date,
  ) {
    await q.query(
      `INSERT INTO sessions (user_id, token_hash, method, created_at, last_used_at, expires_at)
       VALUES ($1, $2, $3, $4, $4, $5)`,
      [userId, tokenHash, method, now, expiresAt],
    );
  },

  /** The unrevoked session of this token with its user; expiry is the caller's to judge. */
  async find(q: Queryable, tokenHash: Buffer): Promise<SessionRow | undefined> {
    const rows = await q.query<SessionRow>(
      `SELECT s.id AS session_id, s.created_at AS session_created_at, s.last_used_at, s.expires_at, ${USER_COLUMNS}
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
      [tokenHash],
    );
    return rows[0];
  },

  async touch(q: Queryable, sessionId: number, now: Date): Promise<void> {
    await q.query('UPDATE sessions SET last_used_at = $2 WHERE id = $1', [sessionId, now]);
  },

  /** True when an unrevoked session had this token. */
  async revoke(q: Queryable, tokenHash: Buffer, now: Date): Promise<boolean> {
    const rows = await q.query(
      'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id',
      [tokenHash, now],
    );
    return rows.length > 0;
  },

  /** Ends every session of the user but `keepSessionId` (R9: after a password change or reset). */
  async revokeAllOf(q: Queryable, userId: number, now: Date, keepSessionId?: number): Promise<void> {
    await q.query(
      `UPDATE sessions SET revoked_at = $2
       WHERE user_id = $1 AND revoked_at IS NULL AND ($3::bigint IS NULL OR id <> $3::bigint)`,
      [userId, now, keepSessionId ?? null],
    );
  },
};

/** Made once in `api/wiring.ts` and handed to the services (its functions take the queryable they run on). */
export function createPinsRepository() {
  return pinsRepository;
}

const pinsRepository = {
  /** Stores a new pin; every older live pin of the same account and purpose stops working (R13). */
  async create(
    q: Queryable,
    userId: number,
    purpose: PinPurpose,
    pinHash: Buffer,
    now: Date,
    expiresAt: Date,
  ) {
    await q.query(
      `UPDATE pins SET invalidated_at = $3
       WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND invalidated_at IS NULL`,
      [userId, purpose, now],
    );
    await q.query(
      'INSERT INTO pins (user_id, purpose, pin_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [userId, purpose, pinHash, now, expiresAt],
    );
  },

  /** The account of a live pin, without using it up. */
  async findLive(q: Queryable, pinHash: Buffer, purpose: PinPurpose, now: Date): Promise<number | undefined> {
    const rows = await q.query<{ user_id: number }>(
      `SELECT user_id FROM pins WHERE pin_hash = $1 AND purpose = $2 AND used_at IS NULL
         AND invalidated_at IS NULL AND expires_at > $3`,
      [pinHash, purpose, now],
    );
    return rows[0]?.user_id;
  },

  /** Uses a live pin up; its account, or undefined when it is unknown, used, superseded or expired. */
  async consume(q: Queryable, pinHash: Buffer, purpose: PinPurpose, now: Date): Promise<number | undefined> {
    const rows = await q.query<{ user_id: number }>(
      `UPDATE pins SET used_at = $3 WHERE pin_hash = $1 AND purpose = $2 AND used_at IS NULL
         AND invalidated_at IS NULL AND expires_at > $3 RETURNING user_id`,
      [pinHash, purpose, now],
    );
    return rows[0]?.user_id;
  },

  /** When the account's newest live pin of this purpose was made, if it has one. */
  async liveSince(q: Queryable, userId: number, purpose: PinPurpose, now: Date): Promise<Date | undefined> {
    const rows = await q.query<{ created_at: Date }>(
      `SELECT max(created_at) AS created_at FROM pins WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL
         AND invalidated_at IS NULL AND expires_at > $3`,
      [userId, purpose, now],
    );
    return rows[0]?.created_at ?? undefined;
  },

  /** A password change ends every pending pin of the account (R13). */
  async invalidateAll(q: Queryable, userId: number, now: Date): Promise<void> {
    await q.query(
      'UPDATE pins SET invalidated_at = $2 WHERE user_id = $1 AND used_at IS NULL AND invalidated_at IS NULL',
      [userId, now],
    );
  },

  /** When this browser flow last asked for a reset of this e-mail, if it did. */
  async resetRequestedAt(q: Queryable, flowHash: Buffer, emailKey: string): Promise<Date | undefined> {
    const rows = await q.query<{ requested_at: Date }>(
      'SELECT requested_at FROM reset_requests WHERE flow_hash = $1 AND email_key = $2',
      [flowHash, emailKey],
    );
    return rows[0]?.requested_at;
  },

  async recordResetRequest(q: Queryable, flowHash: Buffer, emailKey: string, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO reset_requests (flow_hash, email_key, requested_at) VALUES ($1, $2, $3)
       ON CONFLICT (flow_hash, email_key) DO UPDATE SET requested_at = $3`,
      [flowHash, emailKey, now],
    );
  },

  async forgetResetRequestsBefore(q: Queryable, before: Date): Promise<void> {
    await q.query('DELETE FROM reset_requests WHERE requested_at < $1', [before]);
  },
};

export type SessionsRepository = typeof sessionsRepository;
export type PinsRepository = typeof pinsRepository;
