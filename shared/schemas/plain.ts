/**
 * The plain values of the schema modules that the browser's pages read (limits, patterns, lists),
 * in a module without zod: a page importing one from a schema module got the whole of zod in its
 * first download (docs/architecture.md#first-visit). The schema modules re-export each from here,
 * so the server's code keeps naming them where it did.
 */

// ---- common.ts ----
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

// ---- access.ts ----
/** The questionnaire's fields, in the order the form shows them, with their length limits. */
export const ACCESS_FIELDS = ['occupation', 'institution', 'purpose'] as const;
export type AccessField = (typeof ACCESS_FIELDS)[number];
export const ACCESS_FIELD_MAX: Record<AccessField, number> = {
  occupation: 200,
  institution: 300,
  purpose: 2000,
};
/** Characters as the reader counts them (code points). */
export const textLength = (text: string): number => Array.from(text).length;

// ---- chat.ts ----
/** How many of the latest messages the thread call answers at most. */
export const CHAT_THREAD_LIMIT = 200;

// ---- content.ts ----
/** The product names no page size for articles; the books area shows them ten at a time. */
export const ARTICLES_PAGE_SIZE = 10;
export const TANAKH_PARTS = ['torah', 'neviim', 'ketuvim'] as const;

// ---- lesson-sets.ts ----
/** A name fits a line of the profile list and a printed heading. */
export const LESSON_SET_NAME_MAX = 120;
/** A set is a lesson's reading: a wall of one search is at most 200 items a kind. */
export const LESSON_SET_ITEMS_MAX = 200;
/** 24 random bytes in base64url: 192 bits, which no one guesses (`api/lesson-sets/token.ts`). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

// ---- desk.ts ----
/** The periods (days) an author can be kept from commenting at the desk. */
export const DESK_BLOCK_DAYS = [1, 7, 30, 365] as const;

// ---- follows.ts ----
export const DIGEST_FREQUENCIES = ['weekly', 'daily', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
