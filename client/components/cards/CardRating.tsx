/**
 * The readers' rating on a material or course card, light as the card: one filled star,
 * the average and the count in brackets, read out in full; a card without reviews shows nothing.
 * The values are the card's own (`rating_average`, `rating_count`), so it costs no call.
 */
import { useTranslation } from 'react-i18next';
import { formatAverage } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { card } from './CardShell.tsx';

const ACCENT = { color: 'var(--accent)' };

export function CardRating({
  average,
  count,
  locale,
}: {
  average?: number | null;
  count?: number;
  locale: Locale;
}) {
  const { t } = useTranslation('reviews');
  if (average === null || average === undefined || !count) return null;
  const shown = formatAverage(average, locale);
  return (
    <span className={card.metaItem} data-testid="card-rating">
      <Icon name="Star" size={15} filled style={ACCENT} />
      <span aria-hidden="true">
        {shown} ({count})
      </span>
      <span className="visually-hidden">
        {t('summary.label')}: {t('summary.average', { average: shown })}, {t('summary.count', { count })}
      </span>
    </span>
  );
}
