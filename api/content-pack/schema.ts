/**
 * The content pack's file formats (`content/README.md`), validated before anything is written.
 * Objects are strict so a misspelt field is reported instead of silently dropped.
 */
import { z } from 'zod';
import { SLUG_PATTERN } from '../../shared/schemas/common.ts';
import { TANAKH_PARTS } from '../../shared/schemas/content.ts';

export const PackSlug = z.string().regex(SLUG_PATTERN, 'expected a slug like "my-item-2"');
const Text = z.string().trim().min(1, 'must not be empty');
const Html = z.string().trim().min(1, 'must not be empty');
const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'not a real date',
  );
/** A media path relative to the pack's `media/` (served at `/storage/`): no leading slash, no `..`. */
export const MediaPath = z
  .string()
  .regex(/^[A-Za-z0-9_@-][A-Za-z0-9._@/-]*$/, 'expected a relative media path like "materials/x/preview.jpg"')
  .refine(
    (s) => !s.split('/').some((part) => part === '..' || part === '.' || part === ''),
    'no "..", "." or empty segments',
  );
const FileName = z.string().regex(/^[A-Za-z0-9_@-][A-Za-z0-9._@-]*$/, 'expected a file name');
const Status = z.enum(['published', 'draft']).default('published');
const SlugList = z.array(PackSlug).refine((a) => new Set(a).size === a.length, 'slugs must not repeat');

function bilingual<T extends z.ZodRawShape>(shape: T) {
  const block = z.strictObject(shape);
  return { ru: block, en: block.optional() };
}

const PackTag = z.strictObject({
  slug: PackSlug,
  gradient: Text,
  color: Text,
  ...bilingual({ name: Text, category: Text }),
});
export const TagsFile = z.strictObject({ main: z.array(PackTag), additional: z.array(PackTag) });

export const HashtagsFile = z.strictObject({
  categories: z.array(
    z.strictObject({
      slug: PackSlug,
      ...bilingual({ name: Text }),
      hashtags: z.array(z.strictObject({ slug: PackSlug, ...bilingual({ name: Text }) })),
    }),
  ),
});

const PackChapter = z.strictObject({ title: Text, content: Html });
export const MaterialFile = z.strictObject({
  slug: PackSlug,
  status: Status,
  publication_date: IsoDate,
  time: z.number().int().min(0).max(10_000),
  tags: SlugList,
  hashtags: SlugList.default([]),
  preview: MediaPath,
  banner: MediaPath,
  ...bilingual({
    title: Text,
    snippet: Text,
    author: Text.optional(),
    author_info: Html.optional(),
    chapters: z.array(PackChapter).min(1),
  }),
});

export const CourseFile = z.strictObject({
  slug: PackSlug,
  status: Status,
  publication_date: IsoDate,
  tags: SlugList,
  hashtags: SlugList.default([]),
  preview: MediaPath,
  image_banner: MediaPath,
  materials: SlugList.min(1),
  ...bilingual({ title: Text, snippet: Text, author: Text, author_info: Html, small_description: Html }),
});

export const BookFile = z.strictObject({
  slug: PackSlug,
  status: Status,
  section: PackSlug,
  cover: MediaPath,
  publication_date: IsoDate,
  ...bilingual({ title: Text, section_name: Text, description: Text }),
  chapters: z
    .array(
      z.strictObject({
        slug: PackSlug,
        position: z.number().int().min(0),
        image: MediaPath.optional(),
        ...bilingual({ title: Text, content: Html }),
      }),
    )
    .min(1),
});

export const ArticleFile = z.strictObject({
  slug: PackSlug,
  status: Status,
  publication_date: IsoDate,
  image: MediaPath,
  tags: SlugList.default([]),
  hashtags: SlugList.default([]),
  ...bilingual({
    title: Text,
    author: Text,
    author_info: Html.optional(),
    short_description: Html,
    content: Html,
  }),
});

export const PlaceFile = z.strictObject({
  slug: PackSlug,
  status: Status,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  tanakh_part: z.enum(TANAKH_PARTS).nullable().default(null),
  image_preview: FileName,
  /** The place's directions: main tags, the map's second filter. */
  tags: SlugList.default([]),
  /** The texts that mention the place, in the order its page lists them (content/README.md). */
  mentioned_in: z
    .strictObject({
      materials: SlugList.default([]),
      courses: SlugList.default([]),
      articles: SlugList.default([]),
    })
    .default({ materials: [], courses: [], articles: [] }),
  ...bilingual({ title: Text, snippet: Html, content: Html }),
});

export const TeamFile = z.array(
  z.strictObject({
    slug: PackSlug,
    position: z.number().int(),
    avatar: MediaPath,
    audio: MediaPath.optional(),
    ...bilingual({ name: Text, role: Text, short_description: Html.optional() }),
  }),
);

export const GalleryFile = z.array(
  z.strictObject({
    slug: PackSlug,
    position: z.number().int(),
    image: MediaPath,
    year: z.union([z.number().int(), Text]).optional(),
    ...bilingual({ title: Text, description: Text }),
  }),
);

/** The Ashkenazi table: festivals in the year's order, dishes under their festival. */
export const AshkenaziTableFile = z.strictObject({
  festivals: z.array(
    z.strictObject({
      slug: PackSlug,
      position: z.number().int(),
      ...bilingual({ name: Text, season: Text }),
    }),
  ),
  dishes: z.array(
    z.strictObject({
      slug: PackSlug,
      position: z.number().int(),
      festival: PackSlug,
      image: MediaPath,
      materials: SlugList.default([]),
      ...bilingual({ name: Text, meaning: Text }),
    }),
  ),
});

export const PageFile = z.strictObject({ slug: PackSlug, ...bilingual({ title: Text, content: Html }) });

export type TagsFile = z.infer<typeof TagsFile>;
export type HashtagsFile = z.infer<typeof HashtagsFile>;
export type MaterialFile = z.infer<typeof MaterialFile>;
export type CourseFile = z.infer<typeof CourseFile>;
export type BookFile = z.infer<typeof BookFile>;
export type ArticleFile = z.infer<typeof ArticleFile>;
export type PlaceFile = z.infer<typeof PlaceFile>;
export type TeamFile = z.infer<typeof TeamFile>;
export type GalleryFile = z.infer<typeof GalleryFile>;
export type PageFile = z.infer<typeof PageFile>;
export type AshkenaziTableFile = z.infer<typeof AshkenaziTableFile>;
