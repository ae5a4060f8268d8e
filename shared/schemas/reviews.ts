/**
 * Request and response schemas of the review calls (docs/product.md#content-and-engagement): a signed-in reader rates a
 * material or a course 1–5 with an optional plain-text comment, one review per reader and item. The
 * rating is a JSON integer, never coerced (docs/rules.md R2); the text is kept as typed (R4).
 */
import { z } from 'zod';
import { DEFAULT_LOCALE } from '../locales.ts';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_TEXT_MAX_CHARS,
  REVIEW_TYPES,
  reviewTextLength,
} from '../logic/reviews.ts';
import { Lang, Slug, StorableText } from './common.ts';

// ---- requests ----

export const ReviewParams = z.strictObject({ type: z.enum(REVIEW_TYPES), slug: Slug });

const RATING_RULE = `a whole number from ${RATING_MIN} to ${RATING_MAX}`;
export const Rating = z
  .number({ error: `the rating must be ${RATING_RULE}` })
  .int(`the rating must be ${RATING_RULE}`)
  .min(RATING_MIN, `the rating must be ${RATING_RULE}`)
  .max(RATING_MAX, `the rating must be ${RATING_RULE}`);

export const ReviewText = StorableText.refine(
  (text) => reviewTextLength(text) <= REVIEW_TEXT_MAX_CHARS,
  `at most ${REVIEW_TEXT_MAX_CHARS} characters`,
);

/**
 * A claimed author, as other clients of the product's calls send with their writes: accepted so such a
 * body is not refused, and never used (docs/rules.md R17: the author is the session's user).
 */
const ClaimedUser = z.union([z.number().int(), z.string().max(20)]).optional();

export const ReviewBody = z.strictObject({
  rating: Rating,
  /** Optional; blank text (white space, invisible characters) saves the review without a comment. */
  text: ReviewText.optional(),
  /** The reader's interface language: the language of a refusal's message. */
  lang: Lang.default(DEFAULT_LOCALE),
  user_id: ClaimedUser,
  userId: ClaimedUser,
});

export const DeleteReviewBody = z.strictObject({
  lang: Lang.default(DEFAULT_LOCALE),
  user_id: ClaimedUser,
  userId: ClaimedUser,
});

export const MyReviewsQuery = z.strictObject({ lang: Lang.default(DEFAULT_LOCALE) });

// ---- responses ----

/** An item's reviews at a glance: the average rating to one decimal (null without reviews) and how many. */
export const RatingSummary = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof RatingSummary>;

export const Review = z.object({
  rating: z.number().int(),
  text: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof Review>;

/** The session user's review of one item (null when they have none) and the item's summary. */
export const MyReviewResponse = z.object({ review: Review.nullable(), summary: RatingSummary });
export type MyReviewResponse = z.infer<typeof MyReviewResponse>;

export const SaveReviewResponse = z.object({ success: z.boolean(), review: Review, summary: RatingSummary });
export const DeleteReviewResponse = z.object({
  success: z.boolean(),
  /** False when there was nothing to delete (deleting twice is not an error). */
  deleted: z.boolean(),
  summary: RatingSummary,
});

/** One of my reviews with the item it rates (its title in the asked language, ru as the fallback). */
export const MyReview = z.object({
  ...Review.shape,
  type: z.enum(REVIEW_TYPES),
  slug: z.string(),
  title: z.string(),
  fallback: z.boolean(),
});
export type MyReview = z.infer<typeof MyReview>;

export const MyReviewsResponse = z.object({ reviews: z.array(MyReview), count: z.number().int() });
export type MyReviewsResponse = z.infer<typeof MyReviewsResponse>;

/**
 * The rating fields of an item and its card (the content answers): from the item's own row, so a list
 * of cards reads them with no extra query. Defaults keep answers of other origins valid.
 */
export const ratingFields = {
  rating_average: z.number().nullable().default(null),
  rating_count: z.number().int().default(0),
};
