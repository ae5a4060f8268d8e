/**
 * Where a map stands on a page. The server renders a box of the map's final size (nothing shifts
 * when the map arrives) holding a line for readers without JavaScript; after hydration, once the
 * reader nears it, the box loads the map's chunk (`LeafletMap`: Leaflet, the clustering and the
 * basemap) and draws the map in it.
 * The places are always also in the page as a list: the map is never the only way to them.
 */
import { Component, lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { afterCatalogue } from '../../runtime/catalogue.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { useNearViewport } from '../../runtime/use-near-viewport.ts';
import type { LeafletMapProps } from './LeafletMap.tsx';
import styles from './Map.module.css';

// With the whole catalogue: the map's controls draw texts no server render drew (docs/architecture.md#first-visit).
const LeafletMap = lazy(afterCatalogue(() => import('./LeafletMap.tsx')));

/** A map that failed to load or draw says so; the page around it stays. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function PlacesMap({
  label,
  size = 'large',
  ...props
}: Omit<LeafletMapProps, 'tiles'> & { label: string; size?: 'large' | 'small' }) {
  const { t } = useTranslation('map');
  const hydrated = useHydrated({ transition: true });
  // Drawn once the reader nears it: under the place page's text on a phone, a map drawn at once was
  // the longest work of the page's first seconds.
  const box = useRef<HTMLElement>(null);
  const near = useNearViewport(box, hydrated);
  const tiles = useRootData()?.mapTiles ?? null;
  const note = (text: string) => <p className={styles.note}>{text}</p>;
  return (
    <section
      ref={box}
      className={`${styles.frame} ${size === 'small' ? styles.small : ''}`}
      aria-label={label}
      data-testid="places-map"
      data-state={hydrated ? 'interactive' : 'static'}
    >
      {hydrated && near ? (
        <MapBoundary fallback={note(t('page.failed'))}>
          <Suspense fallback={note(t('page.loading'))}>
            <LeafletMap {...props} tiles={tiles} />
          </Suspense>
        </MapBoundary>
      ) : (
        <noscript>{note(t('page.noScript'))}</noscript>
      )}
    </section>
  );
}
