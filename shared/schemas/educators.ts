/**
 * The educators' hashtag tool (docs/product.md#screens "Hashtag tool", docs/product.md#content-model, docs/architecture.md#the-call-contract, docs/product.md#error-messages). The five
 * POST calls keep the product's payloads; two GET twins carry the same answers for page loaders, which
 * read by GET on both sides (server-rendered tool table and results wall, readable without script).
 */
import { z } from 'zod';
import { DEFAULT_LOCALE } from '../locales.ts';
import { Lang, SearchText, StorableText, TagIds, TagIdsParam } from './common.ts';

const Id = z.number().int();

/** A message to the editors: enough for a paragraph of questions, small enough to read in a mail. */
export const MESSAGE_MAX_CHARS = 4000;

export const HashtagRef = z.object({ id: Id, name: z.string() });
export type HashtagRef = z.infer<typeof HashtagRef>;

/** A hashtag with the number of published materials, courses and articles that carry it. */
export const CountedHashtag = z.object({ id: Id, name: z.string(), count: z.number().int() });
export type CountedHashtag = z.infer<typeof CountedHashtag>;

export const HashtagCategory = z.object({ id: Id, name: z.string(), hashtags: z.array(CountedHashtag) });
export type HashtagCategory = z.infer<typeof HashtagCategory>;

/** The flat list that resolves a results URL's ids: each hashtag with its category's name. */
export const FlatHashtag = z.object({ id: Id, name: z.string(), category: z.string() });
export type FlatHashtag = z.infer<typeof FlatHashtag>;

export const SearchHashtagsBody = z.strictObject({
  lang: Lang.default(DEFAULT_LOCALE),
  /** docs/architecture.md#the-call-contract: the client lowercases it; the server does too, so either way matches. */
  q: SearchText.transform((q) => q.toLowerCase()),
});
export const SearchHashtagsResponse = z.array(CountedHashtag);

export const SearchHashtagsDataBody = z.strictObject({
  lang: Lang.default(DEFAULT_LOCALE),
  htid: TagIds,
});

export const HashtagChapter = z.object({ id: Id, title: z.string(), link: z.string() });
export const HashtagSearchItem = z.object({
  id: Id,
  title: z.string(),
  link: z.string(),
  hashtags: z.array(HashtagRef),
  searchdata: z.object({ chapters: z.array(HashtagChapter) }),
  created_at: z.string(),
});
export type HashtagSearchItem = z.infer<typeof HashtagSearchItem>;
export const HashtagSearchGroup = z.object({ title: z.string(), items: z.array(HashtagSearchItem) });
export type HashtagSearchGroup = z.infer<typeof HashtagSearchGroup>;
export const SearchHashtagsDataResponse = z.array(HashtagSearchGroup);

/** `groupe_by_category` (sic, docs/architecture.md#the-call-contract) is the number 1; the form page's call sends nothing else. */
const GroupByCategory = z.literal(1);
export const AllHashtagsEducatorsBody = z.strictObject({ groupe_by_category: GroupByCategory });
/** Category name → its hashtags, categories in the editors' order (JSON keeps insertion order). */
export const AllHashtagsEducatorsResponse = z.record(z.string(), z.array(CountedHashtag));

/** Without a payload: the flat list; with `groupe_by_category = 1`: the category list. */
export const AllHashtagsBody = z.strictObject({ groupe_by_category: GroupByCategory.optional() });
export const AllHashtagsResponse = z.union([z.array(HashtagCategory), z.array(FlatHashtag)]);

export const SendMessageBody = z.strictObject({
  messageText: StorableText.transform((s) => s.trim()).pipe(
    z.string().min(1, 'empty message').max(MESSAGE_MAX_CHARS, `at most ${MESSAGE_MAX_CHARS} characters`),
  ),
  /** Sent by the product's client; never the sender (R17), which is the session's user. */
  userId: z.number().int().optional(),
});
export const SendMessageResponse = z.object({ success: z.boolean() });

/** GET twins for loaders. */
export const CatalogueQuery = z.strictObject({ lang: Lang.default(DEFAULT_LOCALE) });
export const CatalogueResponse = z.array(HashtagCategory);
export const ResultsQuery = z.strictObject({ lang: Lang.default(DEFAULT_LOCALE), htid: TagIdsParam });
