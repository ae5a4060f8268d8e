/**
 * The offline basemap, made at build time (Node, from `vite.config.ts`): Natural Earth's 1:50m land
 * and country borders from the `world-atlas` package, cut to the map's region, simplified to what the
 * map's zoom levels can show, and shipped as one small TopoJSON the map page loads with its own chunk
 * (docs/operations.md: no request leaves the site unless a tile server is configured). The browser turns it
 * back into shapes with `topojson-client`. Two layers: land (its outline is the coast; the cut at the
 * region's edge is never in view, since the map keeps its view inside the region) and borders.
 */
import { createRequire } from 'node:module';
import type { Feature, LineString, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh, quantize } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Longitude west, latitude south, longitude east, latitude north. */
export type Box = readonly [number, number, number, number];

/**
 * What the map can show: Eastern Europe with room around the places (Vilnius to Odesa), wide enough
 * that a wide screen at the smallest zoom the map allows stays inside it.
 */
export const BASEMAP_BOX: Box = [0, 36, 56, 64];

/**
 * Visvalingam's smallest kept triangle, in square degrees. The map shows the region at zoom 5 to 6
 * (a degree is 23 to 45 px), where what this drops moves a line by a few pixels; closer in, the
 * coast is visibly simplified, which a quiet paper basemap can afford. With the two values below it
 * keeps the file under 4 KB gzip: the map page's script budget (60 KiB with Leaflet) has no room
 * for more.
 */
const MIN_WEIGHT = 0.1;
/**
 * Islands and lakes smaller than this, in square degrees (about 35 × 60 km at these latitudes), are
 * left out: at the map's zooms they would be a few pixels, and each costs its outline.
 */
const MIN_RING_AREA = 0.3;
/** Quantization of the output: 3000 steps over the box is 0.019° of longitude, under MIN_WEIGHT's error. */
const QUANTIZATION = 3000;

type Point = [number, number];
type TopoTools = {
  topology(objects: Record<string, unknown>, quantization?: number): Topology;
};
type SimplifyTools = {
  presimplify(topology: Topology): Topology;
  simplify(topology: Topology, minWeight: number): Topology;
};

function inside(p: Position, box: Box): boolean {
  const [x, y] = p as Point;
  return x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
}

/** Sutherland–Hodgman against one edge of the box. */
function clipEdge(ring: Point[], keep: (p: Point) => boolean, cross: (a: Point, b: Point) => Point): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < ring.length; i += 1) {
    const current = ring[i] as Point;
    const previous = ring[(i + ring.length - 1) % ring.length] as Point;
    if (keep(current)) {
      if (!keep(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (keep(previous)) out.push(cross(previous, current));
  }
  return out;
}

const atX = (a: Point, b: Point, x: number): Point => [
  x,
  a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]),
];
const atY = (a: Point, b: Point, y: number): Point => [
  a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]),
  y,
];

/** A ring cut to the box (closed again), or null when nothing of it is left. */
export function clipRing(ring: Position[], box: Box): Position[] | null {
  let points = ring.slice(0, -1).map((p) => [p[0], p[1]] as Point);
  const [w, s, e, n] = box;
  points = clipEdge(
    points,
    (p) => p[0] >= w,
    (a, b) => atX(a, b, w),
  );
  points = clipEdge(
    points,
    (p) => p[0] <= e,
    (a, b) => atX(a, b, e),
  );
  points = clipEdge(
    points,
    (p) => p[1] >= s,
    (a, b) => atY(a, b, s),
  );
  points = clipEdge(
    points,
    (p) => p[1] <= n,
    (a, b) => atY(a, b, n),
  );
  if (points.length < 3) return null;
  return [...points, points[0] as Point];
}

