/**
 * The sign-in limits' counters (docs/rules.md R11–R13, R19), kept in the database so every API instance
 * counts together. A rule is a fixed window of `windowSeconds` allowing `limit` hits; a lockout rule
 * also locks its key once the limit is reached, for a time that doubles with every lockout up to a
 * maximum (R11: 10 minutes growing to 7 days). Keys are digests, never raw addresses or e-mails.
 * A limit of 0 switches its rule off.
 */

import { ApiError } from '../errors.ts';
import { type AccountsClock, addSeconds, secondsUntil } from './clock.ts';
import { fingerprint } from './secrets.ts';
import type { ThrottleRow as Row, ThrottleRepository } from './throttle-repository.ts';

export interface WindowRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export interface LockoutRule extends WindowRule {
  lockoutMinSeconds: number;
  lockoutMaxSeconds: number;
  /** Strikes are forgotten when the last lockout ended longer ago than this. */
  forgiveAfterSeconds: number;
}

/** Rows untouched this long are deleted (longer than any window or lockout). */
const RETENTION_SECONDS = 8 * 86_400;
const SWEEP_EVERY_MS = 3_600_000;

export function throttleKey(...parts: string[]): string {
  return fingerprint(parts.join('\u0000'));
}

export function rateLimited(retryAfterSeconds: number): ApiError {
  return new ApiError('rate_limited', { retryAfterSeconds });
}

export function createThrottle(repository: ThrottleRepository, clock: AccountsClock) {
  let lastSweep = 0;

  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await repository.sweep(addSeconds(now, -RETENTION_SECONDS));
  }

  /** Adds one hit to the key's current window (a new window when the last one ended) and returns it. */
  async function addHit(rule: WindowRule, key: string, now: Date): Promise<Row> {
    const row = await repository.addHit(rule.scope, key, now, addSeconds(now, -rule.windowSeconds));
    await sweep(now);
    return row;
  }

  return {
    /** Counts an attempt; refuses it (429) once the window holds more than the limit. */
    async hit(rule: WindowRule, key: string): Promise<void> {
      if (rule.limit <= 0) return;
      const now = clock.now();
      const row = await addHit(rule, key, now);
      if (row.hits > rule.limit) {
        throw rateLimited(secondsUntil(now, addSeconds(row.window_start, rule.windowSeconds)));
      }
    },

    /** Counts a hit without refusing anything; answers the window's count (failures checked later). */
    async note(rule: WindowRule, key: string): Promise<number> {
      if (rule.limit <= 0) return 0;
      return (await addHit(rule, key, clock.now())).hits;
    },

    /** Refuses (429) when the key is locked or its window already holds `limit` hits; counts nothing. */
    async check(rule: WindowRule, key: string): Promise<void> {
      if (rule.limit <= 0) return;
      const now = clock.now();
      const row = await repository.read(rule.scope, key);
      if (!row) return;
      if (row.locked_until && row.locked_until > now) throw rateLimited(secondsUntil(now, row.locked_until));
      const windowEnd = addSeconds(row.window_start, rule.windowSeconds);
      if (windowEnd > now && row.hits >= rule.limit) throw rateLimited(secondsUntil(now, windowEnd));
    },

    /**
     * Counts a failure for a lockout rule. Reaching the limit locks the key, for the minimum lockout
     * doubled once per earlier lockout, and starts the count again.
     */
    async fail(rule: LockoutRule, key: string): Promise<void> {
      if (rule.limit <= 0) return;
      const now = clock.now();
      const before = await repository.read(rule.scope, key);
      const forgiven =
        before?.locked_until && addSeconds(before.locked_until, rule.forgiveAfterSeconds) < now;
      if (forgiven) await repository.remove(rule.scope, key);
      const row = await addHit(rule, key, now);
      if (row.hits < rule.limit) return;
      const seconds = Math.min(
        rule.lockoutMaxSeconds,
        rule.lockoutMinSeconds * 2 ** Math.min(row.strikes, 30),
      );
      await repository.strike(rule.scope, key, now, addSeconds(now, seconds));
    },

    /** A success forgets the key's failures and lockouts (R11: only that key's). */
    async reset(scope: string, key: string): Promise<void> {
      await repository.remove(scope, key);
    },

    /** Locks a key for a fixed time regardless of its count (the global pin circuit, R13). */
    async lock(scope: string, key: string, seconds: number): Promise<void> {
      const now = clock.now();
      await repository.lock(scope, key, now, addSeconds(now, seconds));
    },

    /**
     * R12: at most `limit` distinct unknown e-mails per address in the window; one seen before passes
     * again, a new one past the limit is refused.
     */
    async distinct(rule: WindowRule, key: string, value: string): Promise<void> {
      if (rule.limit <= 0) return;
      const now = clock.now();
      const found = await repository.unknownEmails(key, value, addSeconds(now, -rule.windowSeconds));
      if (found && !found.seen && found.n >= rule.limit) {
        throw rateLimited(secondsUntil(now, addSeconds(found.oldest ?? now, rule.windowSeconds)));
      }
      await repository.noteUnknownEmail(key, value, now);
    },

    /** The number of hits in the key's current window. */
    async count(rule: WindowRule, key: string): Promise<number> {
      const row = await repository.read(rule.scope, key);
      if (!row || addSeconds(row.window_start, rule.windowSeconds) <= clock.now()) return 0;
      return row.hits;
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
