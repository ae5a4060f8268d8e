/**
 * Request and response schemas of the content calls (docs/product.md#content-model, docs/architecture.md#the-call-contract; docs/product.md#content-and-engagement). Requests are strict
 * objects of `common.ts` primitives; responses are plain objects, so fields the contract does not
 * name are stripped on the way out. Media fields are paths relative to `/storage/` (no leading
 * slash), except a place's `image_preview`, a file name under `place_images/`.
 */
import { z } from 'zod';
import {
  COURSES_PAGE_SIZE,
  DEFAULT_LIST_SORT,
  MATERIALS_PAGE_SIZE,
  SEARCH_GROUPS,
  SEARCH_RESULTS_PER_GROUP,
} from '../constants.ts';
import { DEFAULT_LOCALE } from '../locales.ts';
import {
  ContentLocale,
  ContentTypeParam,
  FilterByParam,
  IdParam,
  intParam,
  Lang,
  OrderByParam,
  PageParam,
  PerPageParam,
  SearchText,
  Slug,
  TagIdsParam,
} from './common.ts';
import { ARTICLES_PAGE_SIZE, TANAKH_PARTS } from './plain.ts';
import { ratingFields } from './reviews.ts';

export { ARTICLES_PAGE_SIZE, TANAKH_PARTS };
export const SEARCH_LIMIT_MAX = 50;

// ---- requests ----

export const LangQuery = z.strictObject({ lang: Lang.default(DEFAULT_LOCALE) });
export const SlugParams = z.strictObject({ slug: Slug });

function listQuery(perPageDefault: number) {
  return z.strictObject({
    page: PageParam.default(0),
    per_page: PerPageParam.default(perPageDefault),
    orderBy: OrderByParam.default(0),
    filterBy: FilterByParam.default(DEFAULT_LIST_SORT),
    tags: TagIdsParam.optional(),
    lang: Lang.default(DEFAULT_LOCALE),
  });
}
export const CoursesListQuery = listQuery(COURSES_PAGE_SIZE);
export const MaterialsListQuery = listQuery(MATERIALS_PAGE_SIZE);
export type ListQuery = z.output<typeof MaterialsListQuery>;

/** At most this many places in one `places` filter (a text names a handful). */
export const PLACES_FILTER_MAX = 50;
/** `places`: a JSON array of distinct place slugs (arrays go as JSON on the wire, like `tags`). */
export const PlaceSlugsParam = z.string().transform((raw, ctx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length <= PLACES_FILTER_MAX &&
    new Set(parsed).size === parsed.length &&
    parsed.every((slug) => Slug.safeParse(slug).success);
  if (!valid) {
    ctx.addIssue({
      code: 'custom',
      message: `expected a JSON array of up to ${PLACES_FILTER_MAX} distinct place slugs`,
    });
    return z.NEVER;
  }
  return parsed as string[];
});
/** The map's filters (all optional, combined with AND): Tanakh part, directions (any of), named places. */
export const PlacesListQuery = z.strictObject({
  lang: Lang.default(DEFAULT_LOCALE),
  part: z.enum(TANAKH_PARTS).optional(),
  tags: TagIdsParam.optional(),
  places: PlaceSlugsParam.optional(),
});
export type PlacesListQuery = z.output<typeof PlacesListQuery>;
/** The texts that may name places: "places in this text". */
export const PlacesInTextParams = z.strictObject({
  type: z.enum(['materials', 'courses', 'articles']),
  slug: Slug,
});

export const ArticlesListQuery = z.strictObject({
  page: PageParam.default(0),
  per_page: PerPageParam.default(ARTICLES_PAGE_SIZE),
  lang: Lang.default(DEFAULT_LOCALE),
});

export const SearchQuery = z.strictObject({
  lang: Lang.default(DEFAULT_LOCALE),
  query: SearchText,
  /** Hits shown per group. */
  limit: intParam(1, SEARCH_LIMIT_MAX).default(SEARCH_RESULTS_PER_GROUP),
  /** Page of `limit` hits per group (0 = the best ones). */
  page: PageParam.default(0),
  /** Show this group's hits only; every group is still counted. */
  kind: z.enum(SEARCH_GROUPS).optional(),
  /** Materials and courses with these tags only (the lists' rule); the other groups are then empty. */
  tags: TagIdsParam.optional(),
});
export type SearchQuery = z.output<typeof SearchQuery>;

export const LikeParams = z.strictObject({ type: ContentTypeParam, id: IdParam });
export const ShareParams = z.strictObject({ type: ContentTypeParam, slug: Slug });
/** Form body of the like and share calls (docs/architecture.md#the-call-contract: `lang`, optional for likes). */
export const EngagementBody = z.strictObject({ lang: Lang.default(DEFAULT_LOCALE) });

