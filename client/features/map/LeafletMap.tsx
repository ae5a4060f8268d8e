/**
 * The interactive map (issue 18), in the map's own lazy chunk with Leaflet, react-leaflet, the
 * cluster plugin and the basemap: nothing of it reaches another page, and it renders only in the
 * browser after hydration (`PlacesMap`). Markers are Leaflet's keyboard-reachable buttons (Tab, then
 * Enter opens the popup, whose card then has the focus); markers that crowd are clustered. The base
 * is the offline basemap unless the operator configured a tile server (`MAP_TILE_URL`).
 */
/// <reference types="leaflet.markercluster" />
import {
  type DivIcon,
  divIcon,
  type LeafletEventHandlerFnMap,
  type Marker as LeafletMarker,
  latLngBounds,
  type MarkerCluster,
  type PathOptions,
  type PopupEvent,
} from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoJSON, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import type { MapTiles } from '../../../shared/data/source.ts';
import type { Locale } from '../../../shared/locales.ts';
import { PlaceCard, type PlaceCardData } from '../../components/cards/PlaceCard.tsx';
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
const FOCUS_ZOOM = 7;
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

function Basemap({ attribution }: { attribution: string }) {
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

export default function LeafletMap({ places, locale, tiles, focus, cluster = true }: LeafletMapProps) {
  const { t } = useTranslation('map');
  const clusterIcon = useMemo(
    () => (group: MarkerCluster) => {
      const count = group.getChildCount();
      return divIcon({
        className: 'map-cluster',
        html: `<span aria-hidden="true">${count}</span><span class="visually-hidden">${escapeHtml(t('marker.cluster', { count }))}</span>`,
        iconSize: [40, 40],
      });
    },
    [t],
  );
  const markers = <Markers places={places} locale={locale} focus={focus} />;
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
        {/* In this order: the view first, then the smallest zoom (which would otherwise start a zoom
            animation that a later unanimated move cannot stop, and would end where it meant to). */}
        <FitToPlaces places={places} focus={focus} />
        <StayInRegion offline={!tiles} />
        {tiles ? (
          <TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} />
        ) : (
          <Basemap attribution={t('marker.attribution')} />
        )}
        {cluster ? (
          <MarkerClusterGroup
            iconCreateFunction={clusterIcon}
            showCoverageOnHover={false}
            maxClusterRadius={48}
            spiderfyOnMaxZoom
          >
            {markers}
          </MarkerClusterGroup>
        ) : (
          markers
        )}
      </MapContainer>
    </>
  );
}
