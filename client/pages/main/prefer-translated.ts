/**
 * English shelves prefer translated items: a shelf of N shows the items written in the
 * page's language first, in the answer's order, and fills the rest with Russian fallbacks (which
 * carry their marker). On Russian pages nothing falls back, so the order is the answer's.
 */
export function preferTranslated<T extends { fallback: boolean }>(items: readonly T[], count: number): T[] {
  const own = items.filter((item) => !item.fallback);
  const fallbacks = items.filter((item) => item.fallback);
  return [...own, ...fallbacks].slice(0, count);
}

/** How many items a shelf of `count` asks for: a pool to choose from on a page that can fall back. */
export function shelfPool(count: number, canFallBack: boolean): number {
  return canFallBack ? count * 2 : count;
}
