/** Books and their chapters, articles and map places. */

import type { Locale } from '../../shared/locales.ts';
import {
  type CourseCardRow,
  courseCardsSql,
  hashtagsJson,
  type MaterialCardRow,
  materialCardsSql,
  tagsJson,
} from '../db/cards.ts';
import { translationOf } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { type ItemFactsRow, itemFactsSql } from './item-facts.ts';
import { relatedMaterialsPage } from './related.ts';

export type BookRow = {
  id: number;
  slug: string;
  title: string;
  section: string;
  section_name: string;
  cover: string;
  description: string;
  chapters_count: number;
  publication_date: string;
  like_count: number;
  share_count: number;
  content_locale: Locale;
} & ItemFactsRow & {};

export type ChapterSummaryRow = {
  id: number;
  slug: string;
  title: string;
  position: number;
  image: string | null;
};

export type ChapterRow = ChapterSummaryRow & {
  content: string;
  content_locale: Locale;
} & ItemFactsRow & {
    book: { slug: string; title: string; section: string; section_name: string };
    prev: { slug: string; title: string } | null;
    next: { slug: string; title: string } | null;
  };

export type ArticleSummaryRow = {
  id: number;
  slug: string;
  title: string;
  image: string;
  author: string;
  short_description: string;
  publication_date: string;
  tags: unknown[];
  /** The text is the Russian fallback of a missing translation (docs/product.md#content-and-engagement). */
  fallback: boolean;
};

type Engagement = { like_count: number; share_count: number; content_locale: Locale } & ItemFactsRow;

export type ArticleRow = ArticleSummaryRow &
  Engagement & { author_info: string | null; content: string; hashtags: unknown[] };

export type PlaceSummaryRow = {
  id: number;
  slug: string;
  title: string;
  snippet: string;
  image_preview: string;
  lat: number;
  lng: number;
  tanakh_part: 'torah' | 'neviim' | 'ketuvim' | null;
  tags: unknown[];
};

export type PlaceRow = PlaceSummaryRow & Engagement & { content: string };

export type NearbyPlaceRow = PlaceSummaryRow & { distance_km: number };

export interface PlaceFilters {
  part?: 'torah' | 'neviim' | 'ketuvim';
  tags?: number[];
  places?: string[];
}

export type MentioningType = 'materials' | 'courses' | 'articles';

const BOOK_COLUMNS = `b.id, b.slug, t.title, b.section, t.section_name, b.cover, t.description,
  b.publication_date::text AS publication_date, b.like_count, b.share_count, t.locale AS content_locale,
  ${itemFactsSql('book_translations', 'book_id', 'b')},
  (SELECT count(*)::int FROM book_chapters c WHERE c.book_id = b.id) AS chapters_count`;
const BOOK_FROM = `books b JOIN LATERAL (${translationOf('book_translations', 'book_id', 'b.id', '$1')}) t ON true`;

/** A neighbouring chapter of the same book, in reading order (position, then id). */
const neighbour = (direction: '<' | '>') => `(
  SELECT json_build_object('slug', n.slug, 'title', nt.title) FROM book_chapters n
  JOIN LATERAL (${translationOf('book_chapter_translations', 'chapter_id', 'n.id', '$1')}) nt ON true
  WHERE n.book_id = ch.book_id AND (n.position, n.id) ${direction} (ch.position, ch.id)
  ORDER BY n.position ${direction === '<' ? 'DESC' : 'ASC'}, n.id ${direction === '<' ? 'DESC' : 'ASC'} LIMIT 1)`;

const ARTICLE_COLUMNS = `a.id, a.slug, t.title, a.image, t.author, t.short_description,
  a.publication_date::text AS publication_date, ${tagsJson('a.tag_ids', '$1')} AS tags,
  t.locale <> $1 AS fallback`;
const ARTICLE_FROM = `articles a JOIN LATERAL (${translationOf('article_translations', 'article_id', 'a.id', '$1')}) t ON true`;

const RELATED_ARTICLES_LIMIT = 3;
const RELATED_MATERIALS_LIMIT = 4;

const PLACE_COLUMNS = `p.id, p.slug, t.title, t.snippet, p.image_preview, p.lat, p.lng, p.tanakh_part,
  ${tagsJson('p.tag_ids', '$1')} AS tags`;