/** The parts of a line inside the box, each a line of its own (the crossing points included). */
export function clipLine(line: Position[], box: Box): Position[][] {
  const parts: Position[][] = [];
  let part: Position[] = [];
  const crossing = (a: Position, b: Position): Position => {
    // The point where segment a→b meets the box's edge, walking from the inside point.
    const [w, s, e, n] = box;
    let t = 1;
    const dx = (b[0] as number) - (a[0] as number);
    const dy = (b[1] as number) - (a[1] as number);
    for (const [edge, d, start] of [
      [w, dx, a[0]],
      [e, dx, a[0]],
      [s, dy, a[1]],
      [n, dy, a[1]],
    ] as const) {
      if (d === 0) continue;
      const k = (edge - (start as number)) / d;
      if (k > 0 && k < t) t = k;
    }
    return [(a[0] as number) + dx * t, (a[1] as number) + dy * t];
  };
  for (let i = 0; i < line.length; i += 1) {
    const point = line[i] as Position;
    const previous = line[i - 1];
    if (inside(point, box)) {
      if (part.length === 0 && previous) part.push(crossing(point, previous));
      part.push(point);
    } else if (part.length > 0) {
      part.push(crossing(part[part.length - 1] as Position, point));
      parts.push(part);
      part = [];
    }
  }
  if (part.length > 0) parts.push(part);
  return parts.filter((p) => p.length >= 2);
}

/** A ring's planar area in square degrees (shoelace). */
export function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 1; i < ring.length; i += 1) {
    const [x0, y0] = ring[i - 1] as Point;
    const [x1, y1] = ring[i] as Point;
    sum += x0 * y1 - x1 * y0;
  }
  return Math.abs(sum) / 2;
}

/** The land's polygons without islands and lakes too small to see at the map's zooms. */
function keepVisible(geometries: (Polygon | MultiPolygon)[], minArea: number): Position[][][] {
  const polygons = geometries.flatMap((g) => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates));
  return polygons
    .filter((polygon) => polygon[0] && ringArea(polygon[0]) >= minArea)
    .map((polygon) => polygon.filter((ring, i) => i === 0 || ringArea(ring) >= minArea));
}

function clipPolygons(polygons: Position[][][], box: Box): MultiPolygon {
  const out: Position[][][] = [];
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon;
    const clipped = outer && clipRing(outer, box);
    if (!clipped) continue;
    out.push([clipped, ...holes.map((hole) => clipRing(hole, box)).filter((h): h is Position[] => !!h)]);
  }
  return { type: 'MultiPolygon', coordinates: out };
}

function clipLines(geometry: MultiLineString | LineString, box: Box): MultiLineString {
  const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
  return { type: 'MultiLineString', coordinates: lines.flatMap((line) => clipLine(line, box)) };
}

function atlas(name: string): Topology {
  return require(`world-atlas/${name}.json`) as Topology;
}

/** The basemap's TopoJSON (objects `land` and `borders`), ready to serialize. */
export function buildBasemap(box: Box = BASEMAP_BOX, minWeight = MIN_WEIGHT): Topology {
  const land50 = atlas('land-50m');
  const countries50 = atlas('countries-50m');
  const landObject = land50.objects.land as GeometryCollection;
  const landShape = feature(land50, landObject) as unknown as
    | Feature<Polygon | MultiPolygon>
    | { features: Feature<Polygon | MultiPolygon>[] };
  const landGeometries =
    'features' in landShape ? landShape.features.map((f) => f.geometry) : [landShape.geometry];
  const visible = keepVisible(landGeometries, MIN_RING_AREA);
  const land = clipPolygons(visible, box);
  const borders = clipLines(
    mesh(
      countries50,
      countries50.objects.countries as GeometryCollection,
      (a, b) => a !== b,
    ) as MultiLineString,
    box,
  );
  const { topology } = require('topojson-server') as TopoTools;
  const { presimplify, simplify } = require('topojson-simplify') as SimplifyTools;
  const topo = topology(
    {
      land,
      borders,
    },
    QUANTIZATION,
  );
  const simplified = simplify(presimplify(topo), minWeight);
  // presimplify leaves absolute coordinates with each point's weight as a third number: keep the
  // position only, and quantize and delta-encode again.
  simplified.arcs = simplified.arcs.map((arc) => arc.map((p) => [p[0] as number, p[1] as number]));
  const result = quantize(simplified as Parameters<typeof quantize>[0], QUANTIZATION);
  // The box itself, not the extent of what is left in it: the map keeps its view inside this.
  result.bbox = [...box];
  return result;
}

/**
 * `virtual:basemap`: the basemap as a module of the map's lazy chunk (an object literal), made once
 * per build (about a quarter of a second).
 */
export function basemapPlugin(): Plugin {
  const id = 'virtual:basemap';
  const resolved = `\0${id}`;
  let code: string | undefined;
  return {
    name: 'basemap',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(source) {
      if (source !== resolved) return undefined;
      code ??= `export default ${JSON.stringify(buildBasemap())};`;
      return code;
    },
  };
}
