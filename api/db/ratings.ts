/**
 * The rating columns every material and course answer carries (migration 0340): the average to one
 * decimal and the count, read from the item's own row, which the reviews' trigger keeps current.
 */

/** `rating_average` (null without reviews) and `rating_count` of the item row aliased `alias`. */
export function ratingColumnsSql(alias: string): string {
  return `round(${alias}.review_sum::numeric / NULLIF(${alias}.review_count, 0), 1)::float8 AS rating_average,
    ${alias}.review_count AS rating_count`;
}

/** The same two fields as `json_build_object` arguments (search builds its cards as JSON). */
export function ratingJsonArgsSql(alias: string): string {
  return `'rating_average', round(${alias}.review_sum::numeric / NULLIF(${alias}.review_count, 0), 1)::float8,
    'rating_count', ${alias}.review_count`;
}

/** What the two columns read as. */
export type RatingColumns = {
  rating_average: number | null;
  rating_count: number;
};
