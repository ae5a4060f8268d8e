/** Books and their chapters, articles and map places. */
import type { Locale } from '../../shared/locales.ts';
import { translationOf } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { hashtagsJson, tagsJson } from './cards.ts';

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
};

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
};

type Engagement = { like_count: number; share_count: number; content_locale: Locale };

export type ArticleRow = ArticleSummaryRow & Engagement & { content: string; hashtags: unknown[] };

export type PlaceSummaryRow = {
  id: number;
  slug: string;
  title: string;
  snippet: string;
  image_preview: string;
  lat: number;
  lng: number;
  tanakh_part: 'torah' | 'neviim' | 'ketuvim' | null;
};

export type PlaceRow = PlaceSummaryRow & Engagement & { content: string };

const BOOK_COLUMNS = `b.id, b.slug, t.title, b.section, t.section_name, b.cover, t.description,
  b.publication_date::text AS publication_date, b.like_count, b.share_count, t.locale AS content_locale,
  (SELECT count(*)::int FROM book_chapters c WHERE c.book_id = b.id) AS chapters_count`;
const BOOK_FROM = `books b JOIN LATERAL (${translationOf('book_translations', 'book_id', 'b.id', '$1')}) t ON true`;

/** A neighbouring chapter of the same book, in reading order (position, then id). */
const neighbour = (direction: '<' | '>') => `(
  SELECT json_build_object('slug', n.slug, 'title', nt.title) FROM book_chapters n
  JOIN LATERAL (${translationOf('book_chapter_translations', 'chapter_id', 'n.id', '$1')}) nt ON true
  WHERE n.book_id = ch.book_id AND (n.position, n.id) ${direction} (ch.position, ch.id)
  ORDER BY n.position ${direction === '<' ? 'DESC' : 'ASC'}, n.id ${direction === '<' ? 'DESC' : 'ASC'} LIMIT 1)`;

const ARTICLE_COLUMNS = `a.id, a.slug, t.title, a.image, t.author, t.short_description,
  a.publication_date::text AS publication_date, ${tagsJson('a.tag_ids', '$1')} AS tags`;
const ARTICLE_FROM = `articles a JOIN LATERAL (${translationOf('article_translations', 'article_id', 'a.id', '$1')}) t ON true`;

const PLACE_COLUMNS = 'p.id, p.slug, t.title, t.snippet, p.image_preview, p.lat, p.lng, p.tanakh_part';
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
        `SELECT ${ARTICLE_COLUMNS}, t.content, a.like_count, a.share_count, t.locale AS content_locale,
           ${hashtagsJson('a.hashtag_ids', '$1')} AS hashtags
         FROM ${ARTICLE_FROM} WHERE a.slug = $2 AND a.status = 'published'`,
        [lang, slug],
      );
      return rows[0];
    },

    places(lang: Locale): Promise<PlaceSummaryRow[]> {
      return db.query<PlaceSummaryRow>(
        `SELECT ${PLACE_COLUMNS} FROM ${PLACE_FROM} WHERE p.status = 'published' ORDER BY p.id`,
        [lang],
      );
    },

    async place(slug: string, lang: Locale): Promise<PlaceRow | undefined> {
      const rows = await db.query<PlaceRow>(
        `SELECT ${PLACE_COLUMNS}, t.content, p.like_count, p.share_count, t.locale AS content_locale
         FROM ${PLACE_FROM} WHERE p.slug = $2 AND p.status = 'published'`,
        [lang, slug],
      );
      return rows[0];
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
