/**
 * "Places in this text": under a material, course or article that names places (the
 * place's `mentioned_in` in the pack, content/README.md), a strip of links to those places' pages and
 * to the map showing just them. Renders nothing when the text names no place or the call failed.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import type { PlaceLink } from './load-places-in-text.ts';
import styles from './Map.module.css';
import { mapHref } from './map-query.ts';

export function PlacesInText({
  places,
  locale,
  headingId,
}: {
  places: readonly PlaceLink[] | null;
  locale: Locale;
  /** Unique on the page: the strip is labelled by its heading. */
  headingId: string;
}) {
  const { t } = useTranslation('map');
  if (!places || places.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby={headingId} data-testid="places-in-text">
      <div className={styles.stripHead}>
        <h2 id={headingId} className={styles.stripTitle}>
          <Icon name="MapPin" size={18} />
          {t('inText.heading')}
        </h2>
        <SiteLink
          className={styles.toMap}
          to={mapHref(locale, { places: places.map((place) => place.slug).sort() })}
        >
          {t('inText.showOnMap')}
          <Icon name="ArrowRight" size={16} />
        </SiteLink>
      </div>
      <ul className={styles.stripPlaces}>
        {places.map((place) => (
          <li key={place.slug}>
            <SiteLink className={styles.stripPlace} to={href('map-place', locale, { slug: place.slug })}>
              {place.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
