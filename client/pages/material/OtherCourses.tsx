/** "Other courses" (spec §2 Material page): the API's related course cards, bookmarks wired. */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { CourseCard as CourseCardData } from '../../../shared/schemas/content.ts';
import { Cached } from '../../app/fragments/Cached.ts';
import { SectionHeading } from '../../components/section/SectionHeading.tsx';
import { FavouriteCourseCard } from '../../features/reading/FavouriteCourseCard.tsx';
import reading from '../../features/reading/Reading.module.css';
import { useFavouriteMarks } from '../../features/reading/use-favourite.ts';
import styles from './Material.module.css';

export function OtherCourses({ courses, locale }: { courses: CourseCardData[]; locale: Locale }) {
  const { t } = useTranslation('content');
  const marks = useFavouriteMarks(
    'courses',
    courses.map((course) => course.id),
  );
  if (courses.length === 0) return null;
  return (
    <Cached
      as="section"
      name="material.other-courses"
      deps={[locale, courses, marks]}
      className={reading.section}
      aria-labelledby="material-other-courses"
    >
      {() => (
        <>
          <SectionHeading
            id="material-other-courses"
            title={t('material.otherCourses')}
            link={{ to: href('courses', locale), label: t('main.allCourses') }}
          />
          <ul className={styles.grid2}>
            {courses.map((course) => (
              <li key={course.id}>
                <FavouriteCourseCard course={course} locale={locale} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Cached>
  );
}
