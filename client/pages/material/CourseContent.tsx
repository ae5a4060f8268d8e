/**
 * "Course content" and "next material" (docs/product.md#screens Material page): every course this material belongs
 * to, with the material that follows it there, or the note that it is the course's last. Each title
 * is marked Russian by its own `fallback`: a Russian-only material may sit in a translated course.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { Material } from '../../../shared/schemas/content.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import reading from '../../features/reading/Reading.module.css';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Material.module.css';

type MaterialCourse = z.infer<typeof Material>['courses'][number];

export function CourseContent({ courses, locale }: { courses: MaterialCourse[]; locale: Locale }) {
  const { t } = useTranslation('content');
  if (courses.length === 0) return null;
  return (
    <Cached
      as="section"
      name="material.course-content"
      deps={[locale, courses]}
      className={reading.section}
      aria-labelledby="material-course-content"
      data-testid="course-content"
    >
      {() => (
        <>
          <p className={reading.sectionLabel}>{t('material.courseContent')}</p>
          <h2 id="material-course-content" className={reading.sectionTitle}>
            {t('reading.partOfCourse', { count: courses.length })}
          </h2>
          <ul className={styles.courses}>
            {courses.map((course) => (
              <li key={course.slug} className={styles.courseItem}>
                <p className={styles.courseName}>
                  <Icon name="GraduationCap" size={20} />
                  <SiteLink
                    to={href('course', locale, { slug: course.slug })}
                    lang={fallbackLang(course.fallback)}
                  >
                    {course.title}
                  </SiteLink>
                  <FallbackMarker fallback={course.fallback} />
                </p>
                {course.next_material ? (
                  <SiteLink
                    className={styles.nextMaterial}
                    to={href('material', locale, { slug: course.next_material.slug })}
                    data-testid="next-material"
                  >
                    <span className={styles.nextLabel}>{t('material.nextMaterial')}</span>
                    <span className={styles.nextTitle} lang={fallbackLang(course.next_material.fallback)}>
                      {course.next_material.title}
                      <FallbackMarker fallback={course.next_material.fallback} inline />
                    </span>
                    <Icon name="ArrowRight" size={20} />
                  </SiteLink>
                ) : (
                  <p className={styles.lastNote}>{t('reading.lastInCourse')}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Cached>
  );
}
