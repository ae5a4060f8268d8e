/**
 * What the personal area reads besides the history (docs/product.md#screens "Profile area"; docs/product.md#content-and-engagement): favourites
 * as cards, the courses a reader started with how far they got, recommendations, the reader's
 * comments, and the whole export. One statement per list; every query is bound to the
 * session user's id, which the route takes from the token (R17).
 */
import type { z } from 'zod';
import type { Locale } from '../../shared/locales.ts';
import { type ExportAnswer, PROFILE_LIMITS } from '../../shared/schemas/profile.ts';
import type { CourseCardRow, MaterialCardRow } from '../db/cards.ts';
import { courseCardsSql, materialCardsSql } from '../db/cards.ts';
import { translationOf } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { type ResumeRow, resumeJson } from './history-repository.ts';

type Export = z.infer<typeof ExportAnswer>;
type Rows<T> = T extends (infer R)[] ? R & Record<string, unknown> : never;

const ISO = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type CourseProgressRow = {
  course_id: number;
  total: number;
  viewed: number;
  finished: number;
  next_index: number;
  next_material: number | null;
  next_title: string | null;
  updated_at: string;
  resume: ResumeRow | null;
};

/**
 * The courses the reader opened a material of: published materials in course order, how many were
 * opened and finished, the first unfinished one (to continue with) and its saved position.
 */
const COURSES_SQL = `
  WITH mine AS (
    SELECT DISTINCT cm.course_id FROM progress p JOIN course_materials cm ON cm.material_id = p.material_id
    WHERE p.user_id = $1
  ), ordered AS (
    SELECT cm.course_id, cm.material_id, (row_number() OVER (PARTITION BY cm.course_id ORDER BY cm.position) - 1)::int AS idx,
      p.state, p.updated_at
    FROM mine JOIN course_materials cm ON cm.course_id = mine.course_id
    JOIN materials m ON m.id = cm.material_id AND m.status = 'published'
    LEFT JOIN progress p ON p.user_id = $1 AND p.material_id = cm.material_id
  ), totals AS (
    SELECT course_id, count(*)::int AS total, count(state)::int AS viewed,
      count(*) FILTER (WHERE state = 'archived')::int AS finished,
      coalesce(min(idx) FILTER (WHERE state IS DISTINCT FROM 'archived'), 0) AS next_index,
      max(updated_at) AS updated_at
    FROM ordered GROUP BY course_id HAVING count(state) > 0
  )
  SELECT t.course_id, t.total, t.viewed, t.finished, t.next_index, o.material_id AS next_material,
    (SELECT tr.title FROM (${translationOf('material_translations', 'material_id', 'o.material_id', '$2')}) tr) AS next_title,
    ${ISO('t.updated_at')} AS updated_at,
    ${resumeJson('o.material_id', '$1', '$2')} AS resume
  FROM totals t JOIN courses c ON c.id = t.course_id AND c.status = 'published'
  LEFT JOIN ordered o ON o.course_id = t.course_id AND o.idx = t.next_index
  ORDER BY t.updated_at DESC, t.course_id DESC`;

/**
 * docs/product.md#content-and-engagement: unseen items (never opened, not in the favourites) ranked by how much their tags overlap
 * the reader's: each tag weighs as often as it occurs among the favourites, the opened materials and
 * the interesting tags; then popularity, then the newest id. `$1` is the cards' language, `$2` the
 * user, `$3` the limit.
 */
const READER_TAGS = `
  reader_tags AS (
    SELECT tag, count(*)::int AS w FROM (
      SELECT unnest(m.tag_ids) AS tag FROM favourites f JOIN materials m ON f.item_type = 'materials' AND m.id = f.item_id
      WHERE f.user_id = $2
      UNION ALL
      SELECT unnest(c.tag_ids) FROM favourites f JOIN courses c ON f.item_type = 'courses' AND c.id = f.item_id
      WHERE f.user_id = $2
      UNION ALL
      SELECT unnest(m.tag_ids) FROM progress p JOIN materials m ON m.id = p.material_id WHERE p.user_id = $2
      UNION ALL
      SELECT tag_id FROM user_interesting_tags WHERE user_id = $2
    ) all_tags GROUP BY tag
  )`;

