/**
 * Reading text whose paragraphs can be linked to: the HTML gets stable anchors
 * (`paragraph-anchors.ts`, server and browser alike); after hydration each paragraph gains a
 * "copy link to this paragraph" button, shown when the paragraph is hovered or the button focused,
 * and a paragraph named by the address's fragment is scrolled to and highlighted, on opening and on
 * every later change of the fragment. Without scripts the anchors still work as plain fragments.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_CONFIRMATION_MS } from '../../../shared/constants.ts';
import { RichHtml } from '../../components/html/RichHtml.tsx';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { scrollToElement } from '../reading/anchors.ts';
import { copyText } from '../reading/share-links.ts';
import styles from './AnchoredText.module.css';
import { anchorHtml, isParagraphAnchor } from './paragraph-anchors.ts';

export const PARAGRAPH_LINK_ATTR = 'data-paragraph-link';
const HIGHLIGHT_ATTR = 'data-highlighted';

export interface AnchoredTextProps {
  html: string;
  /** The text's language when it fell back to Russian. */
  lang?: string;
  /** See RichHtml: the level of the text's highest heading. */
  topHeading?: 2 | 3;
}

function highlight(root: HTMLElement, hash: string): void {
  for (const old of root.querySelectorAll(`[${HIGHLIGHT_ATTR}]`)) old.removeAttribute(HIGHLIGHT_ATTR);
  if (!isParagraphAnchor(hash)) return;
  const target = root.querySelector<HTMLElement>(`[id="${hash.slice(1)}"]`);
  if (!target) return;
  target.setAttribute(HIGHLIGHT_ATTR, '');
  scrollToElement(target);
}

export function AnchoredText({ html, lang, topHeading }: AnchoredTextProps) {
  const { t } = useTranslation('library');
  const ref = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const anchored = anchorHtml(html).html;
  // The buttons' labels are texts the server did not draw: they come with the catalogue.
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the buttons belong to the markup of `anchored`
  useEffect(() => {
    const root = ref.current;
    if (!root || !hydrated) return;
    const label = t('paragraph.copy');
    const copiedLabel = t('paragraph.copied');
    const timers: ReturnType<typeof setTimeout>[] = [];
    const buttons: HTMLButtonElement[] = [];
    for (const paragraph of root.querySelectorAll<HTMLElement>('p[id^="p-"]')) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = styles.link ?? '';
      button.setAttribute(PARAGRAPH_LINK_ATTR, paragraph.id);
      button.setAttribute('aria-label', label);
      button.title = label;
      paragraph.append(button);
      buttons.push(button);
    }
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(`[${PARAGRAPH_LINK_ATTR}]`);
      if (!button || !root.contains(button)) return;
      const id = button.getAttribute(PARAGRAPH_LINK_ATTR) ?? '';
      const { origin, pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}#${id}`);
      highlight(root, `#${id}`);
      button.focus({ preventScroll: true });
      void copyText(`${origin}${pathname}${search}#${id}`).then((copied) => {
        if (!copied) return;
        button.setAttribute('data-copied', '');
        button.setAttribute('aria-label', copiedLabel);
        setAnnouncement(copiedLabel);
        timers.push(
          setTimeout(() => {
            button.removeAttribute('data-copied');
            button.setAttribute('aria-label', label);
            setAnnouncement('');
          }, COPY_CONFIRMATION_MS),
        );
      });
    };
    const onHash = () => highlight(root, window.location.hash);
    root.addEventListener('click', onClick);
    window.addEventListener('hashchange', onHash);
    onHash();
    return () => {
      root.removeEventListener('click', onClick);
      window.removeEventListener('hashchange', onHash);
      for (const timer of timers) clearTimeout(timer);
      for (const button of buttons) button.remove();
    };
  }, [anchored, t, hydrated]);

  return (
    <div ref={ref} className={styles.text}>
      <RichHtml html={anchored} lang={lang} topHeading={topHeading} />
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
