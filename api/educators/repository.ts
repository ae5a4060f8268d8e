/**
 * The educators' reads and writes (docs/product.md#content-and-engagement): the hashtag catalogue of one locale (categories and
 * hashtags in the editors' order, each with the number of published items carrying it), the items of
 * a hashtag search by kind, the access flag of a user and the kept messages. Texts fall back to
 * Russian where a translation is missing, like every content read.
 */
import type { Locale } from '../../shared/locales.ts';
import { hashtagsJson } from '../content/cards.ts';
import { translationOf } from '../db/sql.ts';
import type { Queryable } from '../db/types.ts';

export interface CatalogueRow extends Record<string, unknown> {
  category_id: number;
  category: string;
  id: number;
  name: string;
  count: number;
}

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

/** How many items of one kind a search answers at most: a wall a class can read through. */
export const SEARCH_ITEMS_PER_KIND = 200;

const CATALOGUE_SQL = `
WITH carried AS (
  SELECT unnest(hashtag_ids) AS id FROM materials WHERE status = 'published'
  UNION ALL SELECT unnest(hashtag_ids) FROM courses WHERE status = 'published'
  UNION ALL SELECT unnest(hashtag_ids) FROM articles WHERE status = 'published'
), counts AS (SELECT id, count(*)::int AS count FROM carried GROUP BY id)
SELECT c.id AS category_id, ct.name AS category, h.id, ht.name, coalesce(n.count, 0) AS count
FROM hashtag_categories c
JOIN LATERAL (${translationOf('hashtag_category_translations', 'category_id', 'c.id', '$1')}) ct ON true
JOIN hashtags h ON h.category_id = c.id
JOIN LATERAL (${translationOf('hashtag_translations', 'hashtag_id', 'h.id', '$1')}) ht ON true
LEFT JOIN counts n ON n.id = h.id
ORDER BY c.position, c.id, h.position, h.id`;

/**
 * The columns of a hashtag result item of one kind in the locale `$1` (title, date, hashtags and the
 * chapters: a material's own, a course's published materials), from `x`: the search below and the
 * lesson sets (`api/lesson-sets/`) add their own WHERE and order.
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

/** Items carrying any of the ids; those matching more of them first, then the newest. */
function searchSql(kind: SearchKind): string {
  return `${itemsSelect(kind)}
    WHERE x.status = 'published' AND x.hashtag_ids && $2::int[]
    ORDER BY (SELECT count(*) FROM unnest(x.hashtag_ids) AS h(id) WHERE h.id = ANY($2::int[])) DESC,
      x.publication_date DESC, x.id DESC
    LIMIT ${SEARCH_ITEMS_PER_KIND}`;
}

export const educatorsRepository = {
  catalogue(q: Queryable, lang: Locale): Promise<CatalogueRow[]> {
    return q.query<CatalogueRow>(CATALOGUE_SQL, [lang]);
  },

  search(
    q: Queryable,
    kind: SearchKind,
    lang: Locale,
    hashtagIds: readonly number[],
  ): Promise<SearchItemRow[]> {
    return q.query<SearchItemRow>(searchSql(kind), [lang, hashtagIds]);
  },

  async cardAccess(q: Queryable, userId: number): Promise<number> {
    const [row] = await q.query<{ card_access: number }>('SELECT card_access FROM users WHERE id = $1', [
      userId,
    ]);
    return row?.card_access ?? 0;
  },

  async sender(
    q: Queryable,
    userId: number,
  ): Promise<{ email: string; name: string; surname: string } | undefined> {
    const [row] = await q.query<{ email: string; name: string; surname: string }>(
      'SELECT email, name, surname FROM users WHERE id = $1',
      [userId],
    );
    return row;
  },

  async keepMessage(q: Queryable, userId: number, content: string, mailedTo: string): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      'INSERT INTO educator_messages (user_id, content, mailed_to) VALUES ($1, $2, $3) RETURNING id',
      [userId, content, mailedTo],
    );
    if (!row) throw new Error('the message was not kept');
    return row.id;
  },
};
