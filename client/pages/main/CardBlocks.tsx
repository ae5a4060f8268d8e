/** The main page's card shelves (docs/product.md#screens): courses, books and places on the map. */
import { useTranslation } from 'react-i18next';
import { derive } from '../../../shared/data/frozen.ts';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { CourseCard as CourseCardData } from '../../../shared/schemas/content.ts';
import { BookCard, type BookCardData } from '../../components/cards/BookCard.tsx';
import { CardList } from '../../components/cards/CardList.tsx';
import { PlaceCard, type PlaceCardData } from '../../components/cards/PlaceCard.tsx';
import { HeadedSection } from '../../components/section/HeadedSection.tsx';
import { CourseShelf } from '../../features/reading/CourseShelf.tsx';
import { COURSE_CARDS_COUNT } from './load-main.ts';
import styles from './Main.module.css';
import { preferTranslated } from './prefer-translated.ts';

export function CoursesBlock({ locale, courses }: { locale: Locale; courses: CourseCardData[] }) {
  const { t } = useTranslation('content');
  return (
    <CourseShelf
      name="main.courses"
      // The shown slice is derived once per answer, so the stored shelf is keyed by the answer.
      courses={derive(courses, firstCourses)}
      locale={locale}
      className={styles.section}
      listClassName={styles.grid2}
      heading={{
        id: 'main-courses',
        eyebrow: t('main.coursesEyebrow'),
        title: t('main.courses'),
        lead: t('main.coursesLead'),
        link: { to: href('courses', locale), label: t('main.allCourses') },
      }}
    />
  );
}

function firstCourses(courses: readonly CourseCardData[]): CourseCardData[] {
  return preferTranslated(courses, COURSE_CARDS_COUNT);
}

export function BooksBlock({ locale, books }: { locale: Locale; books: BookCardData[] }) {
  const { t } = useTranslation('content');
  if (books.length === 0) return null;
  return (
    <HeadedSection
      name="main.books"
      deps={[locale, books]}
      className={styles.section}
      heading={{
        id: 'main-books',
        eyebrow: t('main.booksEyebrow'),
        title: t('main.books'),
        lead: t('main.booksLead'),
        link: { to: href('books', locale), label: t('main.toLibrary') },
      }}
    >
      {() => (
        <CardList
          className={`${styles.grid3} ${styles.rail}`}
          items={books}
          card={(book) => <BookCard book={book} locale={locale} />}
        />
      )}
    </HeadedSection>
  );
}

export function PlacesBlock({
  locale,
  places,
  total,
}: {
  locale: Locale;
  places: PlaceCardData[];
  total: number;
}) {
  const { t } = useTranslation('content');
  if (places.length === 0) return null;
  return (
    <HeadedSection
      name="main.places"
      deps={[locale, places, total]}
      className={styles.section}
      heading={{
        id: 'main-places',
        eyebrow: t('main.placesEyebrow'),
        title: t('main.places'),
        lead: t('main.placesLead', { count: total }),
        link: { to: href('map', locale), label: t('main.toMap') },
      }}
    >
      {() => (
        <CardList
          className={`${styles.grid4} ${styles.rail}`}
          items={places}
          card={(place) => <PlaceCard place={place} locale={locale} />}
        />
      )}
    </HeadedSection>
  );
}
