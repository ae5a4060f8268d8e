/**
 * The material card (docs/product.md#screens Cards): preview on its main tag's colour, title, reading time in
 * minutes, snippet and tags; it links to the API's explicit `link`.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { MaterialCard as MaterialCardData } from '../../../shared/schemas/content.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { TagList } from '../tags/TagChip.tsx';
import { CardRating } from './CardRating.tsx';
import { CardPreview, CardShell, card } from './CardShell.tsx';
import { internalLink, tintOf } from './card-utils.ts';
import { FallbackMarker } from './FallbackMarker.tsx';
import styles from './MaterialCard.module.css';

export interface MaterialCardProps {
  material: MaterialCardData;
  locale: Locale;
  /** `wide` spans two grid columns with the preview beside the text (the first card of a page). */
  layout?: 'default' | 'wide';
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** The texts fell back to Russian (docs/product.md#content-and-engagement): marked, and read out in Russian. */
  fallback?: boolean;
}

export function MaterialCard({
  material,
  locale,
  layout = 'default',
  headingLevel = 3,
  priority,
  fallback = material.fallback,
}: MaterialCardProps) {
  const { t } = useTranslation(['content', 'common']);
  const tint = tintOf(material.tags);
  return (
    <CardShell
      className={`${styles.material} ${layout === 'wide' ? styles.wide : ''}`}
      testId="material-card"
      media={
        <CardPreview
          className={styles.media}
          imageClassName={styles.preview}
          src={material.preview}
          tint={tint}
          priority={priority}
        />
      }
      bodyClassName={styles.body}
      lang={fallbackLang(fallback)}
      top={<FallbackMarker fallback={fallback} className={card.fallback} />}
      headingLevel={headingLevel}
      to={internalLink(material.link, href('material', locale, { slug: material.slug }))}
      title={material.title}
      snippet={material.snippet}
    >
      <p className={card.meta}>
        <span className={card.metaItem}>
          <Icon name="Clock" size={15} />
          <span className="visually-hidden">{t('card.readingTime')}: </span>
          {t('common:plural.minutes', { count: material.time })}
        </span>
        <CardRating average={material.rating_average} count={material.rating_count} locale={locale} />
      </p>
      <TagList className={styles.tags} tags={material.tags} locale={locale} label={t('card.tags')} />
    </CardShell>
  );
}
