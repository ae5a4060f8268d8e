/**
 * The map's filters: the part of the Tanakh (all, Torah, Nevi'im, Ketuvim) and the seven
 * directions. Each choice is a link to the map's URL with that filter, so they work without
 * JavaScript, Back restores the previous choice, and a filtered map can be shared.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import type { Tag } from '../../../shared/schemas/content.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Map.module.css';
import { type MapState, mapHref, TANAKH_PARTS, toggleTag } from './map-query.ts';

export function MapFilters({
  state,
  directions,
  locale,
}: {
  state: MapState;
  /** The main tags; null when the tags call failed (the part filter still works). */
  directions: readonly Tag[] | null;
  locale: Locale;
}) {
  const { t } = useTranslation('map');
  const parts = [null, ...TANAKH_PARTS] as const;
  return (
    <nav className={styles.filters} aria-label={t('filters.label')} data-testid="map-filters">
      <div>
        <p id="map-filter-part" className={styles.groupLabel}>
          {t('filters.part')}
        </p>
        <ul className={styles.group} aria-labelledby="map-filter-part">
          {parts.map((part) => (
            <li key={part ?? 'all'}>
              <SiteLink
                className={styles.option}
                to={mapHref(locale, { ...state, part })}
                aria-current={state.part === part ? 'true' : undefined}
                data-part={part ?? 'all'}
              >
                {part ? t(`parts.${part}`) : t('filters.all')}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
      {directions && directions.length > 0 ? (
        <div>
          <p id="map-filter-directions" className={styles.groupLabel}>
            {t('filters.directions')}
          </p>
          <ul className={styles.group} aria-labelledby="map-filter-directions">
            <li>
              <SiteLink
                className={styles.option}
                to={mapHref(locale, { ...state, tags: [] })}
                aria-current={state.tags.length === 0 ? 'true' : undefined}
              >
                {t('filters.anyDirection')}
              </SiteLink>
            </li>
            {directions.map((tag) => (
              <li key={tag.id}>
                <SiteLink
                  className={styles.option}
                  to={mapHref(locale, toggleTag(state, tag.id))}
                  aria-current={state.tags.includes(tag.id) ? 'true' : undefined}
                  data-tag={tag.slug}
                >
                  <span className={styles.check}>
                    <Icon name="Check" size={16} />
                  </span>
                  {tag.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
