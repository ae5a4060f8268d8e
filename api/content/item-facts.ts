/**
 * What every item page states about itself beyond its text: the locales it is written in,
 * so `hreflang` pairs only real translations and an untranslated English address points its canonical
 * at the Russian page, and when it last changed, for JSON-LD's `dateModified` and the sitemap's
 * `<lastmod>`.
 */
import type { Locale } from '../../shared/locales.ts';

export type ItemFactsRow = {
  translations: Locale[];
  updated_at: string;
};

/** The locales an item has a translation in, Russian first. */
export function translationsSql(table: string, foreignKey: string, idExpr: string): string {
  return `ARRAY(SELECT tr2.locale FROM ${table} tr2 WHERE tr2.${foreignKey} = ${idExpr} ORDER BY tr2.locale DESC)`;
}

/** The later of the item's and its shown translation's change, as an ISO instant in UTC. */
export function updatedAtSql(itemExpr: string, translationExpr: string): string {
  return `to_char(greatest(${itemExpr}, ${translationExpr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}

/** Both, as select columns. */
export function itemFactsSql(
  table: string,
  foreignKey: string,
  alias: string,
  translationAlias = 't',
): string {
  return `${translationsSql(table, foreignKey, `${alias}.id`)} AS translations,
    ${updatedAtSql(`${alias}.updated_at`, `${translationAlias}.updated_at`)} AS updated_at`;
}
