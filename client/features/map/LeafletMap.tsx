/**
 * The interactive map, in the map's own lazy chunk with Leaflet, react-leaflet, the
 * clustering (supercluster) and the basemap: nothing of it reaches another page, and it renders only
 * in the browser after hydration (`PlacesMap`). Markers are Leaflet's keyboard-reachable buttons (Tab,
 * then Enter opens the popup, whose card then has the focus); markers that crowd are drawn as one
 * cluster, which zooms in when opened. The base is the offline basemap unless the operator configured
 * a tile server (`MAP_TILE_URL`).
 *
 * Clusters come from supercluster rather than leaflet.markercluster: the plugin and its React wrapper
 * weigh 10 KiB gzip against 4, and the page's script budget (60 KiB with Leaflet) had no room for them.
 */
import {
  type DivIcon,
  divIcon,
  type LatLngBounds,
  type LeafletEventHandlerFnMap,
  type LeafletKeyboardEvent,
  type Marker as LeafletMarker,
  latLngBounds,
  type PathOptions,
  type PopupEvent,
} from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoJSON, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import type { MapTiles } from '../../../shared/data/source.ts';
import type { Locale } from '../../../shared/locales.ts';
import { PlaceCard, type PlaceCardData } from '../../components/cards/PlaceCard.tsx';
import { yieldToBrowser } from '../../runtime/yield-to-browser.ts';
import { BASEMAP_BOUNDS, basemapLayers } from './basemap.ts';
import mapCss from './leaflet-map.css?url';

export interface MapPlace extends PlaceCardData {
  lat: number;
  lng: number;
}

export interface LeafletMapProps {
  places: readonly MapPlace[];
  locale: Locale;
  tiles: MapTiles | null;
  /** The place page: the map opens on this place at a close zoom, its marker drawn apart. */
  focus?: string;
  /** Cluster markers that crowd (the big map); the place page's few markers stand alone. */
  cluster?: boolean;
}

/** Deepest zoom of the offline basemap: beyond it 1:50m coastlines look like what they are. */
const OFFLINE_MAX_ZOOM = 8;
const TILES_MAX_ZOOM = 18;
/** A fit to the markers never comes closer than this (one marker would fill the screen). */
const FIT_MAX_ZOOM = 7;
/**
 * The place page's small map shows the town in its region: about 1 000 km across its 300 to 450 px,
 * so the country's borders, the nearest coast and the nearest places are on it. A closer
 * zoom showed a pin and one border line on the offline basemap (docs/product.md#screens).
 */
const FOCUS_ZOOM = 5;
const [WEST, SOUTH, EAST, NORTH] = BASEMAP_BOUNDS;
const REGION = latLngBounds([SOUTH, WEST], [NORTH, EAST]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pinIcon(focused: boolean): DivIcon {
  return divIcon({
    className: focused ? 'map-pin map-pin--focus' : 'map-pin',
    html: '<span class="map-pin__dot"></span>',
    iconSize: focused ? [34, 44] : [28, 36],
    iconAnchor: focused ? [17, 42] : [14, 34],
    popupAnchor: [0, focused ? -40 : -32],
  });
}

const PIN = pinIcon(false);
const PIN_FOCUS = pinIcon(true);

/** The smallest zoom at which the view stays inside the basemap, kept up to date on resize. */
function StayInRegion({ offline }: { offline: boolean }) {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    if (!offline) return;
    map.setMaxBounds(REGION);
    const fit = () => map.setMinZoom(Math.ceil(map.getBoundsZoom(REGION, true)));
    fit();
    map.on('resize', fit);
    return () => {
      map.off('resize', fit);
    };
  }, [map, offline]);
  return null;
}

