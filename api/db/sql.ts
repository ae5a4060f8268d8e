/**
 * SQL fragments shared by repositories. Arguments are identifiers and placeholders written in code,
 * never request data.
 */
import { DEFAULT_LOCALE } from '../../shared/locales.ts';

/**
 * The body of a LATERAL subquery picking an item's translation in `locale`, else in the fallback
 * locale (docs/product.md#content-and-engagement). The chosen row's `locale` tells which one it was.
 */
export function translationOf(table: string, foreignKey: string, idExpr: string, localeExpr: string): string {
  return `SELECT tr.* FROM ${table} tr
    WHERE tr.${foreignKey} = ${idExpr} AND tr.locale IN (${localeExpr}, '${DEFAULT_LOCALE}')
    ORDER BY tr.locale = ${localeExpr} DESC LIMIT 1`;
}

/** Which list order a page is read in: column and direction; ties always broken by id. */
export function listOrder(
  column: 'publication_date' | 'popularity',
  descending: boolean,
  alias = '',
): string {
  const direction = descending ? 'DESC' : 'ASC';
  const prefix = alias ? `${alias}.` : '';
  return `${prefix}${column} ${direction}, ${prefix}id ${direction}`;
}
