/**
 * Lesson sets: a teacher's named selection of the hashtag tool's results, shared with a
 * class by a read-only link. The owner's calls take no user id: whose sets they are comes from the
 * session alone (R17). The limits keep one account's sets a few pages of rows.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE } from '../locales.ts';
import { IdParam, Lang, StorableText } from './common.ts';
import { HashtagSearchItem } from './educators.ts';

import { LESSON_SET_ITEMS_MAX, LESSON_SET_NAME_MAX, SHARE_TOKEN_PATTERN } from './plain.ts';

export { LESSON_SET_ITEMS_MAX, LESSON_SET_NAME_MAX, SHARE_TOKEN_PATTERN };
/** Sets one account may keep. */
export const LESSON_SETS_PER_ACCOUNT = 50;

export const ShareToken = z.string().regex(SHARE_TOKEN_PATTERN, 'invalid link');

export const LESSON_SET_KINDS = ['materials', 'courses', 'articles'] as const;
export const LessonSetKind = z.enum(LESSON_SET_KINDS);
export type LessonSetKind = z.infer<typeof LessonSetKind>;

export const LessonSetItemRef = z.strictObject({
  kind: LessonSetKind,
  id: z.number().int().positive().max(2_147_483_647),
});
export type LessonSetItemRef = z.infer<typeof LessonSetItemRef>;

export const LessonSetItemRefs = z
  .array(LessonSetItemRef)
  .min(1, 'choose at least one item')
  .max(LESSON_SET_ITEMS_MAX, `at most ${LESSON_SET_ITEMS_MAX} items`)
  .refine(
    (refs) => new Set(refs.map((ref) => `${ref.kind}:${ref.id}`)).size === refs.length,
    'items must be distinct',
  );

/** Trimmed, in NFC, one to LESSON_SET_NAME_MAX characters. */
export const LessonSetName = StorableText.transform((name) => name.normalize('NFC').trim()).pipe(
  z.string().min(1, 'empty name').max(LESSON_SET_NAME_MAX, `at most ${LESSON_SET_NAME_MAX} characters`),
);

export const LessonSetIdParams = z.strictObject({ id: IdParam });
export const ShareTokenParams = z.strictObject({ token: ShareToken });

export const CreateLessonSetBody = z.strictObject({ name: LessonSetName, items: LessonSetItemRefs });
export const AddToLessonSetBody = z.strictObject({ items: LessonSetItemRefs });
export const RemoveFromLessonSetBody = z.strictObject({ items: LessonSetItemRefs });
export const RenameLessonSetBody = z.strictObject({ name: LessonSetName });
export const NoBody = z.strictObject({});

/** One set as its owner sees it in the list; `count` is its items still published. */
export const LessonSetSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  /** The read-only link's secret, or null while the link is revoked. */
  share_token: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LessonSetSummary = z.infer<typeof LessonSetSummary>;
export const LessonSetList = z.array(LessonSetSummary);
export const DeletedAnswer = z.object({ success: z.literal(true) });

export const SharedSetQuery = z.strictObject({ lang: Lang.default(DEFAULT_LOCALE) });
/** An item of a shared set: a hashtag result item with its kind's title as `type` (docs/product.md#content-model). */
export const SharedSetItem = HashtagSearchItem.extend({ kind: LessonSetKind, type: z.string() });
export type SharedSetItem = z.infer<typeof SharedSetItem>;
/** What a class sees: the name and the items in the teacher's order; never who the teacher is. */
export const SharedSet = z.object({
  name: z.string(),
  updated_at: z.string(),
  items: z.array(SharedSetItem),
});
export type SharedSet = z.infer<typeof SharedSet>;
