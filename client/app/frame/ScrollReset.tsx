import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * docs/product.md#screens: scroll resets to the top on every navigation. A link to an anchor (`#chapter`) scrolls to
 * it instead; the first render keeps the browser's own position (reload, back from another site).
 */
export function ScrollReset() {
  const { key, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (a new key) is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}
