import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * True once the element comes within a screen's height of the viewport, and from then on: what is
 * heavy to draw and far down the page (the place page's map, under the text on a phone) is drawn as
 * the reader scrolls towards it, not in the first seconds of a visit that may never reach it
 * (docs/architecture.md#first-visit). Where the browser cannot tell, at once. The change is a
 * transition: what it draws yields to the browser as it renders.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}
