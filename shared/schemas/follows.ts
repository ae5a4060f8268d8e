/**
 * Request and response schemas of following (docs/follows.md): what a reader follows (a direction or
 * any tag, an author, a course), the digest's setting, the "new for you" shelf and the digest's
 * one-click unsubscribe. No request names a user: whose follows are read or written comes from the
 * session's token (docs/rules.md R17); the unsubscribe call is authorised by its signed token alone.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE } from '../locales.ts';
import { Lang } from './common.ts';
import { CourseCard, MaterialCard } from './content.ts';
import { DIGEST_FREQUENCIES } from './plain.ts';

export { DIGEST_FREQUENCIES, type DigestFrequency } from './plain.ts';

export const FOLLOW_KINDS = ['tag', 'author', 'course'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** How many follows a reader keeps at most, and how many items the shelf shows. */
export const FOLLOW_LIMITS = { follows: 200, shelf: 12, digest: 12 } as const;

/** A tag or a course by its id (digits), an author by the name the pages show. */
export const FollowTarget = z.string().trim().min(1).max(200);

export const FollowBody = z
  .strictObject({ kind: z.enum(FOLLOW_KINDS), target: FollowTarget })
  .refine((body) => body.kind === 'author' || /^[1-9]\d{0,9}$/.test(body.target), {
    message: 'a tag or a course is named by its id',
    path: ['target'],
  });
export const FollowsQuery = z.strictObject({ lang: Lang.default(DEFAULT_LOCALE) });
export const DigestBody = z.strictObject({ digest: z.enum(DIGEST_FREQUENCIES) });
export const UnsubscribeBody = z.strictObject({ token: z.string().min(10).max(200) });

export const Follow = z.object({
  kind: z.enum(FOLLOW_KINDS),
  target: z.string(),
  /** What the reader sees: the tag's or the course's name in the page language, the author's name. */
  label: z.string(),
  /** A tag's slug or a course's slug, for its link; null for an author. */
  slug: z.string().nullable(),
  /** A direction is a main tag (docs/product.md#content-model). */
  direction: z.boolean(),
  /** An author's names in every language (the pages show one per language); empty for the others. */
  aliases: z.array(z.string()),
});
export type Follow = z.infer<typeof Follow>;

export const FollowsAnswer = z.object({
  follows: z.array(Follow),
  digest: z.enum(DIGEST_FREQUENCIES),
  /** The address refused a digest (an SMTP 5xx): none goes out until the reader sets it again. */
  bounced: z.boolean(),
});
export type FollowsAnswer = z.infer<typeof FollowsAnswer>;

export const FollowChangeAnswer = z.object({ success: z.boolean(), following: z.boolean() });
export const DigestAnswer = z.object({ success: z.boolean(), digest: z.enum(DIGEST_FREQUENCIES) });
export const VisitAnswer = z.object({ success: z.boolean() });
export const UnsubscribeAnswer = z.object({ success: z.boolean() });

/** Why an item is on the shelf: the first thing the reader follows that it matches. */
export const NewsReason = z.object({ kind: z.enum(FOLLOW_KINDS), label: z.string() });
export type NewsReason = z.infer<typeof NewsReason>;

export const NewsItem = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('material'),
    appeared: z.string(),
    reason: NewsReason,
    material: MaterialCard,
  }),
  z.object({ type: z.literal('course'), appeared: z.string(), reason: NewsReason, course: CourseCard }),
]);
export type NewsItem = z.infer<typeof NewsItem>;

export const NewsAnswer = z.object({
  /** The start of the window: the reader's previous visit (null: the last 30 days). */
  since: z.string().nullable(),
  /** Whether the reader follows anything (the empty state differs). */
  following: z.boolean(),
  items: z.array(NewsItem),
});
export type NewsAnswer = z.infer<typeof NewsAnswer>;
