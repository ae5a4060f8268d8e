/**
 * The sitemap's reads. Items of a kind are numbered by id and cut into files of `perFile`
 * items; a file is then read in pages by id (keyset, `id > after`), so neither side ever holds more
 * than a page. Only published items count; a book chapter counts when its book is published.
 */
import type { Locale } from '../../shared/locales.ts';
import type { SitemapKind } from '../../shared/schemas/sitemap.ts';
import type { Db } from '../db/types.ts';

interface KindTables {
  /** The item table, aliased `x`, with the condition for "published". */
  from: string;
  translations: string;
  foreignKey: string;
}

/** A published item of a kind with its own table and translations, aliased `x`. */
function itemTables(table: string, singular: string): KindTables {
  return {
    from: `${table} x WHERE x.status = 'published'`,
    translations: `${singular}_translations`,
    foreignKey: `${singular}_id`,
  };
}

const KINDS: Record<SitemapKind, KindTables> = {
  materials: itemTables('materials', 'material'),
  courses: itemTables('courses', 'course'),
  articles: itemTables('articles', 'article'),
  places: itemTables('places', 'place'),
  chapters: {
    from: `book_chapters x JOIN books b ON b.id = x.book_id AND b.status = 'published' WHERE true`,
    translations: 'book_chapter_translations',
    foreignKey: 'chapter_id',
  },
};

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

export type SitemapFileRow = {
  first_id: number;
  last_id: number;
  count: number;
  lastmod: string;
};

export type SitemapEntryRow = {
  id: number;
  slug: string;
  updated_at: string;
  translations: Locale[];
};

/** An item's last change: its own row's or any translation's, whichever is later. */
function updatedSql(k: KindTables): string {
  return `greatest(x.updated_at, (SELECT max(tr.updated_at) FROM ${k.translations} tr WHERE tr.${k.foreignKey} = x.id))`;
}

export function createSitemapRepository(db: Db) {
  return {
    files(kind: SitemapKind, perFile: number): Promise<SitemapFileRow[]> {
      const k = KINDS[kind];
      return db.query<SitemapFileRow>(
        `SELECT min(id)::int AS first_id, max(id)::int AS last_id, count(*)::int AS count,
           to_char(max(updated) AT TIME ZONE 'UTC', ${ISO}) AS lastmod
         FROM (SELECT x.id, ${updatedSql(k)} AS updated, (row_number() OVER (ORDER BY x.id) - 1) / $1 AS file
               FROM ${k.from}) numbered
         GROUP BY file ORDER BY file`,
        [perFile],
      );
    },

    entries(kind: SitemapKind, after: number, until: number, limit: number): Promise<SitemapEntryRow[]> {
      const k = KINDS[kind];
      return db.query<SitemapEntryRow>(
        `SELECT x.id, x.slug, to_char(${updatedSql(k)} AT TIME ZONE 'UTC', ${ISO}) AS updated_at,
           ARRAY(SELECT tr.locale FROM ${k.translations} tr WHERE tr.${k.foreignKey} = x.id ORDER BY tr.locale DESC) AS translations
         FROM ${k.from} AND x.id > $1 AND x.id <= $2
         ORDER BY x.id LIMIT $3`,
        [after, until, limit],
      );
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
