import { useEffect, useState } from 'react';
import { catalogueArrived, catalogueInHand } from './catalogue.ts';

/**
 * False during the server render and the hydrating render, true after, once the page's whole
 * catalogue is in: what only works with scripts (infinite scroll, a print button) replaces its
 * no-script fallback without a hydration mismatch, and draws texts the server did not draw, which
 * the page's own entries do not hold (docs/architecture.md#first-visit). It does not ask for the
 * catalogue: that comes when the browser is idle or the reader reaches for the page.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // Mounted once the catalogue is in (a window opened, a page navigated to): true at once.
    if (catalogueInHand()) {
      setHydrated(true);
      return;
    }
    let mounted = true;
    void catalogueArrived().then(() => {
      if (mounted) setHydrated(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return hydrated;
}
