/** One material or one course, with what its page shows around it (docs/product.md#screens, docs/product.md#content-model). */

import type { Locale } from '../../shared/locales.ts';
import {
  type CourseCardRow,
  courseCardsSql,
  hashtagsJson,
  type MaterialCardRow,
  materialCardsSql,
  tagsJson,
} from '../db/cards.ts';
import { type RatingColumns, ratingColumnsSql } from '../db/ratings.ts';
import { translationOf } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { type ItemFactsRow, itemFactsSql } from './item-facts.ts';
import { relatedMaterialsPage } from './related.ts';

type ChapterRow = { id: number; title: string; content: string };

export type MaterialRow = RatingColumns & {
  id: number;
  slug: string;
  title: string;
  snippet: string;
  author: string | null;
  author_info: string | null;
  publication_date: string;
  time: number;
  preview: string;
  banner: string;
  like_count: number;
  share_count: number;
  content_locale: Locale;
  draft: boolean;
} & ItemFactsRow & {
    tags: unknown[];
    hashtags: unknown[];
    chapters: ChapterRow[];
  };

export type MaterialCourseRow = {
  slug: string;
  title: string;
  /** `title` is the Russian fallback of a missing translation (docs/product.md#content-and-engagement); likewise `next_title`. */
  fallback: boolean;
  next_slug: string | null;
  next_title: string | null;
  next_fallback: boolean | null;
};

export type CourseRow = RatingColumns & {
  id: number;
  slug: string;
  title: string;
  snippet: string;
  author: string;
  author_info: string;
  small_description: string;
  image_banner: string;
  preview: string;
  publication_date: string;
  like_count: number;
  share_count: number;
  content_locale: Locale;
} & ItemFactsRow & {
    tags: unknown[];
  };

export type CourseMaterialRow = {
  id: number;
  slug: string;
  title: string;
  publication_date: string;
  time: number;
  chapters: ChapterRow[];
  /** The material's text is the Russian fallback of a missing translation (docs/product.md#content-and-engagement). */
  fallback: boolean;
};

/** The chapters of a material in the locale its text was chosen in. */
const chaptersJson = (materialExpr: string, localeExpr: string) => `coalesce((
  SELECT json_agg(json_build_object('id', ch.id, 'title', ch.title, 'content', ch.content) ORDER BY ch.position)
  FROM material_chapters ch WHERE ch.material_id = ${materialExpr} AND ch.locale = ${localeExpr}), '[]'::json)`;

const RELATED_MATERIALS_LIMIT = 6;
const RELATED_COURSES_LIMIT = 3;

