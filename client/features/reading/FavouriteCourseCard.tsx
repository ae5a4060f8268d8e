/**
 * A course card whose bookmark toggles the signed-in reader's favourite (docs/product.md#screens Cards, docs/product.md#states): the
 * browse engineer's card, wired to the shared favourites store. Any screen that lists courses can use
 * it in place of the bare card.
 */
import type { Locale } from '../../../shared/locales.ts';
import type { CourseCard as CourseCardData } from '../../../shared/schemas/content.ts';
import { CourseCard, type CourseCardProps } from '../../components/cards/CourseCard.tsx';
import { useFavourite } from './use-favourite.ts';

export function FavouriteCourseCard({
  course,
  locale,
  ...rest
}: { course: CourseCardData; locale: Locale } & Omit<
  CourseCardProps,
  'course' | 'locale' | 'favourite' | 'onToggleFavourite'
>) {
  const favourite = useFavourite('courses', course.id);
  return (
    <CourseCard
      course={course}
      locale={locale}
      favourite={favourite.active}
      onToggleFavourite={favourite.onToggle}
      fallback={course.fallback}
      {...rest}
    />
  );
}
