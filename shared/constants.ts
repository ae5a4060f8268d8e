/** Business constants of docs/product.md#constants, in one place. Units are in the names. */
export const PRELOADER_HIDE_DELAY_MS = 200;
export const POPOVER_BREAKPOINT_PX = 576;

export const COURSES_PAGE_SIZE = 12;
export const MATERIALS_PAGE_SIZE = 11;

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_RESULTS_PER_GROUP = 3;
/** The groups of a search answer, in the product's order, as the search page names them (`?kind=`). */
export const SEARCH_GROUPS = ['materials', 'courses', 'articles', 'books', 'places'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const COMMENTS_SHOWN = 3;
export const COMMENTS_EXPANDED_LIMIT = 1000;
export const COMMENT_PREVIEW_LENGTH = 150;

export const PASSWORD_MIN_LENGTH = 8;
export const SHORT_POST_LIMIT = 278;
export const COPY_CONFIRMATION_MS = 2000;
export const SCROLLSPY_OFFSET_PX = 300;

export const BANNER_SIZE = { width: 1440, height: 810 } as const;
export const CARD_PREVIEW_SIZE = { width: 156, height: 192 } as const;

export const SCROLL_LOADER_DEFAULTS = { distance: 0, size: 50, color: '#CCCCCC' } as const;

export const POPULAR_PREVIEW_POSITIONS = 4;
export const CALENDAR_YEAR = 5786;

export const LIST_SORTS = ['date', 'popular'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const DEFAULT_LIST_SORT: ListSort = 'date';

/** Content kinds that appear as `{type}` in call paths (docs/rules.md R1: a fixed table). */
export const CONTENT_TYPES = ['materials', 'courses', 'articles', 'books', 'places'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Input limits of docs/rules.md R2. */
export const LIMITS = {
  pageMax: 1000,
  perPageMax: 50,
  tagsMax: 20,
  searchMaxChars: 200,
  commentMaxChars: 5000,
  messageMaxChars: 2000,
} as const;
