/**
 * A coarse, hand-traced geography of the lands between the Baltic and the Black Sea (longitude,
 * latitude): enough for a stylised map with a marked town, not for navigation.
 */
import type { Point } from './shapes.ts';

/** Lithuania, Belarus, Ukraine and Bessarabia as one region; its southern edge runs under the sea. */
export const REGION: readonly Point[] = [
  [21.05, 56.07],
  [22.1, 56.42],
  [24.0, 56.35],
  [25.7, 56.15],
  [26.6, 55.67],
  [28.2, 56.15],
  [30.9, 55.6],
  [31.0, 55.1],
  [31.8, 54.0],
  [32.7, 53.3],
  [31.8, 52.1],
  [33.0, 52.35],
  [34.4, 51.8],
  [35.4, 50.6],
  [36.5, 50.3],
  [38.0, 49.95],
  [39.8, 49.6],
  [40.15, 48.8],
  [39.7, 47.8],
  [38.6, 46.6],
  [36.0, 44.0],
  [29.0, 44.2],
  [28.2, 45.5],
  [28.0, 46.8],
  [27.3, 47.7],
  [26.6, 48.25],
  [24.9, 47.7],
  [23.1, 48.0],
  [22.15, 48.4],
  [22.6, 49.1],
  [22.7, 49.6],
  [23.9, 50.4],
  [24.1, 50.9],
  [23.6, 51.5],
  [23.6, 52.6],
  [23.9, 53.2],
  [23.5, 53.95],
  [22.8, 54.35],
  [21.3, 55.2],
];

export const SEAS: readonly (readonly Point[])[] = [
  [
    [30.75, 46.45],
    [31.5, 46.6],
    [32.4, 46.2],
    [33.6, 46.1],
    [32.5, 45.4],
    [33.5, 44.6],
    [34.5, 44.4],
    [35.4, 45.0],
    [36.4, 45.2],
    [36.6, 45.5],
    [35.3, 45.9],
    [35.3, 46.2],
    [36.8, 46.7],
    [38.2, 47.1],
    [38.9, 47.2],
    [38.2, 46.3],
    [37.6, 45.6],
    [37.4, 44.7],
    [39.0, 44.0],
    [41.5, 41.6],
    [40.0, 41.0],
    [36.0, 41.6],
    [33.0, 41.9],
    [31.0, 41.1],
    [29.0, 41.2],
    [28.0, 41.6],
    [27.9, 43.2],
    [28.65, 44.17],
    [29.6, 45.2],
    [30.2, 45.8],
  ],
  [
    [10, 54.2],
    [14, 54.2],
    [18.7, 54.4],
    [20.0, 54.9],
    [21.2, 55.2],
    [21.1, 55.7],
    [21.0, 56.5],
    [21.6, 57.3],
    [22.6, 57.75],
    [23.3, 57.1],
    [24.1, 57.0],
    [24.4, 57.6],
    [23.5, 58.3],
    [23.5, 58.9],
    [24.7, 59.45],
    [26.5, 59.5],
    [28.0, 59.45],
    [29.6, 59.9],
    [30.2, 59.95],
    [29.5, 60.2],
    [28.6, 60.6],
    [27.0, 60.5],
    [22.9, 59.9],
    [22.0, 60.3],
    [10, 62],
  ],
];

export const RIVERS: readonly (readonly Point[])[] = [
  [
    [33.3, 55.8],
    [32.0, 54.78],
    [30.4, 54.5],
    [30.29, 54.21],
    [30.33, 53.9],
    [30.1, 52.9],
    [30.5, 51.5],
    [30.52, 50.45],
    [31.5, 49.8],
    [32.06, 49.44],
    [33.42, 49.07],
    [35.04, 48.46],
    [35.14, 47.84],
    [34.5, 47.5],
    [33.35, 46.75],
    [32.6, 46.63],
    [31.9, 46.55],
  ],
  [
    [26.9, 49.8],
    [27.4, 49.44],
    [28.47, 49.23],
    [29.2, 48.7],
    [30.2, 48.2],
    [31.0, 47.8],
    [31.5, 47.4],
    [32.0, 46.97],
    [31.9, 46.6],
  ],
  [
    [23.0, 49.4],
    [24.5, 49.3],
    [25.6, 48.9],
    [26.5, 48.6],
    [27.8, 48.2],
    [28.8, 47.6],
    [29.6, 46.9],
    [30.2, 46.3],
  ],
  [
    [27.2, 53.9],
    [25.9, 53.9],
    [24.9, 53.7],
    [24.0, 53.9],
    [23.9, 54.9],
    [22.9, 55.1],
    [21.3, 55.3],
  ],
  [
    [27.5, 54.6],
    [26.5, 54.7],
    [25.6, 54.85],
    [25.28, 54.69],
    [24.3, 54.9],
    [23.9, 54.9],
  ],
  [
    [24.0, 51.6],
    [26.1, 52.1],
    [28.0, 52.0],
    [29.3, 51.6],
    [30.2, 51.3],
    [30.45, 51.2],
  ],
  [
    [32.0, 56.0],
    [30.2, 55.19],
    [28.7, 55.5],
    [27.6, 55.9],
    [26.5, 55.87],
    [24.2, 57.0],
  ],
];

export interface Bounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

export const DEFAULT_BOUNDS: Bounds = { west: 21.5, east: 36.5, south: 45.2, north: 56.6 };

/** An equirectangular projection, scaled by the cosine of the middle latitude and fitted to a box. */
export function projection(bounds: Bounds, box: { x: number; y: number; w: number; h: number }) {
  const k = Math.cos((((bounds.north + bounds.south) / 2) * Math.PI) / 180);
  const spanX = (bounds.east - bounds.west) * k;
  const spanY = bounds.north - bounds.south;
  const scale = Math.min(box.w / spanX, box.h / spanY);
  const ox = box.x + (box.w - spanX * scale) / 2;
  const oy = box.y + (box.h - spanY * scale) / 2;
  return ([lng, lat]: Point): Point => [
    ox + (lng - bounds.west) * k * scale,
    oy + (bounds.north - lat) * scale,
  ];
}

/** Bounds that hold the given points with a margin, never narrower than a region's width. */
export function boundsAround(points: readonly Point[], aspect: number): Bounds {
  if (points.length === 0) return DEFAULT_BOUNDS;
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  let west = Math.min(...lngs, DEFAULT_BOUNDS.west + 2) - 1.5;
  let east = Math.max(...lngs, DEFAULT_BOUNDS.east - 2) + 1.5;
  let south = Math.min(...lats, DEFAULT_BOUNDS.south + 1) - 0.8;
  let north = Math.max(...lats, DEFAULT_BOUNDS.north - 1) + 0.8;
  const k = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const width = (east - west) * k;
  const height = north - south;
  if (width / height < aspect) {
    const grow = (height * aspect) / k - (east - west);
    west -= grow / 2;
    east += grow / 2;
  } else {
    const grow = width / aspect - height;
    south -= grow / 2;
    north += grow / 2;
  }
  return { west, east, south, north };
}