// ---- responses ----

const Id = z.number().int();
const IsoDate = z.string();
const MediaPath = z.string();
/**
 * Editors' HTML and search snippets are marked, so the web tier can sanitize them again when it fills
 * its cache from an upstream it does not trust blindly (R5, `server/upstream/sanitize-answer.ts`).
 */
export const HTML_MARK = 'x-html';
const Html = z.string().meta({ [HTML_MARK]: 'editor' });
const SnippetHtml = z.string().meta({ [HTML_MARK]: 'snippet' });
const SlugTitle = z.object({ slug: z.string(), title: z.string() });

export const Tag = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  type: z.number().int(),
  gradient: z.string(),
  color: z.string(),
  category: z.string(),
});
export type Tag = z.infer<typeof Tag>;
export const TagsResponse = z.object({ main_tags: z.array(Tag), additional_tags: z.array(Tag) });

export const Hashtag = z.object({ id: Id, name: z.string() });

export const MaterialCard = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  snippet: z.string(),
  preview: MediaPath,
  time: z.number().int(),
  tags: z.array(Tag),
  type: z.literal('material'),
  link: z.string(),
  /** The text is the Russian fallback of a missing translation (docs/product.md#content-and-engagement). */
  fallback: z.boolean(),
  ...ratingFields,
});
export type MaterialCard = z.infer<typeof MaterialCard>;

export const CourseCard = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  snippet: z.string(),
  preview: MediaPath,
  tags: z.array(Tag),
  materials_count: z.number().int(),
  materials_sum_time: z.number().int(),
  like_count: z.number().int(),
  fallback: z.boolean(),
  ...ratingFields,
});
export type CourseCard = z.infer<typeof CourseCard>;

export const MaterialsListResponse = z.object({ materials: z.array(MaterialCard), has_more: z.boolean() });
export const CoursesListResponse = z.object({ courses: z.array(CourseCard), has_more: z.boolean() });

export const Chapter = z.object({ id: Id, title: z.string(), content: Html });

export const CourseMaterial = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  publication_date: IsoDate,
  time: z.number().int(),
  chapters: z.array(Chapter),
  /**
   * The material's title and chapters are the Russian fallback of a missing translation (docs/product.md#content-and-engagement):
   * a translated course may hold a Russian-only material. Absent from an API that predates it.
   */
  fallback: z.boolean().optional(),
});

export const Course = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  snippet: z.string(),
  author: z.string(),
  author_info: Html,
  small_description: Html,
  image_banner: MediaPath,
  preview: MediaPath,
  publication_date: IsoDate,
  like_count: z.number().int(),
  share_count: z.number().int(),
  tags: z.array(Tag),
  materials: z.array(CourseMaterial),
  materials_count: z.number().int(),
  materials_sum_time: z.number().int(),
  ...ratingFields,
  ...ContentLocale.shape,
});

export const Material = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  snippet: z.string(),
  author: z.string().nullable(),
  author_info: Html.nullable(),
  publication_date: IsoDate,
  time: z.number().int(),
  preview: MediaPath,
  banner: MediaPath,
  tags: z.array(Tag),
  hashtags: z.array(Hashtag),
  chapters: z.array(Chapter),
  like_count: z.number().int(),
  share_count: z.number().int(),
  /**
   * The courses holding the material. `fallback` (here and on the next material): the title is the
   * Russian fallback of a missing translation (docs/product.md#content-and-engagement), marked `lang="ru"` on an English page;
   * absent from an API that predates it, read as translated.
   */
  courses: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      fallback: z.boolean().optional(),
      next_material: SlugTitle.extend({ fallback: z.boolean().optional() }).nullable(),
    }),
  ),
  other_materials: z.array(MaterialCard),
  other_courses: z.array(CourseCard),
  ...ratingFields,
  /**
   * Not published: only an admin in test-admin mode is ever answered with one (docs/product.md#roles). The API
   * always says; an answer without it is a published material.
   */
  draft: z.boolean().default(false),
  ...ContentLocale.shape,
});

export const BookSummary = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  section: z.string(),
  section_name: z.string(),
  cover: MediaPath,
  description: z.string(),
  chapters_count: z.number().int(),
});
export const BooksListResponse = z.object({ books: z.array(BookSummary) });

export const BookChapterSummary = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  image: MediaPath.nullable(),
});
export const Book = z.object({
  ...BookSummary.shape,
  publication_date: IsoDate,
  like_count: z.number().int(),
  share_count: z.number().int(),
  chapters: z.array(BookChapterSummary),
  ...ContentLocale.shape,
});

