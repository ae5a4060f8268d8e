/**
 * Follows, the reader's digest setting and visits, and what appeared in what they follow
 * (docs/follows.md). A follow is one row per reader and target, so following twice is one follow and
 * unfollowing is idempotent (docs/rules.md R31). "Appeared" is the later of the row's creation and its
 * publication date: an item imported today dated last year is new today, a draft published later is
 * new from its publication date.
 */
import type { Locale } from '../../shared/locales.ts';
import type { DigestFrequency, Follow, FollowKind } from '../../shared/schemas/follows.ts';
import { FOLLOW_LIMITS } from '../../shared/schemas/follows.ts';
import { type CourseCardRow, courseCardsSql, type MaterialCardRow, materialCardsSql } from '../db/cards.ts';
import { translationOf } from '../db/sql.ts';
import type { Db, Queryable } from '../db/types.ts';

/** A mark within this long of the last one is the same visit. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** Without a previous visit the shelf looks back this far. */
export const FIRST_VISIT_LOOKBACK_MS = 30 * 24 * 3600 * 1000;

export interface FollowSettings {
  digest: DigestFrequency;
  bounced: boolean;
  lastVisitAt: Date | null;
  previousVisitAt: Date | null;
}

export type NewsRow = {
  type: 'material' | 'course';
  id: number;
  appeared: Date;
  tag_ids: number[];
  authors: string[] | null;
  courses: number[] | null;
};

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);

/**
 * Every name an author has across the translations of the items that name them ($1 in any language):
 * "Давид Лейбович" and "David Leibovich" are one author to follow.
 */
const ALIASES_SQL = `SELECT DISTINCT b.author, b.locale FROM (
    SELECT a.material_id AS id, 'm' AS k FROM material_translations a WHERE a.author = $1
    UNION SELECT a.course_id, 'c' FROM course_translations a WHERE a.author = $1
    UNION SELECT a.article_id, 'a' FROM article_translations a WHERE a.author = $1) items
  JOIN LATERAL (
    SELECT author, locale FROM material_translations WHERE items.k = 'm' AND material_id = items.id
    UNION ALL SELECT author, locale FROM course_translations WHERE items.k = 'c' AND course_id = items.id
    UNION ALL SELECT author, locale FROM article_translations WHERE items.k = 'a' AND article_id = items.id) b ON true
  WHERE b.author IS NOT NULL`;

async function aliasesOf(q: Queryable, name: string): Promise<{ author: string; locale: string }[]> {
  return q.query<{ author: string; locale: string }>(ALIASES_SQL, [name]);
}

/** The follows of a reader with what the pages call them, oldest first. */
const LIST_SQL = `SELECT f.kind, f.target,
    CASE f.kind WHEN 'tag' THEN tt.name WHEN 'course' THEN ct.title ELSE f.target END AS label,
    CASE f.kind WHEN 'tag' THEN tg.slug WHEN 'course' THEN c.slug ELSE NULL END AS slug,
    coalesce(tg.type = 0, false) AS direction
  FROM follows f
  LEFT JOIN tags tg ON f.kind = 'tag' AND tg.id::text = f.target
  LEFT JOIN LATERAL (${translationOf('tag_translations', 'tag_id', 'tg.id', '$2')}) tt ON f.kind = 'tag'
  LEFT JOIN courses c ON f.kind = 'course' AND c.id::text = f.target
  LEFT JOIN LATERAL (${translationOf('course_translations', 'course_id', 'c.id', '$2')}) ct ON f.kind = 'course'
  WHERE f.user_id = $1
  ORDER BY f.created_at, f.kind, f.target`;

/**
 * Published materials and courses that appeared in [$2, $3) and match a follow of reader $1: a tag
 * they carry, an author of one of their translations, a course a material belongs to.
 */
