/**
 * `leaflet`, as the map's chunk imports it (a Vite alias, vite.config.ts): Leaflet's ES module build,
 * so the bundler leaves out what the map never uses (overlays, circles, tooltips…), instead of the
 * whole UMD file the package names as its main. Two things of the UMD file are kept: the cluster
 * plugin (leaflet.markercluster) reads and extends a global `L`, and react-leaflet-cluster imports
 * `L` as a default export. Both get the same object, holding only what the plugin uses.
 */
import {
  Browser,
  bind,
  DivIcon,
  DomEvent,
  DomUtil,
  Evented,
  extend,
  FeatureGroup,
  featureGroup,
  Icon,
  LatLng,
  LatLngBounds,
  LayerGroup,
  Marker,
  Path,
  Point,
  Polygon,
  Polyline,
  setOptions,
  stamp,
  Util,
} from 'leaflet/dist/leaflet-src.esm.js';

const L = {
  Browser,
  DivIcon,
  DomEvent,
  DomUtil,
  Evented,
  extend,
  FeatureGroup,
  featureGroup,
  Icon,
  LatLng,
  LatLngBounds,
  LayerGroup,
  Marker,
  Path,
  Point,
  Polygon,
  Polyline,
  setOptions,
  stamp,
  Util,
  bind,
};

(globalThis as { L?: unknown }).L = L;

export * from 'leaflet/dist/leaflet-src.esm.js';
export default L;
