/**
 * The "related materials" of a material or an article page: the `page` CTE (`db/cards.ts`) of the
 * published materials sharing the most tags with item `$2` of `table`, then the most popular.
 */
export function relatedMaterialsPage(table: 'materials' | 'articles', limit: number): string {
  // A material is never its own relation; an article's id names another table, so nothing to leave out.
  const notItself = table === 'materials' ? 'o.id <> me.id AND ' : '';
  return `SELECT x.id, row_number() OVER (ORDER BY x.overlap DESC, x.popularity DESC, x.id DESC) AS ord
        FROM (SELECT o.id, o.popularity,
                (SELECT count(*) FROM unnest(o.tag_ids) tag WHERE tag = ANY(me.tag_ids)) AS overlap
              FROM materials o, ${table} me
              WHERE me.id = $2 AND ${notItself}o.status = 'published' AND o.tag_ids && me.tag_ids
              ORDER BY overlap DESC, o.popularity DESC, o.id DESC LIMIT ${limit}) x`;
}
