/**
 * Request and response schemas of the personal area's calls (docs/product.md#screens "Profile area"; docs/product.md#content-and-engagement): the
 * reader's favourites, courses, recommendations, reading history with exact resume, comments, the
 * privacy controls and the data export. Every answer is the session user's own; no request names a
 * user (docs/rules.md R17).
 */
import { z } from 'zod';
import { DEFAULT_LOCALE } from '../locales.ts';
import { IdParam, Lang } from './common.ts';
import { CourseCard, MaterialCard } from './content.ts';

/** How many items the history, the shelf and the recommendations show at most. */
export const PROFILE_LIMITS = { history: 100, comments: 100, shelf: 6, recommendations: 12 } as const;

export const ProfileQuery = z.strictObject({ lang: Lang.default(DEFAULT_LOCALE) });
export const MaterialIdParams = z.strictObject({ material_id: IdParam });

/**
 * Where a reader stopped in a material: the chapter's place in reading order (0-based, so it survives
 * a translation whose chapters have other ids) and how far down that chapter, from 0 to 1.
 */
export const PositionBody = z.strictObject({
  material_id: z.number().int().positive().max(2_147_483_647),
  chapter: z.number().int().min(0).max(999),
  fraction: z.number().min(0).max(1),
});
export const TrackingBody = z.strictObject({ paused: z.boolean() });

// ---- responses ----

/** A saved position, resolved for the page's language: `anchor` is the chapter's id there, if any. */
export const Resume = z.object({
  chapter: z.number().int(),
  fraction: z.number(),
  anchor: z.number().int().nullable(),
  updated_at: z.string(),
});
export type Resume = z.infer<typeof Resume>;

export const HistoryMaterial = z.object({
  material: MaterialCard,
  state: z.enum(['active', 'archived']),
  opened_at: z.string(),
  updated_at: z.string(),
  resume: Resume.nullable(),
});
export type HistoryMaterial = z.infer<typeof HistoryMaterial>;

export const CourseProgress = z.object({
  course: CourseCard,
  /** Published materials of the course the reader opened, and finished with "next". */
  viewed: z.number().int(),
  finished: z.number().int(),
  /** The material to continue with (index for `?material=N`), and where in it. */
  next_index: z.number().int(),
  next_material_id: z.number().int().nullable(),
  next_title: z.string().nullable(),
  resume: Resume.nullable(),
  updated_at: z.string(),
});
export type CourseProgress = z.infer<typeof CourseProgress>;

export const FavouritesAnswer = z.object({ materials: z.array(MaterialCard), courses: z.array(CourseCard) });
export type FavouritesAnswer = z.infer<typeof FavouritesAnswer>;

export const CoursesAnswer = z.object({ history: z.array(CourseProgress), archive: z.array(CourseProgress) });
export type CoursesAnswer = z.infer<typeof CoursesAnswer>;

export const RecommendationsAnswer = z.object({
  materials: z.array(MaterialCard),
  courses: z.array(CourseCard),
});
export type RecommendationsAnswer = z.infer<typeof RecommendationsAnswer>;

export const MyComment = z.object({
  id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
  locale: Lang,
  item: z.object({ type: z.string(), slug: z.string(), title: z.string() }).nullable(),
});
export type MyComment = z.infer<typeof MyComment>;

export const ContentAnswer = z.object({
  materials: z.array(HistoryMaterial),
  comments: z.array(MyComment),
  tracking_paused: z.boolean(),
});
export type ContentAnswer = z.infer<typeof ContentAnswer>;

export const ShelfAnswer = z.object({ items: z.array(HistoryMaterial) });
export type ShelfAnswer = z.infer<typeof ShelfAnswer>;

export const PositionAnswer = z.object({ resume: Resume.nullable() });
export const RecordedAnswer = z.object({ success: z.boolean(), recorded: z.boolean() });
export const TrackingAnswer = z.object({ success: z.boolean(), tracking_paused: z.boolean() });

export const ProvidersAnswer = z.object({ google: z.boolean(), facebook: z.boolean() });
export type ProvidersAnswer = z.infer<typeof ProvidersAnswer>;

/** Everything the site keeps about the reader, as one JSON document (the privacy export). */
export const ExportAnswer = z.object({
  exported_at: z.string(),
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    surname: z.string(),
    country: z.string(),
    city: z.string(),
    locale: z.string(),
    created_at: z.string(),
    interesting_tags: z.array(z.object({ id: z.number().int(), slug: z.string() })),
    social_accounts: z.array(z.string()),
  }),
  favourites: z.array(
    z.object({ type: z.string(), id: z.number().int(), slug: z.string().nullable(), added_at: z.string() }),
  ),
  progress: z.array(
    z.object({
      material_id: z.number().int(),
      slug: z.string().nullable(),
      state: z.string(),
      opened_at: z.string(),
      archived_at: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  positions: z.array(
    z.object({
      material_id: z.number().int(),
      chapter: z.number().int(),
      fraction: z.number(),
      updated_at: z.string(),
    }),
  ),
  comments: z.array(
    z.object({
      id: z.number().int(),
      item_type: z.string(),
      item_id: z.number().int(),
      locale: z.string(),
      content: z.string(),
      created_at: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      item_type: z.string(),
      item_id: z.number().int(),
      slug: z.string().nullable(),
      rating: z.number().int(),
      text: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  settings: z.object({ tracking_paused: z.boolean() }),
});
