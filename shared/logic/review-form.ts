/**
 * The review box's form without scripts: a plain POST to the web tier, which makes the
 * review call for the session and redirects back to the page the form was on with the outcome in
 * `?review=…`, where the box says it. With scripts, the same form is sent through the facade instead.
 */
import { fillPath } from '../paths.ts';
import type { ReviewType } from './reviews.ts';

/** The web tier's form route (Fastify's pattern syntax). */
export const REVIEW_FORM_PATH = '/:locale/reviews/:type/:slug';

/** Where the form goes back to: the item's page, or my reviews in the personal area. */
export const REVIEW_FORM_BACK = ['item', 'profile'] as const;
export type ReviewFormBack = (typeof REVIEW_FORM_BACK)[number];

/** What the redirect says happened (the `review` query of the page it returns to). */
export const REVIEW_OUTCOMES = [
  'saved',
  'deleted',
  'rate_limited',
  'invalid',
  'not_found',
  'sign_in',
  'failed',
] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

export function isReviewOutcome(value: unknown): value is ReviewOutcome {
  return typeof value === 'string' && (REVIEW_OUTCOMES as readonly string[]).includes(value);
}

/** A refused review call's outcome by its status (the form route and the browser say it alike). */
export function outcomeOfStatus(status: number): ReviewOutcome {
  if (status === 401) return 'sign_in';
  if (status === 429) return 'rate_limited';
  if (status === 400) return 'invalid';
  if (status === 404) return 'not_found';
  return 'failed';
}

export function reviewFormAction(locale: string, type: ReviewType, slug: string): string {
  return fillPath(REVIEW_FORM_PATH, { locale, type, slug }, 'review form');
}
