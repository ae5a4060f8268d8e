/**
 * The active material of a course (docs/product.md#screens): its place in the course, title, release date ("Дата
 * выпуска"), reading time and chapters, then "next" while it is not the last, or the end of the course.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { CourseMaterial } from '../../../shared/schemas/content.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { useReadingPosition } from '../../features/profile/use-reading-position.ts';
import { Chapters } from '../../features/reading/Chapters.tsx';
import { useChapterTexts, usePrefetchChapters } from '../../features/reading/html-once.ts';
import reading from '../../features/reading/Reading.module.css';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Course.module.css';

export const COURSE_CONTENT_ID = 'course-material';

export interface ActiveMaterialProps {
  materials: readonly z.infer<typeof CourseMaterial>[];
  active: number;
  locale: Locale;
  onNext: () => void;
  /** The end of the last material came into view: the reader has read the course to its end. */
  onEnd: () => void;
}

export function ActiveMaterial({ materials, active, locale, onNext, onEnd }: ActiveMaterialProps) {
  const { t } = useTranslation(['content', 'common']);
  const material = materials[active];
  const texts = useChapterTexts(material?.slug ?? '', material?.chapters ?? [], locale);
  usePrefetchChapters(materials[active + 1], locale);
  useReadingPosition(
    material?.id,
    (material?.chapters ?? []).map((chapter) => chapter.id),
    locale,
    texts.state === 'ready',
  );
  const following = materials[active + 1];
  useReadToEnd(Boolean(material) && !following && texts.state === 'ready', onEnd);
  if (!material) return <p className={reading.main}>{t('reading.emptyCourse')}</p>;
  return (
    <Cached
      as="section"
      name="course.active-material"
      deps={[locale, materials, active, texts.state]}
      id={COURSE_CONTENT_ID}
      className={`${reading.main} ${styles.material}`}
      aria-labelledby="course-material-title"
      data-testid="active-material"
      data-index={active}
      tabIndex={-1}
    >
      {() => (
        <>
          <p className={reading.eyebrow}>
            {t('reading.position', { index: active + 1, count: materials.length })}
          </p>
          <h2
            id="course-material-title"
            className={styles.materialTitle}
            lang={fallbackLang(material.fallback)}
          >
            {material.title}
          </h2>
          <p className={reading.meta}>
            <span className={reading.metaItem}>
              <span className={reading.metaLabel}>{t('course.releaseDate')}:</span>
              <time dateTime={material.publication_date} data-testid="release-date">
                {formatDate(material.publication_date, locale)}
              </time>
            </span>
            <span className={reading.metaItem}>{t('common:plural.minutes', { count: material.time })}</span>
            <FallbackMarker fallback={material.fallback} />
            <SiteLink className={styles.standalone} to={href('material', locale, { slug: material.slug })}>
              {t('reading.openMaterial')}
            </SiteLink>
          </p>
          <div className={styles.body} aria-busy={texts.state === 'loading'}>
            {texts.state === 'ready' ? (
              <Chapters
                chapters={material.chapters}
                headingLevel={3}
                lang={fallbackLang(material.fallback)}
              />
            ) : texts.state === 'loading' ? (
              <p className={styles.pending} data-testid="chapters-loading">
                {t('reading.chaptersLoading')}
              </p>
            ) : (
              <p className={styles.pending} role="alert">
                <span>{t('reading.chaptersFailed')}</span>
                <button type="button" className="button" onClick={texts.retry}>
                  {t('reading.chaptersRetry')}
                </button>
              </p>
            )}
          </div>
          <div className={styles.next}>
            {following ? (
              // A link to the next material's address, so it works before the scripts
              // arrive; once they have, the click moves on in place.
              <a
                className={`button button--primary ${styles.nextButton}`}
                href={`?material=${active + 1}#${COURSE_CONTENT_ID}`}
                data-testid="course-next"
                onClick={(event) => {
                  event.preventDefault();
                  onNext();
                }}
              >
                <span className={styles.nextText}>
                  <span className={styles.nextLabel}>{t('course.next')}</span>
                  <span className={styles.nextTitle} lang={fallbackLang(following.fallback)}>
                    {following.title}
                    <FallbackMarker fallback={following.fallback} inline />
                  </span>
                </span>
                <Icon name="ArrowRight" size={20} />
              </a>
            ) : (
              <p className={styles.finished} data-testid="course-finished">
                <Icon name="Flag" size={18} />
                {t('reading.courseEnd')}
              </p>
            )}
          </div>
        </>
      )}
    </Cached>
  );
}

/**
 * Calls `onEnd` once the end of the course (the block after the last material's chapters) is in view:
 * the last material has no "next", so reading it to its end is what finishes it. Found by its test
 * id, since the block is rendered inside a stored fragment.
 */
function useReadToEnd(atEnd: boolean, onEnd: () => void) {
  useEffect(() => {
    if (!atEnd) return;
    const end = document.querySelector('[data-testid="course-finished"]');
    if (!end) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onEnd();
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [atEnd, onEnd]);
}
