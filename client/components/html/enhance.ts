/**
 * What editors' HTML gains in the browser (docs/product.md#screens, global behaviour): content images open the
 * full-size popup from the mouse and the keyboard, and `text-with-icon` elements open a popover with
 * their icon's title. The small icons are excluded from the popup: icons inside text-with-icon, the
 * info arrow and anything drawn at icon size. Attributes only: the server HTML stays as it was.
 */
import { POPUP_ATTR } from './popup-attr.ts';

export const RICH_HTML_ATTR = 'data-rich-html';
export const TEXT_WITH_ICON_SELECTOR = '.text-with-icon';
/** Images drawn this small are icons (the info arrow, bullets), never exhibits. */
export const ICON_MAX_PX = 48;

function declaredSize(img: HTMLImageElement): number {
  const width = Number(img.getAttribute('width'));
  const height = Number(img.getAttribute('height'));
  const sizes = [width, height].filter((n) => Number.isFinite(n) && n > 0);
  return sizes.length ? Math.max(...sizes) : Number.POSITIVE_INFINITY;
}

export function isPopupCandidate(img: HTMLImageElement): boolean {
  if (!img.closest(`[${RICH_HTML_ATTR}]`)) return false;
  if (img.closest(`${TEXT_WITH_ICON_SELECTOR}, a, button, [data-no-popup]`)) return false;
  return declaredSize(img) > ICON_MAX_PX;
}

/**
 * Makes every popup image of a rich HTML block a keyboard-reachable control. Again on a block done
 * before it only names them anew: the first pass may have run before the page's whole catalogue
 * was in (docs/architecture.md#first-visit).
 */
export function enhanceImages(root: HTMLElement, describe: (alt: string) => string): void {
  for (const img of root.querySelectorAll('img')) {
    if (!isPopupCandidate(img)) continue;
    if (!img.hasAttribute(POPUP_ATTR)) {
      img.setAttribute(POPUP_ATTR, '');
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      img.setAttribute('aria-haspopup', 'dialog');
    }
    img.setAttribute('aria-label', describe(img.alt));
  }
}

export interface IconText {
  element: HTMLElement;
  text: string;
}

/** Each trigger's text, read once: the icon's title is removed then (the popover says it instead). */
const iconTexts = new WeakMap<HTMLElement, string>();

/**
 * The text-with-icon elements of a block that carry an explanation, made into popover triggers; a
 * block done before gives the same ones again.
 */
export function enhanceTextWithIcon(root: HTMLElement): IconText[] {
  const found: IconText[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(TEXT_WITH_ICON_SELECTOR)) {
    const icon = element.querySelector('img');
    let text = iconTexts.get(element);
    if (text === undefined) {
      text = (icon?.getAttribute('title') || icon?.getAttribute('alt') || '').trim();
      iconTexts.set(element, text);
    }
    if (!text) continue;
    icon?.removeAttribute('title');
    element.tabIndex = 0;
    element.setAttribute('role', 'button');
    element.setAttribute('aria-expanded', 'false');
    element.setAttribute('aria-haspopup', 'dialog');
    found.push({ element, text });
  }
  return found;
}
