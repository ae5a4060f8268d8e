/**
 * A headed shelf of course cards with their bookmarks (the main page's courses, the material page's
 * other courses): one stored block (`app/fragments`) per shelf, keyed by its courses and by which of
 * them the reader has bookmarked, so every reader gets their own marks.
 */
import type { Locale } from '../../../shared/locales.ts';
import type { CourseCard as CourseCardData } from '../../../shared/schemas/content.ts';
import { SectionHeading, type SectionHeadingProps } from '../../components/section/SectionHeading.tsx';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { FavouriteCourseCard } from './FavouriteCourseCard.tsx';
import { useFavouriteMarks } from './use-favourite.ts';

export interface CourseShelfProps {
  /** The stored block's name; one per place the shelf stands. */
  name: string;
  courses: readonly CourseCardData[];
  locale: Locale;
  heading: SectionHeadingProps;
  className: string | undefined;
  listClassName: string | undefined;
}

export function CourseShelf({ name, courses, locale, heading, className, listClassName }: CourseShelfProps) {
  const marks = useFavouriteMarks(
    'courses',
    courses.map((course) => course.id),
  );
  if (courses.length === 0) return null;
  return (
    <Cached
      as="section"
      name={name}
      deps={[locale, courses, marks]}
      className={className}
      aria-labelledby={heading.id}
    >
      {() => (
        <>
          <SectionHeading {...heading} />
          <ul className={listClassName}>
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