const NEWS_SQL = `WITH f AS (SELECT kind, target FROM follows WHERE user_id = $1),
  wanted AS (
    SELECT coalesce(array_agg(CASE WHEN kind = 'tag' THEN target::int END) FILTER (WHERE kind = 'tag'), '{}') AS tags,
      coalesce(array_agg(target) FILTER (WHERE kind = 'author'), '{}') AS authors,
      coalesce(array_agg(CASE WHEN kind = 'course' THEN target::int END) FILTER (WHERE kind = 'course'), '{}') AS courses
    FROM f),
  candidates AS (
    SELECT 'material' AS type, m.id, greatest(m.created_at, m.publication_date::timestamptz) AS appeared, m.tag_ids,
      (SELECT array_agg(DISTINCT mt.author) FROM material_translations mt, wanted w
        WHERE mt.material_id = m.id AND mt.author = ANY(w.authors)) AS authors,
      (SELECT array_agg(cm.course_id ORDER BY cm.course_id) FROM course_materials cm, wanted w
        WHERE cm.material_id = m.id AND cm.course_id = ANY(w.courses)) AS courses
    FROM materials m
    WHERE m.status = 'published' AND (m.created_at >= $2 OR m.publication_date >= $2::date)
    UNION ALL
    SELECT 'course', c.id, greatest(c.created_at, c.publication_date::timestamptz), c.tag_ids,
      (SELECT array_agg(DISTINCT ct.author) FROM course_translations ct, wanted w
        WHERE ct.course_id = c.id AND ct.author = ANY(w.authors)),
      NULL
    FROM courses c
    WHERE c.status = 'published' AND (c.created_at >= $2 OR c.publication_date >= $2::date))
  SELECT c.* FROM candidates c, wanted w
  WHERE c.appeared >= $2 AND c.appeared < $3
    AND (c.tag_ids && w.tags OR c.authors IS NOT NULL OR c.courses IS NOT NULL)
  ORDER BY c.appeared DESC, c.type, c.id DESC
  LIMIT $4`;

async function settingsOf(q: Queryable, userId: number): Promise<FollowSettings> {
  const [row] = await q.query<{
    digest: DigestFrequency;
    bounced_at: unknown;
    last_visit_at: unknown;
    previous_visit_at: unknown;
  }>('SELECT digest, bounced_at, last_visit_at, previous_visit_at FROM follow_settings WHERE user_id = $1', [
    userId,
  ]);
  return {
    digest: row?.digest ?? 'weekly',
    bounced: Boolean(row?.bounced_at),
    lastVisitAt: asDate(row?.last_visit_at),
    previousVisitAt: asDate(row?.previous_visit_at),
  };
}

