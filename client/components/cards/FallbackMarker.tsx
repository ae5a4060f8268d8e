/** docs/product.md#content-and-engagement: text that fell back to Russian says so, visibly: a fallback is shown, not hidden. */
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../runtime/root-data.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './FallbackMarker.module.css';

export function FallbackMarker({
  fallback,
  className,
  inline,
}: {
  fallback: boolean | undefined;
  className?: string;
  /** Follows words on the same line (a list's title or meta line). */
  inline?: boolean;
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  if (!fallback) return null;
  // Inside Russian text the marker still speaks the interface language.
  return (
    <span
      className={[styles.marker, inline ? styles.inline : '', className ?? ''].filter(Boolean).join(' ')}
      lang={locale}
      data-testid="fallback-marker"
    >
      <Icon name="Languages" size={14} />
      {t('card.fallback')}
    </span>
  );
}
