/**
 * The review rules both sides run, without zod, so the browser's review box carries none
 * of the schemas' weight (`shared/schemas/reviews.ts` builds its schemas from these).
 */
import { isBlankComment } from './comment-text.ts';

/** The kinds of item a reader may review (the `{type}` of the call paths). */
export const REVIEW_TYPES = ['materials', 'courses'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A review's comment: at most this many characters (code points, as the reader counts). */
export const REVIEW_TEXT_MAX_CHARS = 2000;

/** A review's comment length as the reader counts it (code points, not UTF-16 units). */
export const reviewTextLength = (text: string): number => Array.from(text).length;

/** A comment of only white space and invisible characters is no comment: the review has none. */
export const isBlankReviewText = isBlankComment;

/** The id of the review box on an item's page: links and the form route's redirect land on it. */
export const REVIEW_BOX_ID = 'review-box';
