/**
 * Building blocks for every request schema (docs/rules.md R1, R2). Query values arrive as strings, so
 * numbers are parsed from a digit-only string, never coerced: `z.coerce.number()` would turn '' into 0
 * and '0x10' into 16.
 */
import { z } from 'zod';
import { CONTENT_TYPES, LIMITS, LIST_SORTS } from '../constants.ts';
import { LOCALES } from '../locales.ts';
import { normalizeSearchText } from '../logic/search-text.ts';

import { SLUG_PATTERN } from './plain.ts';

export { SLUG_PATTERN };
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

export const Lang = z.enum(LOCALES);
export const Slug = z.string().regex(SLUG_PATTERN, 'invalid slug');
export const ContentTypeParam = z.enum(CONTENT_TYPES);

/** A positive integer id given as a path or query string. */
export const IdParam = z
  .string()
  .regex(ID_PATTERN, 'invalid id')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'invalid id');

/** An integer in [min, max] given as a query string of at most four digits. */
export function intParam(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,4}$/, 'expected an integer')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `expected an integer from ${min} to ${max}`);
}

export const PageParam = intParam(0, LIMITS.pageMax);
export const PerPageParam = intParam(1, LIMITS.perPageMax);
export const OrderByParam = z.enum(['0', '1']).transform(Number);
export const FilterByParam = z.enum(LIST_SORTS);

/** `tags`: a JSON array of at most 20 distinct positive integer ids. */
export const TagIdsParam = z.string().transform((raw, ctx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'expected a JSON array of tag ids' });
    return z.NEVER;
  }
  const result = TagIds.safeParse(parsed);
  if (!result.success) {
    ctx.addIssue({ code: 'custom', message: 'expected a JSON array of distinct positive tag ids' });
    return z.NEVER;
  }
  return result.data;
});
export const TagIds = z
  .array(z.number().int().positive().max(2_147_483_647))
  .max(LIMITS.tagsMax)
  .refine((ids) => new Set(ids).size === ids.length, 'tag ids must be distinct');

/**
 * Whether PostgreSQL can store a text as it is (docs/rules.md R1): a NUL (U+0000) fails the statement
 * ("invalid byte sequence"), and a lone UTF-16 surrogate has no UTF-8 form (the drivers would store
 * U+FFFD in its place). Either is the caller's mistake, not the database's.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/**
 * Every free text a caller sends starts here: refused with a 400 naming its field when PostgreSQL could
 * not store it, so such a request never reaches the database (where it would be a 503, counted against
 * the upstream's breaker for every visitor).
 */
export const StorableText = z
  .string()
  .refine(isStorableText, 'contains a character that cannot be stored (NUL or a lone surrogate)');

/**
 * Free text typed by a visitor into search, in its normal form (NFC, trimmed, one space between
 * words, lower case: `normalizeSearchText`), so the caches keep one answer per query; at most 200
 * characters.
 */
export const SearchText = StorableText.transform(normalizeSearchText).pipe(
  z.string().max(LIMITS.searchMaxChars, `at most ${LIMITS.searchMaxChars} characters`),
);

/** The JSON error body every tier answers with (docs/rules.md R21). */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * A translated item says which locale its text is in, so a fallback to ru can be shown (docs/product.md#content-and-engagement),
 * which locales it is written in (hreflang pairs only real translations) and when it last
 * changed (JSON-LD `dateModified`).
 */
export const ContentLocale = z.object({
  content_locale: Lang,
  fallback: z.boolean(),
  translations: z.array(Lang),
  updated_at: z.string(),
});
