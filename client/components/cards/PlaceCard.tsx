/**
 * The map place card (docs/product.md#screens Cards): image from `place_images/`, title, snippet (editors' HTML),
 * linking to the place page.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { RichHtml } from '../html/RichHtml.tsx';
import { LazyImage } from '../media/LazyImage.tsx';
import { placeImageUrl } from '../media/storage.ts';
import { CardShell, card } from './CardShell.tsx';
import styles from './PlaceCard.module.css';

/** content/README.md: place images are 480x320. */
export const PLACE_IMAGE_SIZE = { width: 480, height: 320 } as const;

export interface PlaceCardData {
  slug: string;
  title: string;
  snippet: string;
  image_preview: string;
}

export function PlaceCard({
  place,
  locale,
  headingLevel = 3,
}: {
  place: PlaceCardData;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('content');
  return (
    <CardShell
      className={styles.place}
      testId="place-card"
      media={
        <LazyImage
          className={styles.image}
          src={placeImageUrl(place.image_preview)}
          alt=""
          width={PLACE_IMAGE_SIZE.width}
          height={PLACE_IMAGE_SIZE.height}
        />
      }
      bodyClassName={styles.body}
      top={
        <p className={card.kicker}>
          <Icon name="MapPin" size={14} />
          {t('card.place')}
        </p>
      }
      headingLevel={headingLevel}
      to={href('map-place', locale, { slug: place.slug })}
      title={place.title}
    >
      <RichHtml className={styles.snippet} html={place.snippet} variant="compact" />
    </CardShell>
  );
}