const RECOMMENDED_MATERIALS = `WITH ${READER_TAGS}
  SELECT x.id, row_number() OVER (ORDER BY x.score DESC, x.popularity DESC, x.id DESC) AS ord FROM (
    SELECT m.id, m.popularity, coalesce((SELECT sum(rt.w) FROM reader_tags rt WHERE rt.tag = ANY(m.tag_ids)), 0) AS score
    FROM materials m WHERE m.status = 'published'
      AND NOT EXISTS (SELECT 1 FROM progress p WHERE p.user_id = $2 AND p.material_id = m.id)
      AND NOT EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = $2 AND f.item_type = 'materials' AND f.item_id = m.id)
    ORDER BY score DESC, m.popularity DESC, m.id DESC LIMIT $3) x`;

const RECOMMENDED_COURSES = `WITH ${READER_TAGS}
  SELECT x.id, row_number() OVER (ORDER BY x.score DESC, x.popularity DESC, x.id DESC) AS ord FROM (
    SELECT c.id, c.popularity, coalesce((SELECT sum(rt.w) FROM reader_tags rt WHERE rt.tag = ANY(c.tag_ids)), 0) AS score
    FROM courses c WHERE c.status = 'published'
      AND NOT EXISTS (SELECT 1 FROM course_materials cm JOIN progress p ON p.material_id = cm.material_id
                      WHERE cm.course_id = c.id AND p.user_id = $2)
      AND NOT EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = $2 AND f.item_type = 'courses' AND f.item_id = c.id)
    ORDER BY score DESC, c.popularity DESC, c.id DESC LIMIT $3) x`;

export type CommentRow = {
  id: number;
  content: string;
  created_at: string;
  locale: Locale;
  item_type: string;
  slug: string | null;
  title: string | null;
};

