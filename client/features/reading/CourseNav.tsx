/**
 * The course's materials with their chapters (docs/product.md#screens, docs/product.md#states): each item is current, opened and/or viewed.
 * A material that is not active is a link to `?material=N` (so the list works before scripts load)
 * that makes it active; the active one is a button that opens and closes its chapter list. Chapter
 * links scroll to their chapter and follow the reader (scrollspy).
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { chapterAnchor, scrollToElement } from './anchors.ts';
import styles from './CourseNav.module.css';
import type { CourseNavState } from './use-course-state.ts';

export interface NavMaterial {
  id: number;
  title: string;
  time: number;
  chapters: { id: number; title: string }[];
  /** Its title and chapters are Russian on an English page (marked `lang="ru"`). */
  fallback?: boolean;
}

export interface CourseNavProps {
  materials: readonly NavMaterial[];
  state: CourseNavState;
  /** The chapter in view (an anchor id), from the scrollspy. */
  currentChapter: string | null;
  /** After a choice: the mobile menu closes, the content comes into view. */
  onChosen?: (kind: 'material' | 'chapter') => void;
  id?: string;
  /** The element a material's link lands on (its title), so it works before scripts as after. */
  landing?: string;
}

export function CourseNav({ materials, state, currentChapter, onChosen, id, landing }: CourseNavProps) {
  const { t } = useTranslation(['content', 'common']);
  const { active, opened, viewed, select } = state;

  const choose = (event: MouseEvent, index: number) => {
    event.preventDefault();
    select(index);
    if (index !== active) onChosen?.('material');
  };
  const goToChapter = (event: MouseEvent, anchor: string) => {
    event.preventDefault();
    onChosen?.('chapter');
    scrollToElement(document.getElementById(anchor));
  };

  return (
    <ol className={styles.list} id={id} data-testid="course-nav">
      {materials.map((material, index) => {
        const current = index === active;
        const open = current && opened.has(index);
        const seen = viewed.has(index);
        const listId = `course-nav-chapters-${material.id}`;
        const label = (
          <>
            <span className={styles.marker} aria-hidden="true">
              {seen ? <Icon name="Check" size={16} /> : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.title} lang={fallbackLang(material.fallback)}>
                {material.title}
              </span>
              <span className={styles.meta}>
                {t('common:plural.minutes', { count: material.time })}
                {seen ? <span className="visually-hidden">, {t('reading.viewed')}</span> : null}
                <FallbackMarker fallback={material.fallback} inline />
              </span>
            </span>
          </>
        );
        return (
          <li
            key={material.id}
            className={styles.item}
            data-testid="course-nav-item"
            data-current={current || undefined}
            data-opened={open || undefined}
            data-viewed={seen || undefined}
          >
            {current ? (
              <button
                type="button"
                className={styles.entry}
                aria-current="step"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => select(index)}
              >
                {label}
                <Icon name="ChevronDown" className={styles.chevron} size={18} />
              </button>
            ) : (
              <a
                className={styles.entry}
                href={`?material=${index}${landing ? `#${landing}` : ''}`}
                onClick={(event) => choose(event, index)}
              >
                {label}
              </a>
            )}
            {current ? (
              <ol
                className={styles.chapters}
                id={listId}
                hidden={!open}
                lang={fallbackLang(material.fallback)}
              >
                {material.chapters.map((chapter) => {
                  const anchor = chapterAnchor(chapter.id);
                  return (
                    <li key={chapter.id}>
                      <a
                        className={styles.chapter}
                        href={`#${anchor}`}
                        aria-current={currentChapter === anchor ? 'location' : undefined}
                        onClick={(event) => goToChapter(event, anchor)}
                      >
                        {chapter.title}
                      </a>
                    </li>
                  );
                })}
              </ol>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
