import { startTransition, useEffect, useState } from 'react';
import { catalogueArrived, catalogueInHand } from './catalogue.ts';

/**
 * False during the server render and the hydrating render, true after, once the page's whole
 * catalogue is in: what only works with scripts (infinite scroll, a print button) replaces its
 * no-script fallback without a hydration mismatch, and draws texts the server did not draw, which
 * the page's own entries do not hold (docs/architecture.md#first-visit). It does not ask for the
 * catalogue: that comes when the browser is idle or the reader reaches for the page.
 */
export function useHydrated(options: { transition?: boolean } = {}): boolean {
  const [hydrated, setHydrated] = useState(false);
  const { transition = false } = options;
  useEffect(() => {
    // `transition`: what turns on is large (the map's Leaflet), and a transition's render yields to
    // the browser instead of holding the main thread. Not for everything: a part that waits for a
    // reader's replayed input must be drawn before it (runtime/held-events.ts).
    const turnOn = () => (transition ? startTransition(() => setHydrated(true)) : setHydrated(true));
    // Mounted once the catalogue is in (a window opened, a page navigated to): true at once.
    if (catalogueInHand()) {
      turnOn();
      return;
    }
    let mounted = true;
    void catalogueArrived().then(() => {
      if (mounted) turnOn();
    });
    return () => {
      mounted = false;
    };
  }, [transition]);
  return hydrated;
}
