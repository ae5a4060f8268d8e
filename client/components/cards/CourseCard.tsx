/**
 * The course card (docs/product.md#screens Cards): preview 156x192 (with its @2x file), counts of materials and
 * minutes with plurals, snippet, tags and the favourite bookmark.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { CourseCard as CourseCardData } from '../../../shared/schemas/content.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { TagList } from '../tags/TagChip.tsx';
import { CardRating } from './CardRating.tsx';
import { CardPreview, CardShell, card } from './CardShell.tsx';
import styles from './CourseCard.module.css';
import { tintOf } from './card-utils.ts';
import { FallbackMarker } from './FallbackMarker.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';

export interface CourseCardProps {
  course: CourseCardData;
  locale: Locale;
  favourite?: boolean;
  /** Signed-in toggling, wired by the screens that hold the favourites. */
  onToggleFavourite?: (course: CourseCardData) => void;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** The texts fell back to Russian (docs/product.md#content-and-engagement): marked, and read out in Russian. */
  fallback?: boolean;
}

export function CourseCard({
  course,
  locale,
  favourite = false,
  onToggleFavourite,
  headingLevel = 3,
  priority,
  fallback = course.fallback,
}: CourseCardProps) {
  const { t } = useTranslation(['content', 'common']);
  const tint = tintOf(course.tags);
  return (
    <CardShell
      className={styles.course}
      testId="course-card"
      media={
        <CardPreview
          className={styles.media}
          imageClassName={styles.preview}
          src={course.preview}
          tint={tint}
          priority={priority}
        />
      }
      bodyClassName={styles.body}
      lang={fallbackLang(fallback)}
      top={
        <>
          <p className={card.kicker}>{t('card.course')}</p>
          <FallbackMarker fallback={fallback} className={card.fallback} />
        </>
      }
      headingLevel={headingLevel}
      headingClassName={styles.title}
      to={href('course', locale, { slug: course.slug })}
      title={course.title}
      snippet={course.snippet}
      after={
        <FavouriteButton
          className={styles.favourite}
          active={favourite}
          title={course.title}
          titleLang={fallbackLang(fallback)}
          onToggle={onToggleFavourite ? () => onToggleFavourite(course) : undefined}
        />
      }
    >
      <p className={card.meta}>
        <span className={card.metaItem}>
          <Icon name="Layers" size={15} />
          {t('common:plural.materials', { count: course.materials_count })}
        </span>
        <span className={card.metaItem}>
          <Icon name="Clock" size={15} />
          {t('common:plural.minutes', { count: course.materials_sum_time })}
        </span>
        <CardRating average={course.rating_average} count={course.rating_count} locale={locale} />
      </p>
      <TagList className={styles.tags} tags={course.tags} locale={locale} label={t('card.tags')} />
    </CardShell>
  );
}