export function createFollowsRepository(db: Db) {
  return {
    /** Whether the target exists to be followed: a tag, a published course, an author some item names. */
    async exists(kind: FollowKind, target: string): Promise<boolean> {
      const sql = {
        tag: 'SELECT 1 FROM tags WHERE id::text = $1',
        course: "SELECT 1 FROM courses WHERE id::text = $1 AND status = 'published'",
        author: `SELECT 1 FROM material_translations WHERE author = $1
          UNION ALL SELECT 1 FROM course_translations WHERE author = $1
          UNION ALL SELECT 1 FROM article_translations WHERE author = $1 LIMIT 1`,
      }[kind];
      return (await db.query(sql, [target])).length > 0;
    },

    /** False when the reader already follows as many as a reader may. */
    add(userId: number, kind: FollowKind, target: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [count] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM follows WHERE user_id = $1',
          [userId],
        );
        if ((count?.n ?? 0) >= FOLLOW_LIMITS.follows) return false;
        if (kind === 'author') {
          // Already following the author under another language's name: one follow.
          const names = (await aliasesOf(tx, target)).map((row) => row.author);
          const [known] = await tx.query(
            "SELECT 1 FROM follows WHERE user_id = $1 AND kind = 'author' AND target = ANY($2::text[])",
            [userId, names],
          );
          if (known) return true;
        }
        await tx.query(
          'INSERT INTO follows (user_id, kind, target) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [userId, kind, target],
        );
        return true;
      });
    },

    async remove(userId: number, kind: FollowKind, target: string): Promise<void> {
      const names =
        kind === 'author' ? [target, ...(await aliasesOf(db, target)).map((row) => row.author)] : [target];
      await db.query('DELETE FROM follows WHERE user_id = $1 AND kind = $2 AND target = ANY($3::text[])', [
        userId,
        kind,
        names,
      ]);
    },

    /** An author's label is their name in `lang` when an item says it; `aliases` are all their names. */
    async list(userId: number, lang: Locale): Promise<Follow[]> {
      const rows = await db.query<Omit<Follow, 'aliases'>>(LIST_SQL, [userId, lang]);
      return Promise.all(
        rows.map(async (row): Promise<Follow> => {
          const base = { ...row, label: row.label ?? row.target, slug: row.slug ?? null };
          if (row.kind !== 'author') return { ...base, aliases: [] };
          const names = await aliasesOf(db, row.target);
          const inLang = names.find((name) => name.locale === lang)?.author;
          const aliases = [...new Set([row.target, ...names.map((name) => name.author)])];
          return { ...base, label: inLang ?? row.target, aliases };
        }),
      );
    },

    settings: (userId: number) => settingsOf(db, userId),

    /** Setting the digest again also forgets a bounce: the reader says the address works. */
    async setDigest(userId: number, digest: DigestFrequency): Promise<void> {
      await db.query(
        `INSERT INTO follow_settings (user_id, digest) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET digest = $2, bounced_at = NULL, updated_at = now()`,
        [userId, digest],
      );
    },

    /** The digest stops: off by the reader's one click, or by a bounce. */
    async stopDigest(userId: number, bounced: boolean): Promise<void> {
      await db.query(
        `INSERT INTO follow_settings (user_id, digest, bounced_at) VALUES ($1, 'off', CASE WHEN $2 THEN now() END)
         ON CONFLICT (user_id) DO UPDATE SET
           digest = CASE WHEN $2 THEN follow_settings.digest ELSE 'off' END,
           bounced_at = CASE WHEN $2 THEN now() ELSE follow_settings.bounced_at END,
           updated_at = now()`,
        [userId, bounced],
      );
    },

    /**
     * A visit mark: a mark more than the gap after the last one starts a new visit, and the last one's
     * time becomes the previous visit the shelf counts from.
     */
    async visit(userId: number, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO follow_settings (user_id, last_visit_at) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET
           previous_visit_at = CASE
             WHEN follow_settings.last_visit_at IS NULL THEN follow_settings.previous_visit_at
             WHEN follow_settings.last_visit_at < $2::timestamptz - make_interval(secs => $3) THEN follow_settings.last_visit_at
             ELSE follow_settings.previous_visit_at END,
           last_visit_at = $2, updated_at = now()`,
        [userId, now, VISIT_GAP_MS / 1000],
      );
    },

    async hasFollows(userId: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM follows WHERE user_id = $1 LIMIT 1', [userId])).length > 0;
    },

    /** What appeared in [from, to) in what the reader follows, newest first. */
    async news(userId: number, from: Date, to: Date, limit: number): Promise<NewsRow[]> {
      const rows = await db.query<NewsRow>(NEWS_SQL, [userId, from, to, limit]);
      return rows.map((row) => ({ ...row, appeared: new Date(row.appeared) }));
    },

    async cards(ids: { materials: number[]; courses: number[] }, lang: Locale) {
      const page = 'SELECT x.id, x.ord FROM unnest($2::int[]) WITH ORDINALITY AS x(id, ord)';
      const [materials, courses] = await Promise.all([
        ids.materials.length
          ? db.query<MaterialCardRow>(materialCardsSql(page, '$1'), [lang, ids.materials])
          : [],
        ids.courses.length ? db.query<CourseCardRow>(courseCardsSql(page, '$1'), [lang, ids.courses]) : [],
      ]);
      return { materials, courses };
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
