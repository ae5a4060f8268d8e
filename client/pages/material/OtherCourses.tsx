/** "Other courses" (docs/product.md#screens Material page): the API's related course cards, bookmarks wired. */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { CourseCard as CourseCardData } from '../../../shared/schemas/content.ts';
import { CourseShelf } from '../../features/reading/CourseShelf.tsx';
import reading from '../../features/reading/Reading.module.css';
import styles from './Material.module.css';

export function OtherCourses({ courses, locale }: { courses: CourseCardData[]; locale: Locale }) {
  const { t } = useTranslation('content');
  return (
    <CourseShelf
      name="material.other-courses"
      courses={courses}
      locale={locale}
      className={reading.section}
      listClassName={styles.grid2}
      heading={{
        id: 'material-other-courses',
        title: t('material.otherCourses'),
        link: { to: href('courses', locale), label: t('main.allCourses') },
      }}
    />
  );
}
