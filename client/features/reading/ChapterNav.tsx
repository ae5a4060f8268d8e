/**
 * A material's chapter navigation (docs/product.md#screens): chapter titles linking to `#material-content{id}`. The
 * links work as plain anchors before scripts load; afterwards a click scrolls smoothly, keeps the
 * address's hash in step without a new history entry, and the chapter in view is highlighted.
 */
import type { MouseEvent } from 'react';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { chapterAnchor, scrollToElement } from './anchors.ts';
import styles from './ChapterNav.module.css';

export interface ChapterNavProps {
  /** `anchor` names the element to go to when it is not the spec's `material-content{id}`. */
  chapters: readonly { id: number; title: string; anchor?: string }[];
  current: string | null;
  label: string;
  /** Whether following a chapter writes its anchor into the address (the material page does). */
  writeHash?: boolean;
  /** The titles' language when it is not the page's (a Russian-only material on an English page). */
  lang?: string;
}

export function ChapterNav({ chapters, current, label, writeHash = true, lang }: ChapterNavProps) {
  const go = (event: MouseEvent, anchor: string) => {
    event.preventDefault();
    if (writeHash) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}#${anchor}`);
    }
    scrollToElement(document.getElementById(anchor));
  };
  return (
    <Cached
      as="nav"
      name="reading.chapter-nav"
      deps={[chapters, current, label, writeHash, lang]}
      className={styles.nav}
      aria-label={label}
      data-testid="chapter-nav"
    >
      {() => (
        <>
          <p className={styles.title} aria-hidden="true">
            {label}
          </p>
          <ol className={styles.list} lang={lang}>
            {chapters.map((chapter, index) => {
              const anchor = chapter.anchor ?? chapterAnchor(chapter.id);
              return (
                <li key={chapter.id}>
                  <a
                    className={styles.link}
                    href={`#${anchor}`}
                    aria-current={current === anchor ? 'location' : undefined}
                    onClick={(event) => go(event, anchor)}
                  >
                    <span className={styles.number} aria-hidden="true">
                      {index + 1}
                    </span>
                    <span>{chapter.title}</span>
                  </a>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Cached>
  );
}
