/**
 * Keeps an open popover panel (a native `popover` element, so it sits in the top layer) next to its
 * anchor: placed when it opens and again on every resize and scroll while open, one frame at a time.
 */
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { placePopover } from './placement.ts';

export function applyPlacement(panel: HTMLElement, anchor: Element): void {
  const rect = anchor.getBoundingClientRect();
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
  const place = placePopover(rect, panel.offsetHeight, viewport);
  panel.style.top = `${Math.round(place.top)}px`;
  panel.style.left = `${Math.round(place.left)}px`;
  panel.style.width = `${Math.round(place.width)}px`;
  panel.dataset.layout = place.layout;
  panel.dataset.side = place.side;
}

/** Returns the handler for the panel's `toggle` event; placement follows while it is open. */
export function useAnchoredPanel(
  panelRef: RefObject<HTMLElement | null>,
  anchorRef: RefObject<Element | null>,
): (event: { newState?: string }) => void {
  const cleanup = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    cleanup.current?.();
    cleanup.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  return useCallback(
    (event: { newState?: string }) => {
      const panel = panelRef.current;
      const anchor = anchorRef.current;
      if (!panel || !anchor) return;
      if (event.newState !== 'open') {
        stop();
        return;
      }
      applyPlacement(panel, anchor);
      let frame = 0;
      const follow = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => applyPlacement(panel, anchor));
      };
      window.addEventListener('resize', follow, { passive: true });
      window.addEventListener('scroll', follow, { passive: true, capture: true });
      stop();
      cleanup.current = () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('resize', follow);
        window.removeEventListener('scroll', follow, { capture: true });
      };
    },
    [panelRef, anchorRef, stop],
  );
}
