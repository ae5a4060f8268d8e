/**
 * A hashtag result item, as the educators' hashtag search and the lesson sets (which keep such items)
 * both read and answer it: the SQL of its columns by kind, and the row shaped as the product's item
 * (docs/product.md#content-model) with its address and its chapters' addresses.
 */
import type { Locale } from '../../shared/locales.ts';
import type { HashtagSearchItem } from '../../shared/schemas/educators.ts';
import { hashtagsJson } from './cards.ts';
import { translationOf } from './sql.ts';

export interface SearchItemRow extends Record<string, unknown> {
  id: number;
  slug: string;
  title: string;
  created_at: string;
  hashtags: { id: number; name: string }[];
  chapters: { id: number; title: string; slug?: string }[];
}

/** The kinds that carry hashtags (migrations 0003, 0004), in the order their groups are shown. */
export const SEARCH_KINDS = ['materials', 'courses', 'articles'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The columns of a hashtag result item of one kind in the locale `$1` (title, date, hashtags and the
 * chapters: a material's own, a course's published materials), from `x`: the hashtag search and the
 * lesson sets add their own WHERE and order.
 */
export function itemsSelect(kind: SearchKind): string {
  const table = kind;
  const translations = {
    materials: 'material_translations',
    courses: 'course_translations',
    articles: 'article_translations',
  }[kind];
  const key = { materials: 'material_id', courses: 'course_id', articles: 'article_id' }[kind];
  const chapters = {
    materials: `coalesce((SELECT json_agg(json_build_object('id', ch.id, 'title', ch.title) ORDER BY ch.position)
      FROM material_chapters ch WHERE ch.material_id = x.id AND ch.locale = t.locale), '[]'::json)`,
    courses: `coalesce((SELECT json_agg(json_build_object('id', m.id, 'title', mt.title, 'slug', m.slug) ORDER BY cm.position)
      FROM course_materials cm JOIN materials m ON m.id = cm.material_id AND m.status = 'published'
      JOIN LATERAL (${translationOf('material_translations', 'material_id', 'm.id', '$1')}) mt ON true
      WHERE cm.course_id = x.id), '[]'::json)`,
    articles: `'[]'::json`,
  }[kind];
  return `SELECT x.id, x.slug, t.title, to_char(x.publication_date, 'YYYY-MM-DD') AS created_at,
      ${hashtagsJson('x.hashtag_ids', '$1')} AS hashtags, ${chapters} AS chapters
    FROM ${table} x
    JOIN LATERAL (${translationOf(translations, key, 'x.id', '$1')}) t ON true`;
}

/** The group titles (docs/product.md#content-model: the client sets each item's `type` to its group's title). */
const GROUP_TITLES: Record<Locale, Record<SearchKind, string>> = {
  ru: { materials: 'Материал', courses: 'Курс', articles: 'Статья' },
  en: { materials: 'Material', courses: 'Course', articles: 'Article' },
};

function itemLink(kind: SearchKind, lang: Locale, slug: string): string {
  // Articles live in the books area, whose addresses carry no locale (docs/product.md#screens).
  return kind === 'articles' ? `/books/articles/${slug}` : `/${lang}/${kind}/${slug}`;
}

/** A result row as the product's item (docs/product.md#content-model): its address and its chapters' addresses in `lang`. */
export function toSearchItem(kind: SearchKind, lang: Locale, row: SearchItemRow): HashtagSearchItem {
  return {
    id: row.id,
    title: row.title,
    link: itemLink(kind, lang, row.slug),
    hashtags: row.hashtags,
    searchdata: {
      chapters: row.chapters.map((chapter) => ({
        id: chapter.id,
        title: chapter.title,
        link:
          kind === 'courses' && chapter.slug
            ? itemLink('materials', lang, chapter.slug)
            : `${itemLink(kind, lang, row.slug)}#material-content${chapter.id}`,
      })),
    },
    created_at: row.created_at,
  };
}

/** The title of a kind's group (and a lesson set item's type). */
export function groupTitle(lang: Locale, kind: SearchKind): string {
  return GROUP_TITLES[lang][kind];
}
