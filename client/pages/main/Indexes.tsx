/**
 * The closing indexes of the main page (docs/product.md#screens): all courses as a numbered table of contents, and
 * all content as the site's sections, each with a sentence on what is inside.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { RouteId } from '../../../shared/routes/tree.ts';
import type { CourseCard } from '../../../shared/schemas/content.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { HeadedSection } from '../../components/section/HeadedSection.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import type { IconName } from '../../ui/icons/names.ts';
import styles from './Indexes.module.css';
import main from './Main.module.css';

export function AllCourses({ locale, courses }: { locale: Locale; courses: CourseCard[] }) {
  const { t } = useTranslation(['content', 'common']);
  if (courses.length === 0) return null;
  return (
    <HeadedSection
      name="main.all-courses"
      deps={[locale, courses]}
      className={`${main.section} ${main.split}`}
      heading={{
        stacked: true,
        id: 'main-all-courses',
        eyebrow: t('main.allCoursesEyebrow'),
        title: t('main.allCourses'),
        lead: t('main.allCoursesLead'),
        link: { to: href('courses', locale), label: t('main.toCourses') },
      }}
    >
      {() => (
        <ol className={styles.toc}>
          {courses.map((course, index) => (
            <li key={course.id} className={styles.entry}>
              <span className={styles.index} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <SiteLink
                className={styles.entryLink}
                to={href('course', locale, { slug: course.slug })}
                lang={fallbackLang(course.fallback)}
              >
                {course.title} <FallbackMarker fallback={course.fallback} />
              </SiteLink>
              <span className={styles.entryMeta}>
                {t('common:plural.materials', { count: course.materials_count })}
                {' · '}
                {t('common:plural.minutes', { count: course.materials_sum_time })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </HeadedSection>
  );
}

const KINDS: readonly { route: RouteId; key: string; icon: IconName }[] = [
  { route: 'materials', key: 'materials', icon: 'ScrollText' },
  { route: 'courses', key: 'courses', icon: 'GraduationCap' },
  { route: 'books', key: 'library', icon: 'BookOpen' },
  { route: 'map', key: 'map', icon: 'Map' },
  { route: 'tag-search', key: 'tagSearch', icon: 'Tags' },
];

export function AllContent({ locale }: { locale: Locale }) {
  const { t } = useTranslation('content');
  return (
    <HeadedSection
      name="main.all-content"
      deps={[locale]}
      className={main.section}
      heading={{
        id: 'main-all-content',
        eyebrow: t('main.allContentEyebrow'),
        title: t('main.allContent'),
        lead: t('main.allContentLead'),
      }}
    >
      {() => (
        <ul className={styles.kinds}>
          {KINDS.map(({ route, key, icon }) => (
            <li key={route}>
              <SiteLink className={styles.kind} to={href(route, locale)}>
                <Icon name={icon} size={26} strokeWidth={1.5} className={styles.kindIcon} />
                <span className={styles.kindName}>{t(`main.kinds.${key}.title`)}</span>
                <span className={styles.kindText}>{t(`main.kinds.${key}.text`)}</span>
                <Icon name="ArrowRight" size={18} className={styles.kindArrow} />
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}
