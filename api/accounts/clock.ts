/**
 * The accounts domain's time source. Every expiry (sessions, pins, lockouts) is computed here and
 * passed to SQL as a parameter rather than read from the database's `now()`, so tests can move time.
 */
export interface AccountsClock {
  now(): Date;
}

export const systemClock: AccountsClock = { now: () => new Date() };

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** Whole seconds from `now` until `later`, at least 1 (a `Retry-After` value). */
export function secondsUntil(now: Date, later: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
}
