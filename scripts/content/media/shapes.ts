/**
 * SVG fragment helpers for motifs. A motif is drawn in a 100 x 100 box centred on the origin (standing
 * objects rest on y = 50); its solid parts become paper, its cuts become holes in that paper.
 */

export interface Shape {
  solid: string;
  cuts?: string;
  /** Painted over the silhouette in the accent colour (flames, fruit, a lit window). */
  accent?: string;
}

export type Point = readonly [number, number];

export const n = (value: number): string => String(Math.round(value * 100) / 100);

export const circle = (cx: number, cy: number, r: number): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, rotate = 0): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${
    rotate ? ` transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})"` : ''
  }/>`;

export const rect = (x: number, y: number, w: number, h: number, r = 0): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''}/>`;

export const poly = (points: readonly Point[]): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}"/>`;

export const path = (d: string): string => `<path d="${d}"/>`;

export const stroke = (d: string, width: number, cap: 'round' | 'butt' | 'square' = 'round'): string =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${n(width)}" stroke-linecap="${cap}" stroke-linejoin="round"/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, width: number): string =>
  stroke(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, width);

export const dashed = (d: string, width: number, dash: string): string =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${n(width)}" stroke-dasharray="${dash}" stroke-linecap="round"/>`;

/** Draws the right half with s = 1 and its mirror image with s = -1. */
export const mirror = (half: (s: number) => string): string => half(1) + half(-1);

export const g = (transform: string, content: string): string => `<g transform="${transform}">${content}</g>`;

export const repeat = (count: number, item: (i: number) => string): string =>
  Array.from({ length: count }, (_, i) => item(i)).join('');

/** A smooth closed curve through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly Point[], closed = true): string {
  const count = points.length;
  const at = (i: number): Point => {
    if (closed) return points[((i % count) + count) % count] as Point;
    return points[Math.min(count - 1, Math.max(0, i))] as Point;
  };
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Points of a regular star or polygon. */
export function starPoints(
  points: number,
  outer: number,
  inner: number,
  cx = 0,
  cy = 0,
  turn = -90,
): Point[] {
  const result: Point[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const angle = ((turn + (i * 180) / points) * Math.PI) / 180;
    const r = i % 2 === 0 ? outer : inner;
    result.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  return result;
}

/** A small six-rayed sparkle used for stars in the sky. */
export const sparkle = (cx: number, cy: number, r: number): string =>
  poly(starPoints(6, r, r * 0.42, cx, cy));

/** A leaf as a pointed ellipse from (x, y) in direction `angle` degrees. */
export function leaf(x: number, y: number, length: number, width: number, angle: number): string {
  const a = (angle * Math.PI) / 180;
  const tip: Point = [x + length * Math.cos(a), y + length * Math.sin(a)];
  const nx = -Math.sin(a) * width;
  const ny = Math.cos(a) * width;
  const mx = (x + tip[0]) / 2;
  const my = (y + tip[1]) / 2;
  return path(
    `M${n(x)} ${n(y)}Q${n(mx + nx)} ${n(my + ny)} ${n(tip[0])} ${n(tip[1])}Q${n(mx - nx)} ${n(my - ny)} ${n(x)} ${n(y)}Z`,
  );
}
