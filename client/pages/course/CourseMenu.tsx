/**
 * The course's materials beside the text (docs/product.md#screens): a sticky column on wide screens; on phones the
 * "mobile menu of materials", a bar that opens the same list. The chapter in view is followed with
 * the scrollspy (offset 300, docs/product.md#constants).
 */
import { type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { chapterAnchor } from '../../features/reading/anchors.ts';
import { CourseNav, type NavMaterial } from '../../features/reading/CourseNav.tsx';
import reading from '../../features/reading/Reading.module.css';
import type { CourseNavState } from '../../features/reading/use-course-state.ts';
import { useScrollspy } from '../../features/reading/use-scrollspy.ts';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { COURSE_CONTENT_ID } from './ActiveMaterial.tsx';
import styles from './Course.module.css';

export interface CourseMenuProps {
  materials: readonly NavMaterial[];
  state: CourseNavState;
  onChosen: () => void;
}

const NAV_ID = 'course-materials';

export function CourseMenu({ materials, state, onChosen }: CourseMenuProps) {
  const { t, i18n } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const chapters = materials[state.active]?.chapters ?? [];
  const current = useScrollspy(chapters.map((chapter) => chapterAnchor(chapter.id)));

  return (
    <Cached
      as="aside"
      name="course.menu"
      // Everything the menu shows: which material is active, opened and viewed, and the chapter in view.
      deps={
        open
          ? null
          : [
              i18n.language,
              hydrated,
              materials,
              state.active,
              [...state.opened].join(),
              [...state.viewed].join(),
              current,
            ]
      }
      className={`${reading.side} ${styles.menu}`}
      data-open={open || undefined}
      data-hydrated={hydrated || undefined}
      aria-labelledby="course-menu-title"
    >
      {() => (
        <>
          {/*
           * Before hydration (and without scripts) the phone's toggle is a link to the list, which
           * the list's `:target` opens; after it, a button with React's state.
           */}
          <Toggle
            hydrated={hydrated}
            className={styles.menuToggle}
            expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name="ListOrdered" size={18} />
            <span>{t('course.menu')}</span>
            <span className={styles.menuPosition}>
              <span className="visually-hidden">
                {t('reading.position', { index: state.active + 1, count: materials.length })}
              </span>
              <span aria-hidden="true">
                {state.active + 1}/{materials.length}
              </span>
            </span>
            <Icon name="ChevronDown" className={styles.menuChevron} size={18} />
          </Toggle>
          <div className={styles.menuPanel}>
            <h2 id="course-menu-title" className={styles.menuTitle}>
              {t('course.materials')}
            </h2>
            <CourseNav
              id={NAV_ID}
              landing={COURSE_CONTENT_ID}
              materials={materials}
              state={state}
              currentChapter={current}
              onChosen={(kind) => {
                // The panel is closed in the DOM before the page scrolls to the material: scrolling
                // while it is open lands its height (about 300 px on a phone) past the title.
                flushSync(() => setOpen(false));
                if (kind === 'material') onChosen();
              }}
            />
          </div>
        </>
      )}
    </Cached>
  );
}

function Toggle({
  hydrated,
  className,
  expanded,
  onClick,
  children,
}: {
  hydrated: boolean;
  className: string | undefined;
  expanded: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  if (!hydrated)
    return (
      <a className={className} href={`#${NAV_ID}`} aria-controls={NAV_ID}>
        {children}
      </a>
    );
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={NAV_ID}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
