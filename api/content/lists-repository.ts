/**
 * The paged, sorted and tag-filtered lists of materials and courses (docs/product.md#screens "Lists"): one
 * statement per page, `per_page + 1` rows read to know whether more follow.
 */
import type { Locale } from '../../shared/locales.ts';
import { type CourseCardRow, courseCardsSql, type MaterialCardRow, materialCardsSql } from '../db/cards.ts';
import { listOrder } from '../db/sql.ts';
import type { Db } from '../db/types.ts';

export interface ListRequest {
  lang: Locale;
  sort: 'date' | 'popular';
  descending: boolean;
  limit: number;
  offset: number;
  /** Tag ids to filter by; absent or empty means no filter. */
  tagIds?: readonly number[];
  /** Drafts too (test-admin mode, materials only); otherwise published items only. */
  drafts?: boolean;
}

/**
 * Tag filter (docs/product.md#screens): OR within the chosen main tags, OR within the chosen additional tags, AND
 * between the two groups. Ids that are no tag match nothing, so a filter of unknown ids only is
 * empty. Parameter `$4` is the id array.
 */
const TAG_FILTER = `
  AND EXISTS (SELECT 1 FROM tags WHERE id = ANY($4::int[]))
  AND (NOT EXISTS (SELECT 1 FROM tags WHERE id = ANY($4::int[]) AND type = 0)
       OR x.tag_ids && ARRAY(SELECT id FROM tags WHERE id = ANY($4::int[]) AND type = 0))
  AND (NOT EXISTS (SELECT 1 FROM tags WHERE id = ANY($4::int[]) AND type = 1)
       OR x.tag_ids && ARRAY(SELECT id FROM tags WHERE id = ANY($4::int[]) AND type = 1))`;

function pageSql(table: 'materials' | 'courses', request: ListRequest): { sql: string; params: unknown[] } {
  const column = request.sort === 'popular' ? 'popularity' : 'publication_date';
  const order = listOrder(column, request.descending, 'x');
  const filtered = request.tagIds !== undefined && request.tagIds.length > 0;
  const sql = `SELECT x.id, row_number() OVER (ORDER BY ${order}) AS ord FROM (
      SELECT x.id, x.${column} FROM ${table} x
      WHERE ${request.drafts ? 'true' : "x.status = 'published'"} ${filtered ? TAG_FILTER : ''}
      ORDER BY ${order} LIMIT $2 OFFSET $3) x`;
  const params: unknown[] = [request.lang, request.limit, request.offset];
  if (filtered) params.push(request.tagIds);
  return { sql, params };
}

export function createListsRepository(db: Db) {
  return {
    async materialCards(request: ListRequest): Promise<MaterialCardRow[]> {
      const { sql, params } = pageSql('materials', request);
      return db.query<MaterialCardRow>(materialCardsSql(sql, '$1'), params);
    },

    async courseCards(request: ListRequest): Promise<CourseCardRow[]> {
      const { sql, params } = pageSql('courses', request);
      return db.query<CourseCardRow>(courseCardsSql(sql, '$1'), params);
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
