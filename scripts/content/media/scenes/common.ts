/** Shared pieces of every composition: the ground, paper texture, borders and motif placement. */
import type { Canvas, Placement } from '../canvas.ts';
import { mix } from '../color.ts';
import type { Subject } from '../keywords.ts';
import { MOTIFS, type MotifId, motif } from '../motifs/index.ts';
import type { Palette } from '../palette.ts';
import type { Rng } from '../random.ts';
import { n, sparkle } from '../shapes.ts';

export interface SceneInput {
  c: Canvas;
  pal: Palette;
  rng: Rng;
  subject: Subject;
}

export type Scene = (input: SceneInput) => void;

export function backdrop(c: Canvas, pal: Palette, angle = 160): void {
  c.add(
    `<rect width="${c.width}" height="${c.height}" fill="${c.linear([pal.ground[0], pal.ground[1]], angle)}"/>`,
  );
}

export function finish(c: Canvas, pal: Palette, rng: Rng): void {
  c.texture(rng.int(1, 9999), pal.dark ? 0.05 : 0.07, pal.dark);
  const vignette = c.radial(
    pal.dark ? '#000000' : mix(pal.ground[1], pal.ink, 0.3),
    pal.dark ? '#000000' : mix(pal.ground[1], pal.ink, 0.3),
    0,
    pal.dark ? 0.35 : 0.16,
  );
  c.add(`<rect width="${c.width}" height="${c.height}" fill="${vignette}"/>`);
}

/** Motifs with Hebrew letters are never mirrored. */
const LETTERED = new Set<MotifId>([
  'shop',
  'bakery',
  'tzedakah',
  'dreidel',
  'newspaper',
  'tablets',
  'matzeva',
  'letters',
  'typecase',
  'ketubah',
  'golem',
]);

const upright = (id: MotifId, flip: boolean | undefined): boolean => Boolean(flip) && !LETTERED.has(id);

/** Places a motif standing on `groundY`. */
export function stand(
  c: Canvas,
  id: MotifId,
  x: number,
  groundY: number,
  size: number,
  p: Omit<Placement, 'x' | 'y' | 'size'>,
): void {
  c.place(motif(id), {
    ...p,
    flip: upright(id, p.flip),
    x,
    y: groundY - (size * MOTIFS[id].base * (p.stretch ?? 1)) / 100,
    size,
  });
}

export function put(
  c: Canvas,
  id: MotifId,
  x: number,
  y: number,
  size: number,
  p: Omit<Placement, 'x' | 'y' | 'size'>,
): void {
  c.place(motif(id), { ...p, flip: upright(id, p.flip), x, y, size });
}

/** A papercut edge: a solid band whose top is cut into scallops, with a row of pinholes. */
export function scallopBand(
  c: Canvas,
  y: number,
  height: number,
  color: string,
  count: number,
  holes?: string,
): void {
  const w = c.width / count;
  let d = `M0 ${n(c.height + 2)}V${n(y)}`;
  for (let i = 0; i < count; i += 1) d += `Q${n(i * w + w / 2)} ${n(y - w * 0.45)} ${n((i + 1) * w)} ${n(y)}`;
  d += `V${n(c.height + 2)}Z`;
  c.add(`<path d="${d}" fill="${color}"/>`);
  if (holes) {
    const row = Array.from(
      { length: count },
      (_, i) =>
        `<circle cx="${n(i * w + w / 2)}" cy="${n(y + height * 0.35)}" r="${n(Math.min(w * 0.12, height * 0.12))}"/>`,
    ).join('');
    c.add(`<g fill="${holes}">${row}</g>`);
  }
}

/** A zigzag band along the top or bottom edge, as cut along a folded sheet. */
export function zigzag(
  c: Canvas,
  y: number,
  depth: number,
  color: string,
  count: number,
  fromTop: boolean,
): void {
  const w = c.width / count;
  const edge = fromTop ? -2 : c.height + 2;
  let d = `M0 ${n(edge)}V${n(y)}`;
  for (let i = 0; i < count; i += 1)
    d += `L${n(i * w + w / 2)} ${n(fromTop ? y + depth : y - depth)}L${n((i + 1) * w)} ${n(y)}`;
  d += `V${n(edge)}Z`;
  c.add(`<path d="${d}" fill="${color}"/>`);
}

/** A thin double rule inset from the edges, with small diamonds at the corners. */
export function frameLines(c: Canvas, inset: number, color: string, weight: number, opacity = 1): void {
  const [w, h] = [c.width, c.height];
  const r = (i: number) =>
    `<rect x="${n(i)}" y="${n(i)}" width="${n(w - 2 * i)}" height="${n(h - 2 * i)}" fill="none" stroke="${color}" stroke-width="${n(weight)}"/>`;
  const d = inset * 0.55;
  const corners = [
    [inset, inset],
    [w - inset, inset],
    [inset, h - inset],
    [w - inset, h - inset],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${n(x ?? 0)} ${n((y ?? 0) - d)}L${n((x ?? 0) + d)} ${n(y ?? 0)}L${n(x ?? 0)} ${n((y ?? 0) + d)}L${n((x ?? 0) - d)} ${n(y ?? 0)}Z" fill="${color}"/>`,
    )
    .join('');
  c.add(`<g opacity="${n(opacity)}">${r(inset)}${r(inset + weight * 2.5)}${corners}</g>`);
}

export function sprinkleStars(
  c: Canvas,
  rng: Rng,
  color: string,
  count: number,
  top: number,
  bottom: number,
  size: number,
): void {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += sparkle(rng.range(0.04, 0.96) * c.width, rng.range(top, bottom), size * rng.range(0.45, 1));
  }
  c.add(`<g fill="${color}">${out}</g>`);
}

/** The subject's motifs of the given kinds, in order, topped up from a default list. */
export function choose(
  subject: Subject,
  kinds: readonly string[],
  fallback: readonly MotifId[],
  count: number,
  strongOnly = false,
): MotifId[] {
  const picked = (strongOnly ? subject.strong : subject.motifs).filter((m) => kinds.includes(MOTIFS[m].kind));
  for (const m of fallback) if (picked.length < count && !picked.includes(m)) picked.push(m);
  return picked.slice(0, count);
}