/** Great-circle distance in km between place `p` and the point ($lat, $lng), haversine. */
const distanceKm = (lat: string, lng: string) => `(2 * 6371 * asin(sqrt(
  power(sin(radians(p.lat - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(p.lat)) * power(sin(radians(p.lng - ${lng}) / 2), 2))))`;
/** How many nearby places a place page lists. */
export const NEARBY_PLACES = 4;
/** The ids of the published texts of one type that mention place $2, as a card query's `page`. */
const mentionPage = (type: MentioningType, table: string) => `
  SELECT pm.item_id AS id, pm.position AS ord FROM place_mentions pm
  JOIN ${table} x ON x.id = pm.item_id AND x.status = 'published'
  WHERE pm.place_id = $2 AND pm.item_type = '${type}'`;
const PLACE_FROM = `places p JOIN LATERAL (${translationOf('place_translations', 'place_id', 'p.id', '$1')}) t ON true`;

export function createLibraryRepository(db: Db) {
  return {
    books(lang: Locale): Promise<BookRow[]> {
      return db.query<BookRow>(
        `SELECT ${BOOK_COLUMNS} FROM ${BOOK_FROM} WHERE b.status = 'published'
         ORDER BY b.publication_date DESC, b.id DESC`,
        [lang],
      );
    },

    async book(slug: string, lang: Locale): Promise<BookRow | undefined> {
      const rows = await db.query<BookRow>(
        `SELECT ${BOOK_COLUMNS} FROM ${BOOK_FROM} WHERE b.slug = $2 AND b.status = 'published'`,
        [lang, slug],
      );
      return rows[0];
    },

    bookChapters(bookId: number, lang: Locale): Promise<ChapterSummaryRow[]> {
      return db.query<ChapterSummaryRow>(
        `SELECT ch.id, ch.slug, t.title, ch.position, ch.image FROM book_chapters ch
         JOIN LATERAL (${translationOf('book_chapter_translations', 'chapter_id', 'ch.id', '$1')}) t ON true
         WHERE ch.book_id = $2 ORDER BY ch.position, ch.id`,
        [lang, bookId],
      );
    },

    async chapter(slug: string, lang: Locale): Promise<ChapterRow | undefined> {
      const rows = await db.query<ChapterRow>(
        `SELECT ch.id, ch.slug, t.title, ch.position, ch.image, t.content, t.locale AS content_locale,
           ${itemFactsSql('book_chapter_translations', 'chapter_id', 'ch')},
           json_build_object('slug', b.slug, 'title', bt.title, 'section', b.section, 'section_name', bt.section_name) AS book,
           ${neighbour('<')} AS prev, ${neighbour('>')} AS next
         FROM book_chapters ch
         JOIN books b ON b.id = ch.book_id AND b.status = 'published'
         JOIN LATERAL (${translationOf('book_chapter_translations', 'chapter_id', 'ch.id', '$1')}) t ON true
         JOIN LATERAL (${translationOf('book_translations', 'book_id', 'b.id', '$1')}) bt ON true
         WHERE ch.slug = $2`,
        [lang, slug],
      );
      return rows[0];
    },

    articles(lang: Locale, limit: number, offset: number): Promise<ArticleSummaryRow[]> {
      return db.query<ArticleSummaryRow>(
        `SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM} WHERE a.status = 'published'
         ORDER BY a.publication_date DESC, a.id DESC LIMIT $2 OFFSET $3`,
        [lang, limit, offset],
      );
    },

    async article(slug: string, lang: Locale): Promise<ArticleRow | undefined> {
      const rows = await db.query<ArticleRow>(
        `SELECT ${ARTICLE_COLUMNS}, t.author_info, t.content, a.like_count, a.share_count, t.locale AS content_locale,
           ${itemFactsSql('article_translations', 'article_id', 'a')},
           ${hashtagsJson('a.hashtag_ids', '$1')} AS hashtags
         FROM ${ARTICLE_FROM} WHERE a.slug = $2 AND a.status = 'published'`,
        [lang, slug],
      );
      return rows[0];
    },

    /** Other published articles sharing the most tags with this one, then the newest. */
    relatedArticles(articleId: number, lang: Locale): Promise<ArticleSummaryRow[]> {
      return db.query<ArticleSummaryRow>(
        `SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM}, articles me
         WHERE me.id = $2 AND a.id <> me.id AND a.status = 'published' AND a.tag_ids && me.tag_ids
         ORDER BY (SELECT count(*) FROM unnest(a.tag_ids) tag WHERE tag = ANY(me.tag_ids)) DESC,
           a.publication_date DESC, a.id DESC
         LIMIT ${RELATED_ARTICLES_LIMIT}`,
        [lang, articleId],
      );
    },

    /** Published materials sharing the most tags with an article, then the most popular. */
    relatedMaterials(articleId: number, lang: Locale): Promise<MaterialCardRow[]> {
      const page = relatedMaterialsPage('articles', RELATED_MATERIALS_LIMIT);
      return db.query<MaterialCardRow>(materialCardsSql(page, '$1'), [lang, articleId]);
    },

    /** Published places matching every filter given: the part, any of the tags, one of the slugs. */
    places(lang: Locale, filters: PlaceFilters = {}): Promise<PlaceSummaryRow[]> {
      return db.query<PlaceSummaryRow>(
        `SELECT ${PLACE_COLUMNS} FROM ${PLACE_FROM} WHERE p.status = 'published'
           AND ($2::text IS NULL OR p.tanakh_part = $2)
           AND ($3::int[] IS NULL OR p.tag_ids && $3::int[])
           AND ($4::text[] IS NULL OR p.slug = ANY($4::text[]))
         ORDER BY p.id`,
        [lang, filters.part ?? null, filters.tags ?? null, filters.places ?? null],
      );
    },

    /** The published places a published text mentions, in the place's own order (by id). */
    placesInText(type: MentioningType, slug: string, lang: Locale): Promise<PlaceSummaryRow[]> {
      return db.query<PlaceSummaryRow>(
        `SELECT ${PLACE_COLUMNS} FROM ${PLACE_FROM}
         WHERE p.status = 'published' AND p.id IN (
           SELECT pm.place_id FROM place_mentions pm
           JOIN ${type} x ON x.id = pm.item_id AND x.status = 'published' AND x.slug = $3
           WHERE pm.item_type = $2)
         ORDER BY p.id`,
        [lang, type, slug],
      );
    },

    /** The other published places nearest to this one, with their distance in whole km. */
    nearbyPlaces(placeId: number, lat: number, lng: number, lang: Locale): Promise<NearbyPlaceRow[]> {
      return db.query<NearbyPlaceRow>(
        `SELECT * FROM (
           SELECT ${PLACE_COLUMNS}, round(${distanceKm('$3', '$4')})::int AS distance_km
           FROM ${PLACE_FROM} WHERE p.status = 'published' AND p.id <> $2) near
         ORDER BY distance_km, id LIMIT ${NEARBY_PLACES}`,
        [lang, placeId, lat, lng],
      );
    },

    mentioningMaterials(placeId: number, lang: Locale): Promise<MaterialCardRow[]> {
      return db.query<MaterialCardRow>(materialCardsSql(mentionPage('materials', 'materials'), '$1'), [
        lang,
        placeId,
      ]);
    },

    mentioningCourses(placeId: number, lang: Locale): Promise<CourseCardRow[]> {
      return db.query<CourseCardRow>(courseCardsSql(mentionPage('courses', 'courses'), '$1'), [
        lang,
        placeId,
      ]);
    },

    mentioningArticles(placeId: number, lang: Locale): Promise<ArticleSummaryRow[]> {
      return db.query<ArticleSummaryRow>(
        `SELECT ${ARTICLE_COLUMNS} FROM (${mentionPage('articles', 'articles')}) page
         JOIN articles a ON a.id = page.id
         JOIN LATERAL (${translationOf('article_translations', 'article_id', 'a.id', '$1')}) t ON true
         ORDER BY page.ord`,
        [lang, placeId],
      );
    },

    async place(slug: string, lang: Locale): Promise<PlaceRow | undefined> {
      const rows = await db.query<PlaceRow>(
        `SELECT ${PLACE_COLUMNS}, t.content, p.like_count, p.share_count, t.locale AS content_locale,
           ${itemFactsSql('place_translations', 'place_id', 'p')}
         FROM ${PLACE_FROM} WHERE p.slug = $2 AND p.status = 'published'`,
        [lang, slug],
      );
      return rows[0];
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
