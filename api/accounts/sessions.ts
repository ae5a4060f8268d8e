/**
 * Session tokens (docs/architecture.md#sessions-and-accounts, docs/rules.md R9): opaque 256-bit bearer tokens, stored hashed. A session
 * lives until it is revoked (logout, password change or reset), until its absolute lifetime ends
 * (SESSION_ABSOLUTE_LIFETIME_SECONDS, 60 days by default) or until it goes unused for the idle timeout
 * (SESSION_IDLE_TIMEOUT_SECONDS, 14 days): every authenticated request slides the idle deadline.
 * An administrator's session, which opens the desk, ends sooner: after
 * ADMIN_SESSION_IDLE_TIMEOUT_SECONDS (12 hours) unused (docs/desk.md#sessions).
 */
import type { Db, Queryable } from '../db/types.ts';
import { type AccountsClock, addSeconds } from './clock.ts';
import { newSecret, SECRET_PATTERN, secretHash } from './secrets.ts';
import type { SessionRow, SessionsRepository, SignInMethod } from './tokens-repository.ts';

/** Writes of `last_used_at` more often than this add nothing to a deadline measured in days. */
const TOUCH_INTERVAL_SECONDS = 60;

export interface IssuedSession {
  token: string;
  /** Seconds until the session's absolute end: the longest the web tier's cookie may live. */
  expires_in: number;
}

export interface Authenticated {
  session: { id: number; method?: SignInMethod };
  user: SessionRow;
}

/** Only a value of a session token's shape is looked up: anything else is no session, unread. */
function isToken(token: string | undefined): token is string {
  return token !== undefined && SECRET_PATTERN.test(token);
}

export function createSessions(deps: {
  db: Db;
  sessions: SessionsRepository;
  clock: AccountsClock;
  idleSeconds: number;
  /** The idle timeout of an administrator's session (docs/desk.md#sessions); the readers' when absent. */
  adminIdleSeconds?: number;
  lifetimeSeconds: number;
}) {
  const { db, sessions, clock, idleSeconds, lifetimeSeconds } = deps;
  const adminIdleSeconds = deps.adminIdleSeconds ?? idleSeconds;

  return {
    async issue(q: Queryable, userId: number, method: SignInMethod): Promise<IssuedSession> {
      const token = newSecret();
      const now = clock.now();
      await sessions.create(q, userId, secretHash(token), method, now, addSeconds(now, lifetimeSeconds));
      return { token, expires_in: lifetimeSeconds };
    },

    /** The session and user of a bearer token, or null when it is missing, ended or expired. */
    async authenticate(token: string | undefined): Promise<Authenticated | null> {
      if (!isToken(token)) return null;
      const row = await sessions.find(db, secretHash(token));
      if (!row) return null;
      const now = clock.now();
      const idle = row.role === 'admin' ? adminIdleSeconds : idleSeconds;
      if (row.expires_at <= now || addSeconds(row.last_used_at, idle) <= now) return null;
      if (addSeconds(row.last_used_at, TOUCH_INTERVAL_SECONDS) <= now)
        await sessions.touch(db, row.session_id, now);
      return { session: { id: row.session_id }, user: row };
    },

    /** Ends the session of this token; false when there was none to end. */
    async revoke(token: string | undefined): Promise<boolean> {
      if (!isToken(token)) return false;
      return sessions.revoke(db, secretHash(token), clock.now());
    },

    revokeAllOf(q: Queryable, userId: number, keepSessionId?: number): Promise<void> {
      return sessions.revokeAllOf(q, userId, clock.now(), keepSessionId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