const BookRef = z.object({
  slug: z.string(),
  title: z.string(),
  section: z.string(),
  section_name: z.string(),
});
export const BookChapter = z.object({
  ...BookChapterSummary.shape,
  content: Html,
  book: BookRef,
  prev: SlugTitle.nullable(),
  next: SlugTitle.nullable(),
  ...ContentLocale.shape,
});

export const ArticleItem = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  image: MediaPath,
  author: z.string(),
  short_description: Html,
  publication_date: IsoDate,
  tags: z.array(Tag),
  /** The text is the Russian fallback of a missing translation (docs/product.md#content-and-engagement). */
  fallback: z.boolean(),
});
export const ArticlesListResponse = z.object({ articles: z.array(ArticleItem), has_more: z.boolean() });
export const Article = z.object({
  ...ArticleItem.shape,
  /** The author popover's note, as a material's; null when the article has none. */
  author_info: Html.nullable(),
  content: Html,
  hashtags: z.array(Hashtag),
  like_count: z.number().int(),
  share_count: z.number().int(),
  /** By tags shared with the article (docs/product.md#screens asks for related items; docs/product.md#content-and-engagement ranks by overlap). */
  related_articles: z.array(ArticleItem),
  related_materials: z.array(MaterialCard),
  ...ContentLocale.shape,
});

export const PlaceSummary = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  snippet: Html,
  image_preview: z.string(),
  lat: z.number(),
  lng: z.number(),
  tanakh_part: z.enum(TANAKH_PARTS).nullable(),
  /** The place's directions (main tags). */
  tags: z.array(Tag),
});
export type PlaceSummary = z.infer<typeof PlaceSummary>;
export const PlacesListResponse = z.object({ places: z.array(PlaceSummary) });
export type PlacesListResponse = z.infer<typeof PlacesListResponse>;
export const NearbyPlace = z.object({ ...PlaceSummary.shape, distance_km: z.number().int() });
export const Place = z.object({
  ...PlaceSummary.shape,
  content: Html,
  like_count: z.number().int(),
  share_count: z.number().int(),
  /** The texts that name this place (the pack's `mentioned_in`), in the pack's order. */
  mentions: z.object({
    materials: z.array(MaterialCard),
    courses: z.array(CourseCard),
    articles: z.array(ArticleItem),
  }),
  /** The closest other places, nearest first. */
  nearby: z.array(NearbyPlace),
  ...ContentLocale.shape,
});
export type Place = z.infer<typeof Place>;

export const TeamMember = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  role: z.string(),
  short_description: Html.nullable(),
  avatar: MediaPath,
  audio: MediaPath.nullable(),
});
export const TeamResponse = z.object({ team: z.array(TeamMember) });

export const GalleryExhibit = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: MediaPath,
  year: z.string().nullable(),
});
export const GalleryResponse = z.object({ exhibits: z.array(GalleryExhibit) });

export const StaticPage = z.object({
  slug: z.string(),
  title: z.string(),
  content: Html,
  ...ContentLocale.shape,
});

/**
 * `searchsnippet` is escaped text whose only markup is `<mark>…</mark>` around hits (R5). `fallback`:
 * the item has no text in the site's language, so its Russian text was searched and is shown.
 */
const SearchHit = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  searchsnippet: SnippetHtml,
  fallback: z.boolean(),
});
/** Materials and courses come as their cards, so results draw the same card as the lists. */
export const SearchMaterial = z.object({ ...MaterialCard.shape, ...SearchHit.shape });
export const SearchCourse = z.object({ ...CourseCard.shape, ...SearchHit.shape });
export const SearchArticle = z.object({
  ...SearchHit.shape,
  image: MediaPath,
  author: z.string(),
  short_description: Html,
});
export const SearchChapter = z.object({
  ...SearchHit.shape,
  image: MediaPath.nullable(),
  position: z.number().int(),
  book: BookRef,
});
export const SearchPlace = z.object({ ...SearchHit.shape, image_preview: z.string(), snippet: Html });
export const SearchResponse = z.object({
  search_materials: z.array(SearchMaterial),
  materials_count: z.number().int(),
  search_courses: z.array(SearchCourse),
  courses_count: z.number().int(),
  search_articles: z.array(SearchArticle),
  articles_count: z.number().int(),
  search_books: z.array(SearchChapter),
  books_count: z.number().int(),
  search_places: z.array(SearchPlace),
  places_count: z.number().int(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

export const LikeResponse = z.object({ success: z.boolean(), like_count: z.number().int() });
/** Whether the reader (the session's user, else this browser) has liked the item. */
export const LikeStateResponse = z.object({ liked: z.boolean() });
export const ShareResponse = z.object({ success: z.boolean(), share_count: z.number().int() });