/** Shows every marker when the set of places changes (a filter). */
function FitToPlaces({ places, focus }: { places: readonly MapPlace[]; focus?: string }) {
  const map = useMap();
  const key = places.map((p) => p.slug).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slugs (key) name the set; a new array of the same places must not move the view.
  useEffect(() => {
    const target = focus ? places.find((p) => p.slug === focus) : undefined;
    if (target) map.setView([target.lat, target.lng], FOCUS_ZOOM, { animate: false });
    else if (places.length > 0) {
      map.fitBounds(latLngBounds(places.map((p) => [p.lat, p.lng])), {
        padding: [40, 40],
        maxZoom: FIT_MAX_ZOOM,
        animate: false,
      });
    }
  }, [map, key, focus]);
  return null;
}

const LAND: PathOptions = { className: 'basemap-land' };
const BORDERS: PathOptions = { className: 'basemap-borders' };

/**
 * Its children in a task of their own after the one that mounted it: a map's first mount on a phone
 * was one long task, and each piece (the map itself, its markers and view, the basemap's shapes)
 * is a shorter one apart.
 */
function NextTask({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void yieldToBrowser().then(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return shown ? children : null;
}

function Basemap({ attribution }: { attribution: string }) {
  // Turning the land's and borders' shapes into paths is the largest of the pieces.
  const layers = basemapLayers();
  // Colours live in leaflet-map.css (by class): the paths carry no fill or stroke of their own.
  return (
    <>
      <GeoJSON
        data={layers.land}
        style={() => LAND}
        interactive={false}
        attribution={escapeHtml(attribution)}
      />
      <GeoJSON data={layers.borders} style={() => BORDERS} interactive={false} />
    </>
  );
}

/**
 * The popup's place card. It mounts when the popup opens (react-leaflet renders a popup's content
 * only while it is open) and takes the focus then, so a keyboard reader lands on its link; Escape
 * or the close button closes it.
 */
function PopupCard({ place, locale }: { place: MapPlace; locale: Locale }) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useMap();
  useEffect(() => {
    const card = ref.current;
    card?.querySelector<HTMLElement>('a[href^="/"]')?.focus({ preventScroll: true });
    // Leaflet hears Escape only while the map itself has the focus, not a card inside it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') map.closePopup();
    };
    card?.addEventListener('keydown', onKey);
    return () => card?.removeEventListener('keydown', onKey);
  }, [map]);
  return (
    <div ref={ref}>
      <PlaceCard place={place} locale={locale} />
    </div>
  );
}

/** A popup closed (Escape, the close button) while its card had the focus gives it back to the marker. */
const RETURN_FOCUS: LeafletEventHandlerFnMap = {
  popupclose: (event) => {
    const active = document.activeElement;
    const inCard = active && (event as PopupEvent).popup.getElement()?.contains(active);
    if (active && active !== document.body && !inCard) return;
    (event.target as LeafletMarker).getElement()?.focus({ preventScroll: true });
  },
};

function Markers({ places, locale, focus }: Pick<LeafletMapProps, 'places' | 'locale' | 'focus'>) {
  return places.map((place) => (
    <Marker
      key={place.slug}
      position={[place.lat, place.lng]}
      icon={place.slug === focus ? PIN_FOCUS : PIN}
      title={place.title}
      alt={place.title}
      keyboard
      zIndexOffset={place.slug === focus ? 1000 : 0}
      eventHandlers={RETURN_FOCUS}
    >
      <Popup className="map-popup" minWidth={240} maxWidth={280} autoPanPadding={[16, 16]}>
        <PopupCard place={place} locale={locale} />
      </Popup>
    </Marker>
  ));
}

/** Clusters form within this many pixels, and never at the deepest offline zoom. */
const CLUSTER_RADIUS_PX = 48;
const CLUSTER_MAX_ZOOM = OFFLINE_MAX_ZOOM - 1;

/**
 * The markers with the ones that crowd drawn as clusters, recomputed when the view settles. A cluster
 * is a marker too (Tab reaches it); opening it zooms to where its places come apart.
 */
