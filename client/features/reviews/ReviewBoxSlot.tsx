/**
 * The review box and the rating in an item's heading as chunks of their own, rendered whole by the
 * server (the page's loader preloads them, `deferred.tsx`) and hydrated in the browser once they are
 * there: their code is not part of a reading page's first download.
 */
import { deferred } from './deferred.tsx';
import type { ReviewBoxProps } from './ReviewBox.tsx';

const box = deferred<ReviewBoxProps>(() => import('./ReviewBox.tsx').then((module) => module.ReviewBox), {
  source: 'client/features/reviews/ReviewBox.tsx',
});
// The heading's rating comes from the box's module (which shows the same summary): one chunk, one
// request before hydrating instead of two.
const heading = deferred<Parameters<typeof import('./RatingSummary.tsx').ItemRating>[0]>(
  () => import('./ReviewBox.tsx').then((module) => module.ItemRating),
  { source: 'client/features/reviews/ReviewBox.tsx' },
);

export const ReviewBoxSlot = box.Slot;
export const ItemRatingSlot = heading.Slot;

export function preloadReviewBox(): Promise<unknown> {
  return Promise.all([box.preload(), heading.preload()]);
}

/** The summary fields of an item answer or card. */
export function summaryOf(item: { rating_average?: number | null; rating_count?: number }) {
  return { average: item.rating_average ?? null, count: item.rating_count ?? 0 };
}
