/**
 * My courses, /{locale}/profile/courses (docs/product.md#screens "Profile area"; docs/product.md#content-and-engagement): three tabs, each its
 * own address (`?tab=`), so every tab is a server-rendered page: the view history (courses in
 * progress, how far, and "continue" into the exact place), the recommendations (unseen materials and
 * courses ranked by the reader's tags, then popularity) and the archive (finished courses).
 */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type {
  CourseProgress,
  CoursesAnswer,
  RecommendationsAnswer,
} from '../../../shared/schemas/profile.ts';
import { MaterialCard } from '../../components/cards/MaterialCard.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { ContinueLink } from '../../features/profile/ContinueLink.tsx';
import { loadPersonal, localeOf } from '../../features/profile/load-personal.ts';
import styles from '../../features/profile/Profile.module.css';
import { ProfileFrame } from '../../features/profile/ProfileFrame.tsx';
import { FavouriteCourseCard } from '../../features/reading/FavouriteCourseCard.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { EmptyWithLink, ProfilePanel } from '../ProfilePanel.tsx';

const TABS = ['history', 'recommendations', 'archive'] as const;
type Tab = (typeof TABS)[number];

interface CoursesData {
  locale: Locale;
  tab: Tab;
  courses: CoursesAnswer | null;
  recommendations: RecommendationsAnswer | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<CoursesData> {
  const locale = localeOf(args);
  const asked = new URL(args.request.url).searchParams.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'history';
  const query = { query: { lang: locale } };
  const [courses, recommendations] = await Promise.all([
    loadPersonal(args, 'profile.courses', query),
    tab === 'recommendations' ? loadPersonal(args, 'profile.recommendations', query) : null,
  ]);
  return { locale, tab, courses, recommendations };
}

function continueAddress(item: CourseProgress, locale: Locale): string {
  const path = href('course', locale, { slug: item.course.slug }, { material: String(item.next_index) });
  return path;
}

function CourseRow({ item, locale, finished }: { item: CourseProgress; locale: Locale; finished: boolean }) {
  const { t } = useTranslation('profile');
  const total = item.course.materials_count;
  const percent = total > 0 ? Math.round((item.finished / total) * 100) : 0;
  return (
    <li className={styles.item} data-testid="course-progress">
      <FavouriteCourseCard course={item.course} locale={locale} />
      <div>
        <p className={styles.rowMeta}>
          {t('courses.progress', { finished: item.finished, viewed: item.viewed, count: total })}
        </p>
        <progress
          className={styles.progress}
          max={100}
          value={percent}
          aria-label={t('courses.progressLabel', { title: item.course.title })}
        >
          {`${percent}%`}
        </progress>
      </div>
      {finished ? null : (
        <div className={styles.rowActions}>
          <ContinueLink
            className="button button--primary"
            to={continueAddress(item, locale)}
            materialId={item.next_material_id}
          >
            {t('courses.continue')}
            <Icon name="ArrowRight" size={18} />
          </ContinueLink>
          {item.next_title ? (
            <span className={styles.rowMeta}>{t('courses.nextUp', { title: item.next_title })}</span>
          ) : null}
        </div>
      )}
    </li>
  );
}

function CourseList({
  items,
  locale,
  finished,
}: {
  items: CourseProgress[];
  locale: Locale;
  finished: boolean;
}) {
  return (
    <ul className={`${styles.rows} ${styles.courseCards}`}>
      {items.map((item) => (
        <CourseRow key={item.course.id} item={item} locale={locale} finished={finished} />
      ))}
    </ul>
  );
}

function Recommendations({ data, locale }: { data: RecommendationsAnswer; locale: Locale }) {
  const { t } = useTranslation('profile');
  if (data.materials.length === 0 && data.courses.length === 0) {
    return (
      <EmptyWithLink
        text={t('courses.emptyRecommendations')}
        to={href('materials', locale)}
        label={t('favorites.toMaterials')}
      />
    );
  }
  return (
    <>
      <p className={styles.panelLead}>{t('courses.recommendationsLead')}</p>
      {data.courses.length ? (
        <ProfilePanel id="recommended-courses" title={t('favorites.courses')}>
          <div className={styles.courseCards}>
            {data.courses.map((course) => (
              <FavouriteCourseCard key={course.id} course={course} locale={locale} />
            ))}
          </div>
        </ProfilePanel>
      ) : null}
      {data.materials.length ? (
        <ProfilePanel id="recommended-materials" title={t('favorites.materials')}>
          <div className={styles.cards}>
            {data.materials.map((material) => (
              <MaterialCard key={material.id} material={material} locale={locale} />
            ))}
          </div>
        </ProfilePanel>
      ) : null}
    </>
  );
}

export function Component() {
  const { t } = useTranslation('profile');
  const { locale, tab, courses, recommendations } = useLoaderData<CoursesData>();
  const counts: Partial<Record<Tab, number>> = {
    history: courses?.history.length,
    archive: courses?.archive.length,
  };
  return (
    <ProfileFrame section="courses" title={t('nav.courses')} signedIn={courses !== null}>
      <ul className={styles.tabs} aria-label={t('courses.tabs')}>
        {TABS.map((name) => (
          <li key={name}>
            <SiteLink
              className={styles.tab}
              to={href('profile-courses', locale, {}, name === 'history' ? undefined : { tab: name })}
              aria-current={name === tab ? 'page' : undefined}
              data-testid={`tab-${name}`}
            >
              {t(`courses.${name}`)}
              {counts[name] === undefined ? null : <span className={styles.count}>{counts[name]}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
      <div data-testid={`panel-${tab}`}>
        {/* The cards' titles are third-level headings under the tab's name (the recommendations
            have headings of their own). */}
        {tab === 'recommendations' ? null : <h2 className="visually-hidden">{t(`courses.${tab}`)}</h2>}
        {tab === 'history' && courses ? (
          courses.history.length ? (
            <CourseList items={courses.history} locale={locale} finished={false} />
          ) : (
            <EmptyWithLink
              text={t('courses.emptyCourses')}
              to={href('courses', locale)}
              label={t('favorites.toCourses')}
            />
          )
        ) : null}
        {tab === 'archive' && courses ? (
          courses.archive.length ? (
            <CourseList items={courses.archive} locale={locale} finished />
          ) : (
            <EmptyWithLink
              text={t('courses.emptyArchive')}
              to={href('profile-courses', locale)}
              label={t('courses.toHistory')}
            />
          )
        ) : null}
        {tab === 'recommendations' && recommendations ? (
          <Recommendations data={recommendations} locale={locale} />
        ) : null}
      </div>
    </ProfileFrame>
  );
}
