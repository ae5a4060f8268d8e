/** docs/product.md#content-and-engagement: text that fell back to Russian says so, visibly (STYLE: a fallback shown, not hidden). */
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../runtime/root-data.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './FallbackMarker.module.css';

export function FallbackMarker({
  fallback,
  className,
}: {
  fallback: boolean | undefined;
  className?: string;
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  if (!fallback) return null;
  // Inside Russian text the marker still speaks the interface language.
  return (
    <span className={`${styles.marker} ${className ?? ''}`} lang={locale} data-testid="fallback-marker">
      <Icon name="Languages" size={14} />
      {t('card.fallback')}
    </span>
  );
}
