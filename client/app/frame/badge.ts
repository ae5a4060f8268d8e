/** The largest count a badge shows as a number; above it, the badge says so (`header.counterOver`). */
export const BADGE_MAX = 99;
