/**
 * An item's rating summary as the page shows it in two places (the heading and the review box): the
 * item answer's values until the reader saves or deletes their review, then the database's values the
 * call answered with (R31), so both places agree without reloading the page. Written only by the
 * reader's own actions in the browser; the server's render reads the answer's values.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { RatingSummary } from '../../../shared/schemas/reviews.ts';

const summaries = new Map<string, RatingSummary>();
const listeners = new Set<() => void>();

const keyOf = (type: string, slug: string) => `${type}:${slug}`;

export function publishSummary(type: string, slug: string, summary: RatingSummary): void {
  summaries.set(keyOf(type, slug), summary);
  for (const listener of listeners) listener();
}

/** The page is left: its next visit starts from its (fresh) answer again. */
export function forgetSummary(type: string, slug: string): void {
  summaries.delete(keyOf(type, slug));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The item's summary: the last one a review call answered with on this page, else `initial`. */
export function useRatingSummary(type: string, slug: string, initial: RatingSummary): RatingSummary {
  // The same values are the same snapshot: callers may build `initial` anew on every render.
  const { average, count } = initial;
  const fallback = useMemo(() => ({ average, count }), [average, count]);
  const read = useCallback(() => summaries.get(keyOf(type, slug)) ?? fallback, [type, slug, fallback]);
  return useSyncExternalStore(subscribe, read, () => fallback);
}
