/**
 * The map page's screen: heading, filters, the map (drawn after hydration) and the list of the same
 * places as cards, with its empty state. JSON-LD names each place with its coordinates.
 */
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { PlaceCard } from '../../components/cards/PlaceCard.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import map from '../../features/map/Map.module.css';
import { MapFilters } from '../../features/map/MapFilters.tsx';
import { mapHref } from '../../features/map/map-query.ts';
import { PlacesMap } from '../../features/map/PlacesMap.tsx';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import styles from './MapPage.module.css';
import type { MapData } from './types.ts';

export function MapScreen({ locale, state, directions, places }: MapData) {
  const { t } = useTranslation(['map', 'common']);
  const origin = useRootData()?.publicOrigin ?? '';
  const filtered = state.part !== null || state.tags.length > 0 || state.places.length > 0;
  const title = t('common:pages.map');
  return (
    <div className={`page ${styles.screen}`}>
      <PageMeta
        title={title}
        description={t('page.lead')}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: title,
          description: t('page.lead'),
          url: `${origin}${href('map', locale)}`,
          inLanguage: locale,
          hasPart: places.map((place) => ({
            '@type': 'Place',
            name: place.title,
            url: `${origin}${href('map-place', locale, { slug: place.slug })}`,
            geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
          })),
        }}
      />
      <PageHeader className={styles.header} eyebrow={t('page.eyebrow')} title={title} lead={t('page.lead')} />
      <MapFilters state={state} directions={directions} locale={locale} />
      {state.places.length > 0 ? (
        <p className={map.chosen} data-testid="map-chosen-places">
          {t('page.fromText', { count: places.length })}
          <SiteLink to={mapHref(locale, { ...state, places: [] })}>{t('page.showAll')}</SiteLink>
        </p>
      ) : null}
      <PlacesMap places={places} locale={locale} label={t('page.mapLabel')} />
      <section className={map.list} aria-labelledby="map-list-heading">
        <div className={map.listHead}>
          <h2 id="map-list-heading" className={map.listTitle}>
            {t('page.listHeading')}
          </h2>
          <p className={map.count} data-testid="map-count">
            {t('page.count', { count: places.length })}
          </p>
        </div>
        {places.length > 0 ? (
          <ul className={map.cards} data-testid="map-list">
            {places.map((place) => (
              <li key={place.slug}>
                <PlaceCard place={place} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={map.empty} data-testid="map-empty">
            <p>{t('page.empty')}</p>
            {filtered ? (
              <SiteLink className="button" to={mapHref(locale)}>
                {t('page.showAll')}
              </SiteLink>
            ) : null}
          </div>
        )}
      </section>
    </div>
  );
}