export function createItemsRepository(db: Db) {
  return {
    /** A published material, or a draft too when `drafts` (test-admin mode). */
    async material(slug: string, lang: Locale, drafts = false): Promise<MaterialRow | undefined> {
      const rows = await db.query<MaterialRow>(
        `SELECT m.id, m.slug, t.title, t.snippet, t.author, t.author_info, m.publication_date::text AS publication_date,
           m.status = 'draft' AS draft,
           m.time_minutes AS time, m.preview, m.banner, m.like_count, m.share_count, t.locale AS content_locale,
           ${itemFactsSql('material_translations', 'material_id', 'm')},
           ${ratingColumnsSql('m')},
           ${tagsJson('m.tag_ids', '$1')} AS tags, ${hashtagsJson('m.hashtag_ids', '$1')} AS hashtags,
           ${chaptersJson('m.id', 't.locale')} AS chapters
         FROM materials m JOIN LATERAL (${translationOf('material_translations', 'material_id', 'm.id', '$1')}) t ON true
         WHERE m.slug = $2 AND (m.status = 'published' OR $3::boolean)`,
        [lang, slug, drafts],
      );
      return rows[0];
    },

    /** The published courses a material belongs to, each with the material that follows it there. */
    materialCourses(materialId: number, lang: Locale): Promise<MaterialCourseRow[]> {
      return db.query<MaterialCourseRow>(
        `SELECT c.slug, t.title, t.locale <> $1 AS fallback, nx.slug AS next_slug, nt.title AS next_title,
                nt.locale <> $1 AS next_fallback
         FROM course_materials cm
         JOIN courses c ON c.id = cm.course_id AND c.status = 'published'
         JOIN LATERAL (${translationOf('course_translations', 'course_id', 'c.id', '$1')}) t ON true
         LEFT JOIN LATERAL (
           SELECT m2.id, m2.slug FROM course_materials cm2
           JOIN materials m2 ON m2.id = cm2.material_id AND m2.status = 'published'
           WHERE cm2.course_id = cm.course_id AND cm2.position > cm.position
           ORDER BY cm2.position LIMIT 1) nx ON true
         LEFT JOIN LATERAL (${translationOf('material_translations', 'material_id', 'nx.id', '$1')}) nt ON true
         WHERE cm.material_id = $2
         ORDER BY c.publication_date DESC, c.id DESC`,
        [lang, materialId],
      );
    },

    /** Other published materials sharing the most tags with this one, then the most popular. */
    relatedMaterials(materialId: number, lang: Locale): Promise<MaterialCardRow[]> {
      const page = relatedMaterialsPage('materials', RELATED_MATERIALS_LIMIT);
      return db.query<MaterialCardRow>(materialCardsSql(page, '$1'), [lang, materialId]);
    },

    /** Published courses this material is not part of, by tag overlap, then popularity. */
    relatedCourses(materialId: number, lang: Locale): Promise<CourseCardRow[]> {
      const page = `SELECT x.id, row_number() OVER (ORDER BY x.overlap DESC, x.popularity DESC, x.id DESC) AS ord
        FROM (SELECT c.id, c.popularity,
                (SELECT count(*) FROM unnest(c.tag_ids) tag WHERE tag = ANY(me.tag_ids)) AS overlap
              FROM courses c, materials me
              WHERE me.id = $2 AND c.status = 'published'
                AND NOT EXISTS (SELECT 1 FROM course_materials cm WHERE cm.course_id = c.id AND cm.material_id = me.id)
              ORDER BY overlap DESC, c.popularity DESC, c.id DESC LIMIT ${RELATED_COURSES_LIMIT}) x`;
      return db.query<CourseCardRow>(courseCardsSql(page, '$1'), [lang, materialId]);
    },

    async course(slug: string, lang: Locale): Promise<CourseRow | undefined> {
      const rows = await db.query<CourseRow>(
        `SELECT c.id, c.slug, t.title, t.snippet, t.author, t.author_info, t.small_description, c.image_banner,
           c.preview, c.publication_date::text AS publication_date, c.like_count, c.share_count,
           t.locale AS content_locale, ${tagsJson('c.tag_ids', '$1')} AS tags,
           ${itemFactsSql('course_translations', 'course_id', 'c')},
           ${ratingColumnsSql('c')}
         FROM courses c JOIN LATERAL (${translationOf('course_translations', 'course_id', 'c.id', '$1')}) t ON true
         WHERE c.slug = $2 AND c.status = 'published'`,
        [lang, slug],
      );
      return rows[0];
    },

    /** A course's published materials in course order, each with its chapters. */
    courseMaterials(courseId: number, lang: Locale): Promise<CourseMaterialRow[]> {
      return db.query<CourseMaterialRow>(
        `SELECT m.id, m.slug, t.title, m.publication_date::text AS publication_date, m.time_minutes AS time,
           ${chaptersJson('m.id', 't.locale')} AS chapters, t.locale <> $1 AS fallback
         FROM course_materials cm
         JOIN materials m ON m.id = cm.material_id AND m.status = 'published'
         JOIN LATERAL (${translationOf('material_translations', 'material_id', 'm.id', '$1')}) t ON true
         WHERE cm.course_id = $2
         ORDER BY cm.position`,
        [lang, courseId],
      );
    },
  };
}

export type ItemsRepository = ReturnType<typeof createItemsRepository>;
