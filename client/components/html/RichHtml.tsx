/**
 * Editors' HTML on a page (docs/product.md#content-and-engagement: sanitized when it entered the database, rendered as HTML) in
 * the site's reading typography, with the global behaviours of docs/product.md#screens: images open the full-size
 * popup (handled by `ImagePopupHost`), and text-with-icon elements open a popover that realigns on
 * resize. The reading screens use it for chapters, author info and descriptions.
 */
import { createElement, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import popoverStyles from '../popover/Popover.module.css';
import { applyPlacement } from '../popover/use-anchored-panel.ts';
import { enhanceImages, enhanceTextWithIcon, type IconText, RICH_HTML_ATTR } from './enhance.ts';
import { shiftHeadings } from './headings.ts';
import styles from './RichHtml.module.css';

export interface RichHtmlProps {
  html: string;
  /** `prose` for reading text, `compact` for snippets and short descriptions on cards. */
  variant?: 'prose' | 'compact';
  as?: 'div' | 'section' | 'article';
  className?: string;
  /** The language of the text when it differs from the page's (a fallback to Russian). */
  lang?: string;
  /** Move the text's headings up so its highest is this level (a text right under the page's h1). */
  topHeading?: 2 | 3;
}

export function RichHtml({
  html: given,
  variant = 'prose',
  as = 'div',
  className,
  lang,
  topHeading,
}: RichHtmlProps) {
  const html = topHeading ? shiftHeadings(given, topHeading) : given;
  const { t } = useTranslation('content');
  const ref = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<IconText | null>(null);
  // The images' and icons' labels are texts the server did not draw: they come with the catalogue.
  const hydrated = useHydrated();

  useEffect(() => {
    const root = ref.current;
    if (!root || !html || !hydrated) return;
    enhanceImages(root, (alt) => (alt ? t('card.imageOpenNamed', { alt }) : t('card.imageOpen')));
    const triggers = enhanceTextWithIcon(root);
    if (triggers.length === 0) return;
    const find = (target: EventTarget | null) =>
      triggers.find((item) => target instanceof Node && item.element.contains(target));
    const onClick = (event: MouseEvent) => {
      const item = find(event.target);
      if (item) setActive((current) => (current?.element === item.element ? null : item));
    };
    const onKey = (event: KeyboardEvent) => {
      const item = find(event.target);
      if (!item || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      setActive((current) => (current?.element === item.element ? null : item));
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKey);
    };
  }, [html, t, hydrated]);

  // A manual popover: toggled by its trigger, closed by Escape or a press anywhere outside both.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !active) return;
    const anchor = active.element;
    anchor.setAttribute('aria-expanded', 'true');
    const follow = () => applyPlacement(panel, anchor);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setActive(null);
        anchor.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.contains(target) && !anchor.contains(target)) setActive(null);
    };
    panel.showPopover();
    follow();
    window.addEventListener('resize', follow, { passive: true });
    window.addEventListener('scroll', follow, { passive: true, capture: true });
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      anchor.setAttribute('aria-expanded', 'false');
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, { capture: true });
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      if (panel.matches(':popover-open')) panel.hidePopover();
    };
  }, [active]);

  return (
    <>
      {createElement(as, {
        ref,
        className: `${styles[variant]} ${className ?? ''}`,
        lang,
        [RICH_HTML_ATTR]: '',
        dangerouslySetInnerHTML: { __html: html },
      })}
      {active
        ? createPortal(
            <div
              ref={panelRef}
              popover="manual"
              role="dialog"
              aria-label={t('card.note')}
              className={popoverStyles.panel}
              data-testid="text-popover"
            >
              <p>{active.text}</p>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
