/**
 * Chapter anchors (docs/product.md#screens: `material-content{chapterId}`) and the one way both reading screens scroll
 * to them: smoothly unless the reader asked for reduced motion, below the sticky header (the page's
 * `scroll-padding-top`), and with focus moved there so keyboard and screen-reader users follow.
 */
export function chapterAnchor(chapterId: number): string {
  return `material-content${chapterId}`;
}

export function scrollToElement(element: HTMLElement | null): void {
  if (!element) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
