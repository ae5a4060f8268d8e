/**
 * Request and response schemas of the reader's calls (docs/product.md#content-model, docs/architecture.md#the-call-contract): comments, favourites and
 * progress. Likes and shares stay with the content calls. Requests are strict objects of `common.ts`
 * primitives; responses are plain objects, so fields the contract does not name are stripped.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { DEFAULT_LOCALE } from '../locales.ts';
import { isBlankComment } from '../logic/comment-text.ts';
import { FAVOURITE_ACTIONS, FAVOURITE_TYPES } from '../logic/favourites.ts';
import { ContentTypeParam, IdParam, Lang, Slug, StorableText } from './common.ts';

// ---- requests ----

export const CommentsParams = z.strictObject({ type: ContentTypeParam, slug: Slug });
export const CommentsQuery = z.strictObject({ lang: Lang.default(DEFAULT_LOCALE) });

/**
 * A comment as typed (docs/rules.md R4: stored verbatim, never normalised): not blank once white space
 * and invisible characters are gone, at most 5 000 characters (code points, as the reader counts).
 */
export const CommentContent = StorableText.refine(
  (text) => !isBlankComment(text),
  'the comment is empty',
).refine(
  (text) => Array.from(text).length <= LIMITS.commentMaxChars,
  `at most ${LIMITS.commentMaxChars} characters`,
);

/** docs/architecture.md#the-call-contract: form `content`, `user_id`, `lang`; `user_id` never chooses the author (R17). */
export const CommentBody = z.strictObject({
  content: CommentContent,
  user_id: IdParam.optional(),
  lang: Lang.default(DEFAULT_LOCALE),
});

export const FavouriteParams = z.strictObject({ id: IdParam, action: z.enum(FAVOURITE_ACTIONS) });
export const FavouriteBody = z.strictObject({ type: z.enum(FAVOURITE_TYPES) });

/** docs/architecture.md#the-call-contract: form `material_id`. */
export const ProgressBody = z.strictObject({ material_id: IdParam });

// ---- responses ----

export const CommentAuthor = z.object({ name: z.string().nullable(), surname: z.string().nullable() });
export const Comment = z.object({
  id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
  user: CommentAuthor,
  /** Only on the author's own comment that waits for moderation (comment safety). */
  awaiting_moderation: z.boolean().optional(),
});
export type Comment = z.infer<typeof Comment>;

export const CommentsResponse = z.object({ comments: z.array(Comment), countComments: z.number().int() });
export type CommentsResponse = z.infer<typeof CommentsResponse>;
export const CreateCommentResponse = z.object({ success: z.boolean(), comment: Comment });

/** The signed-in user's favourite lists and their counts, as the user call and a favourite change show them. */
export const FavouriteLists = z.object({
  favoriteMaterials: z.array(z.number().int()),
  favoriteCourses: z.array(z.number().int()),
  count_materials: z.number().int(),
  count_courses: z.number().int(),
});

/** The signed-in user's favourites after the change, from the database (R31). */
export const FavouriteResponse = z.object({ success: z.boolean(), ...FavouriteLists.shape });
export type FavouriteResponse = z.infer<typeof FavouriteResponse>;

export const ProgressResponse = z.object({ success: z.boolean() });
