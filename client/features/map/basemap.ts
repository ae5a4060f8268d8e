/**
 * The offline basemap as GeoJSON for Leaflet (browser side of `basemap-build.ts`): land and borders,
 * decoded once from the TopoJSON shipped in the map's chunk.
 */

import basemap from 'virtual:basemap';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryObject } from 'topojson-specification';
import type { Box } from './basemap-build.ts';

export type BasemapLayer = 'land' | 'borders';

/** The region the basemap covers (west, south, east, north): the map never shows past it. */
export const BASEMAP_BOUNDS: Box = basemap.bbox as unknown as Box;

let decoded: Record<BasemapLayer, FeatureCollection<Geometry>> | undefined;

export function basemapLayers(): Record<BasemapLayer, FeatureCollection<Geometry>> {
  decoded ??= {
    land: asCollection(feature(basemap, basemap.objects.land as GeometryObject)),
    borders: asCollection(feature(basemap, basemap.objects.borders as GeometryObject)),
  };
  return decoded;
}

function asCollection(shape: ReturnType<typeof feature>): FeatureCollection<Geometry> {
  return 'features' in shape
    ? (shape as FeatureCollection<Geometry>)
    : { type: 'FeatureCollection', features: [shape as FeatureCollection<Geometry>['features'][number]] };
}