export function createProfileRepository(db: Db) {
  return {
    async favouriteCards(userId: number, lang: Locale) {
      const page = (type: 'materials' | 'courses') => `SELECT f.item_id AS id,
          row_number() OVER (ORDER BY f.created_at DESC, f.item_id DESC) AS ord
        FROM favourites f JOIN ${type} x ON x.id = f.item_id AND x.status = 'published'
        WHERE f.user_id = $2 AND f.item_type = '${type}'`;
      const [materials, courses] = await Promise.all([
        db.query<MaterialCardRow>(materialCardsSql(page('materials'), '$1'), [lang, userId]),
        db.query<CourseCardRow>(courseCardsSql(page('courses'), '$1'), [lang, userId]),
      ]);
      return { materials, courses };
    },

    async courses(
      userId: number,
      lang: Locale,
    ): Promise<{ rows: CourseProgressRow[]; cards: CourseCardRow[] }> {
      const rows = await db.query<CourseProgressRow>(COURSES_SQL, [userId, lang]);
      const cards = rows.length
        ? await db.query<CourseCardRow>(
            courseCardsSql('SELECT x.id, x.ord FROM unnest($2::int[]) WITH ORDINALITY AS x(id, ord)', '$1'),
            [lang, rows.map((row) => row.course_id)],
          )
        : [];
      return { rows, cards };
    },

    async recommendations(userId: number, lang: Locale) {
      const limit = PROFILE_LIMITS.recommendations;
      const [materials, courses] = await Promise.all([
        db.query<MaterialCardRow>(materialCardsSql(RECOMMENDED_MATERIALS, '$1'), [lang, userId, limit]),
        db.query<CourseCardRow>(courseCardsSql(RECOMMENDED_COURSES, '$1'), [lang, userId, limit]),
      ]);
      return { materials, courses };
    },

    /**
     * The reader's comments, newest first, with the item they are on (materials and courses link).
     * One an administrator hid is left out, as from the page and the counts.
     */
    comments(userId: number): Promise<CommentRow[]> {
      return db.query<CommentRow>(
        `SELECT c.id, c.content, ${ISO('c.created_at')} AS created_at, c.locale, c.item_type,
           coalesce(m.slug, co.slug) AS slug,
           coalesce(mt.title, ct.title) AS title
         FROM comments c
         LEFT JOIN materials m ON c.item_type = 'materials' AND m.id = c.item_id AND m.status = 'published'
         LEFT JOIN LATERAL (${translationOf('material_translations', 'material_id', 'm.id', 'c.locale')}) mt ON true
         LEFT JOIN courses co ON c.item_type = 'courses' AND co.id = c.item_id AND co.status = 'published'
         LEFT JOIN LATERAL (${translationOf('course_translations', 'course_id', 'co.id', 'c.locale')}) ct ON true
         WHERE c.user_id = $1 AND c.status <> 'hidden' ORDER BY c.created_at DESC, c.id DESC LIMIT $2`,
        [userId, PROFILE_LIMITS.comments],
      );
    },

    /** Everything kept about the reader (the privacy export), read in one transaction. */
    exportOf(userId: number) {
      return db.transaction(async (tx) => {
        const [user] = await tx.query<Omit<Export['user'], 'interesting_tags' | 'social_accounts'>>(
          `SELECT id, email, name, surname, country, city, locale, ${ISO('created_at')} AS created_at
           FROM users WHERE id = $1`,
          [userId],
        );
        const tags = await tx.query<{ id: number; slug: string }>(
          `SELECT t.id, t.slug FROM user_interesting_tags ut JOIN tags t ON t.id = ut.tag_id
           WHERE ut.user_id = $1 ORDER BY t.id`,
          [userId],
        );
        const social = await tx.query<{ provider: string }>(
          'SELECT provider FROM social_identities WHERE user_id = $1 ORDER BY provider',
          [userId],
        );
        const favourites = await tx.query<Rows<Export['favourites']>>(
          `SELECT f.item_type AS type, f.item_id AS id, coalesce(m.slug, c.slug) AS slug, ${ISO('f.created_at')} AS added_at
           FROM favourites f
           LEFT JOIN materials m ON f.item_type = 'materials' AND m.id = f.item_id
           LEFT JOIN courses c ON f.item_type = 'courses' AND c.id = f.item_id
           WHERE f.user_id = $1 ORDER BY f.created_at, f.item_id`,
          [userId],
        );
        const progress = await tx.query<Rows<Export['progress']>>(
          `SELECT p.material_id, m.slug, p.state, ${ISO('p.opened_at')} AS opened_at,
             CASE WHEN p.archived_at IS NULL THEN NULL ELSE ${ISO('p.archived_at')} END AS archived_at,
             ${ISO('p.updated_at')} AS updated_at
           FROM progress p LEFT JOIN materials m ON m.id = p.material_id
           WHERE p.user_id = $1 ORDER BY p.opened_at, p.material_id`,
          [userId],
        );
        const positions = await tx.query<Rows<Export['positions']>>(
          `SELECT material_id, chapter, fraction, ${ISO('updated_at')} AS updated_at
           FROM reading_positions WHERE user_id = $1 ORDER BY material_id`,
          [userId],
        );
        const comments = await tx.query<Rows<Export['comments']>>(
          `SELECT id, item_type, item_id, locale, content, ${ISO('created_at')} AS created_at
           FROM comments WHERE user_id = $1 ORDER BY created_at, id`,
          [userId],
        );
        const reviews = await tx.query<Rows<Export['reviews']>>(
          `SELECT r.item_type, r.item_id, coalesce(m.slug, c.slug) AS slug, r.rating::int AS rating, r.body AS text,
             ${ISO('r.created_at')} AS created_at, ${ISO('r.updated_at')} AS updated_at
           FROM reviews r
           LEFT JOIN materials m ON r.item_type = 'materials' AND m.id = r.item_id
           LEFT JOIN courses c ON r.item_type = 'courses' AND c.id = r.item_id
           WHERE r.user_id = $1 ORDER BY r.created_at, r.item_type, r.item_id`,
          [userId],
        );
        const settings = await tx.query<{ tracking_paused: boolean }>(
          'SELECT tracking_paused FROM reader_settings WHERE user_id = $1',
          [userId],
        );
        return {
          user: user
            ? { ...user, interesting_tags: tags, social_accounts: social.map((s) => s.provider) }
            : null,
          favourites,
          progress,
          positions,
          comments,
          reviews,
          settings: { tracking_paused: settings[0]?.tracking_paused ?? false },
        };
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
