/**
 * The review form as its own chunk: a guest's page, the most common first visit, never downloads it;
 * for a reader with a session the page's loader loads it before the render (`deferred.tsx`).
 */
import { deferred } from './deferred.tsx';
import type { ReviewFormProps } from './ReviewForm.tsx';

const form = deferred<ReviewFormProps>(() => import('./ReviewForm.tsx').then((module) => module.ReviewForm), {
  source: 'client/features/reviews/ReviewForm.tsx',
  signedInOnly: true,
});

export const preloadReviewForm = form.preload;
export const ReviewFormSlot = form.Slot;