function ClusteredMarkers({ places, locale, focus }: Pick<LeafletMapProps, 'places' | 'locale' | 'focus'>) {
  const { t } = useTranslation('map');
  const map = useMap();
  const [view, setView] = useState<{ zoom: number; bounds: LatLngBounds }>(() => ({
    zoom: map.getZoom(),
    bounds: map.getBounds(),
  }));
  useMapEvents({ moveend: () => setView({ zoom: map.getZoom(), bounds: map.getBounds() }) });
  const index = useMemo(() => {
    const clusters = new Supercluster<{ slug: string }>({
      radius: CLUSTER_RADIUS_PX,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
    clusters.load(
      places.map((place) => ({
        type: 'Feature' as const,
        properties: { slug: place.slug },
        geometry: { type: 'Point' as const, coordinates: [place.lng, place.lat] },
      })),
    );
    return clusters;
  }, [places]);
  // Cluster icons by count, made once per language: the same icon keeps its element (and focus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels inside the icons are in t's language.
  const icons = useMemo(() => new Map<number, DivIcon>(), [t]);
  const clusterIcon = (count: number) => {
    let icon = icons.get(count);
    if (!icon) {
      icon = divIcon({
        className: 'map-cluster',
        html: `<span aria-hidden="true">${count}</span><span class="visually-hidden">${escapeHtml(t('marker.cluster', { count }))}</span>`,
        iconSize: [40, 40],
      });
      icons.set(count, icon);
    }
    return icon;
  };
  const bySlug = new Map(places.map((place) => [place.slug, place]));
  const area = view.bounds.pad(0.25);
  const items = index.getClusters(
    [area.getWest(), area.getSouth(), area.getEast(), area.getNorth()],
    Math.round(view.zoom),
  );
  const shown: MapPlace[] = [];
  const clusters = items.flatMap((item) => {
    const [lng, lat] = item.geometry.coordinates as [number, number];
    if (!('cluster' in item.properties)) {
      const place = bySlug.get(item.properties.slug);
      if (place) shown.push(place);
      return [];
    }
    const id = item.properties.cluster_id;
    const expand = () =>
      map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), map.getMaxZoom()));
    return [
      <Marker
        key={`cluster-${id}`}
        position={[lat, lng]}
        icon={clusterIcon(item.properties.point_count)}
        keyboard
        eventHandlers={{
          click: expand,
          // Leaflet turns Enter on a marker into a click only for markers with a popup.
          keypress: (event) => {
            if ((event as LeafletKeyboardEvent).originalEvent.key === 'Enter') expand();
          },
        }}
      />,
    ];
  });
  return (
    <>
      {clusters}
      <Markers places={shown} locale={locale} focus={focus} />
    </>
  );
}

export default function LeafletMap({ places, locale, tiles, focus, cluster = true }: LeafletMapProps) {
  const { t } = useTranslation('map');
  return (
    <>
      <link rel="stylesheet" href={leafletCss} precedence="map" />
      <link rel="stylesheet" href={mapCss} precedence="map" />
      <MapContainer
        className="places-map"
        bounds={REGION}
        zoomSnap={1}
        maxZoom={tiles ? TILES_MAX_ZOOM : OFFLINE_MAX_ZOOM}
        scrollWheelZoom={false}
        worldCopyJump={false}
      >
        {/* The map itself mounts first, then its view and markers, then the basemap, each in a
            task of its own (`NextTask`). In this order: the view first, then the smallest zoom
            (which would otherwise start a zoom animation that a later unanimated move cannot stop,
            and would end where it meant to). */}
        <NextTask>
          <FitToPlaces places={places} focus={focus} />
          <StayInRegion offline={!tiles} />
          {cluster ? (
            <ClusteredMarkers places={places} locale={locale} focus={focus} />
          ) : (
            <Markers places={places} locale={locale} focus={focus} />
          )}
          <NextTask>
            {tiles ? (
              <TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} />
            ) : (
              <Basemap attribution={t('marker.attribution')} />
            )}
          </NextTask>
        </NextTask>
      </MapContainer>
    </>
  );
}
