/**
 * Digest periods (docs/follows.md#the-digest), in UTC: a day, or an ISO week from Monday. A period's
 * key names its frequency and first day (`daily:2026-11-28`, `weekly:2026-11-23`), so a reader's job
 * for a period is one row whatever changes afterwards.
 */
import type { DigestFrequency } from '../../shared/schemas/follows.ts';

export type Frequency = Exclude<DigestFrequency, 'off'>;

export interface Period {
  key: string;
  frequency: Frequency;
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 3600 * 1000;

function startOfDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

function periodAt(frequency: Frequency, start: Date): Period {
  const end = new Date(start.getTime() + (frequency === 'daily' ? 1 : 7) * DAY_MS);
  return { key: `${frequency}:${start.toISOString().slice(0, 10)}`, frequency, start, end };
}

/** The period that contains `at`. */
export function currentPeriod(frequency: Frequency, at: Date): Period {
  const day = startOfDay(at);
  if (frequency === 'daily') return periodAt('daily', day);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return periodAt('weekly', new Date(day.getTime() - sinceMonday * DAY_MS));
}

/** The last period that has ended by `at`: what a scheduled run digests. */
export function lastCompletedPeriod(frequency: Frequency, at: Date): Period {
  const current = currentPeriod(frequency, at);
  return currentPeriod(frequency, new Date(current.start.getTime() - 1));
}

/** A period from its key, or undefined when the key is not one. */
export function periodOfKey(key: string): Period | undefined {
  const match = /^(daily|weekly):(\d{4}-\d{2}-\d{2})$/.exec(key);
  if (!match) return undefined;
  const start = new Date(`${match[2]}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return undefined;
  const period = currentPeriod(match[1] as Frequency, start);
  return period.key === key ? period : undefined;
}
