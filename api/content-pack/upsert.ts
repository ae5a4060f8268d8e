/**
 * Idempotent writes for the importer. A row is updated only when a value differs (`IS DISTINCT
 * FROM`), so a second import of the same pack rewrites nothing and `updated_at` stays put. Table and
 * column names come from the importer's code, never from pack data; values are always parameters.
 */
import type { Queryable } from '../db/types.ts';

type Values = Record<string, unknown>;

function build(table: string, key: readonly string[], values: Values, returnId: boolean) {
  const columns = Object.keys(values);
  const params = columns.map((column) => values[column]);
  const placeholders = columns.map((_, i) => `$${i + 1}`);
  const rest = columns.filter((column) => !key.includes(column));
  const onConflict =
    rest.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET ${rest.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
         WHERE ROW(${rest.map((c) => `t.${c}`).join(', ')}) IS DISTINCT FROM ROW(${rest.map((c) => `EXCLUDED.${c}`).join(', ')})`;
  const insert = `INSERT INTO ${table} AS t (${columns.join(', ')}) VALUES (${placeholders.join(', ')})
    ON CONFLICT (${key.join(', ')}) ${onConflict}`;
  if (!returnId) return { sql: insert, params };
  const match = key.map((c) => `${c} = $${columns.indexOf(c) + 1}`).join(' AND ');
  return {
    sql: `WITH written AS (${insert} RETURNING id)
      SELECT id FROM written UNION ALL SELECT id FROM ${table} WHERE ${match} LIMIT 1`,
    params,
  };
}

/** Inserts or updates the row with this key and returns its id. */
export async function upsertReturningId(
  tx: Queryable,
  table: string,
  key: readonly string[],
  values: Values,
): Promise<number> {
  const { sql, params } = build(table, key, values, true);
  const rows = await tx.query<{ id: number }>(sql, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`upsert into ${table} returned no id`);
  return id;
}

export async function upsert(
  tx: Queryable,
  table: string,
  key: readonly string[],
  values: Values,
): Promise<void> {
  const { sql, params } = build(table, key, values, false);
  await tx.query(sql, params);
}

/**
 * Writes one translation row per locale present and deletes the rows of locales the item no longer
 * has (a removed `en` block falls back to ru again).
 */
export async function syncTranslations(
  tx: Queryable,
  table: string,
  foreignKey: string,
  id: number,
  blocks: Record<string, Values | undefined>,
): Promise<void> {
  const present: string[] = [];
  for (const [locale, block] of Object.entries(blocks)) {
    if (!block) continue;
    present.push(locale);
    await upsert(tx, table, [foreignKey, 'locale'], { [foreignKey]: id, locale, ...block });
  }
  await tx.query(`DELETE FROM ${table} WHERE ${foreignKey} = $1 AND NOT (locale = ANY($2::text[]))`, [
    id,
    present,
  ]);
}

/** Maps slugs to ids for a table; an unknown slug is a pack error naming `where`. */
export async function slugIds(tx: Queryable, table: string): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; slug: string }>(`SELECT id, slug FROM ${table}`);
  return new Map(rows.map((row) => [row.slug, row.id]));
}
