import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydrating render, true after: what only works with scripts
 * (infinite scroll) replaces its no-script fallback (page links) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
