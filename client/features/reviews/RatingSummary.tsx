/**
 * An item's readers' rating on its page: a filled star, the average out of 5 and the number
 * of reviews; without reviews it says there are none yet. Cards have their own lighter form
 * (`components/cards/CardRating.tsx`).
 */
import { useTranslation } from 'react-i18next';
import { formatAverage } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { REVIEW_BOX_ID } from '../../../shared/logic/reviews.ts';
import type { RatingSummary as Summary } from '../../../shared/schemas/reviews.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Reviews.module.css';
import { useRatingSummary } from './summary-store.ts';

export interface RatingSummaryProps {
  summary: Summary;
  locale: Locale;
  className?: string;
}

export function RatingSummary({ summary, locale, className = '' }: RatingSummaryProps) {
  const { t } = useTranslation('reviews');
  if (summary.average === null || summary.count === 0) {
    return (
      <span className={`${styles.summary} ${styles.summaryNone} ${className}`} data-testid="rating-summary">
        <Icon name="Star" size={16} />
        {t('summary.none')}
      </span>
    );
  }
  const average = formatAverage(summary.average, locale);
  return (
    <span className={`${styles.summary} ${className}`} data-testid="rating-summary">
      <Icon name="Star" size={18} filled />
      <span className="visually-hidden">{t('summary.label')}: </span>
      <strong className={styles.average}>{t('summary.average', { average })}</strong>
      <span className={styles.count}>{t('summary.count', { count: summary.count })}</span>
    </span>
  );
}

/**
 * The summary in an item's heading: the answer's values until the reader's own save or delete on this
 * page changes them (`summary-store.ts`); it leads to the review box.
 */
export function ItemRating({
  type,
  slug,
  locale,
  initial,
}: {
  type: string;
  slug: string;
  locale: Locale;
  initial: Summary;
}) {
  const summary = useRatingSummary(type, slug, initial);
  return (
    <a className={styles.itemRating} href={`#${REVIEW_BOX_ID}`} data-testid="item-rating">
      <RatingSummary summary={summary} locale={locale} />
    </a>
  );
}
