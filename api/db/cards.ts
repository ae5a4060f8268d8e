/**
 * SQL for the pieces several domains' queries share (content, search, profile, educators): tag and
 * hashtag objects, and the material and course cards with their answer shape. Each card query takes a `page` CTE (ids in display order, column `ord`) so a list,
 * "other materials" and "other courses" all build cards in one statement.
 */
import type { Locale } from '../../shared/locales.ts';
import type { CourseCard, MaterialCard, Tag } from '../../shared/schemas/content.ts';
import { type RatingColumns, ratingColumnsSql } from './ratings.ts';
import { translationOf } from './sql.ts';

/** A JSON array of tag objects for an array of tag ids, in the array's order. */
export function tagsJson(tagIdsExpr: string, langParam: string): string {
  return `coalesce((
    SELECT json_agg(json_build_object('id', tg.id, 'slug', tg.slug, 'name', tt.name, 'type', tg.type,
      'gradient', tg.gradient, 'color', tg.color, 'category', tt.category) ORDER BY array_position(${tagIdsExpr}, tg.id))
    FROM tags tg JOIN LATERAL (${translationOf('tag_translations', 'tag_id', 'tg.id', langParam)}) tt ON true
    WHERE tg.id = ANY(${tagIdsExpr})), '[]'::json)`;
}

export function hashtagsJson(hashtagIdsExpr: string, langParam: string): string {
  return `coalesce((
    SELECT json_agg(json_build_object('id', h.id, 'name', ht.name) ORDER BY array_position(${hashtagIdsExpr}, h.id))
    FROM hashtags h JOIN LATERAL (${translationOf('hashtag_translations', 'hashtag_id', 'h.id', langParam)}) ht ON true
    WHERE h.id = ANY(${hashtagIdsExpr})), '[]'::json)`;
}

export type MaterialCardRow = RatingColumns & {
  id: number;
  slug: string;
  title: string;
  snippet: string;
  preview: string;
  time: number;
  tags: unknown[];
  /** The card's text is the Russian fallback of a missing translation (docs/product.md#content-and-engagement). */
  fallback: boolean;
};

/** `pageSql` selects `id` and `ord` of published materials. */
export function materialCardsSql(pageSql: string, langParam: string): string {
  return `WITH page AS (${pageSql})
    SELECT m.id, m.slug, t.title, t.snippet, m.preview, m.time_minutes AS time, ${tagsJson('m.tag_ids', langParam)} AS tags,
      t.locale <> ${langParam} AS fallback, ${ratingColumnsSql('m')}
    FROM page p JOIN materials m ON m.id = p.id
    JOIN LATERAL (${translationOf('material_translations', 'material_id', 'm.id', langParam)}) t ON true
    ORDER BY p.ord`;
}

export type CourseCardRow = RatingColumns & {
  id: number;
  slug: string;
  title: string;
  snippet: string;
  preview: string;
  tags: unknown[];
  materials_count: number;
  materials_sum_time: number;
  like_count: number;
  fallback: boolean;
};

/** Published materials of a course: how many, and their reading minutes together. */
export function courseTotalsSql(courseIdExpr: string): string {
  return `SELECT count(*)::int AS materials_count, coalesce(sum(cmm.time_minutes), 0)::int AS materials_sum_time
    FROM course_materials cm JOIN materials cmm ON cmm.id = cm.material_id AND cmm.status = 'published'
    WHERE cm.course_id = ${courseIdExpr}`;
}

/** `pageSql` selects `id` and `ord` of published courses. */
export function courseCardsSql(pageSql: string, langParam: string): string {
  return `WITH page AS (${pageSql})
    SELECT c.id, c.slug, t.title, t.snippet, c.preview, c.like_count, ${tagsJson('c.tag_ids', langParam)} AS tags,
      totals.materials_count, totals.materials_sum_time, t.locale <> ${langParam} AS fallback,
      ${ratingColumnsSql('c')}
    FROM page p JOIN courses c ON c.id = p.id
    JOIN LATERAL (${translationOf('course_translations', 'course_id', 'c.id', langParam)}) t ON true
    JOIN LATERAL (${courseTotalsSql('c.id')}) totals ON true
    ORDER BY p.ord`;
}

/** A material card row as the answers carry it: typed tags, its kind and its address in `lang`. */
export function materialCard(row: MaterialCardRow, lang: Locale): MaterialCard {
  return { ...row, tags: row.tags as Tag[], type: 'material', link: `/${lang}/materials/${row.slug}` };
}

export function courseCard(row: CourseCardRow): CourseCard {
  return { ...row, tags: row.tags as Tag[] };
}
