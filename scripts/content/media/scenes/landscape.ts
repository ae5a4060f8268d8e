/**
 * Open country: layered hills under a wide sky, a river winding towards the viewer, trees in groups,
 * and the subject's building on the near hill with its people in front.
 */
import { mix } from '../color.ts';
import { MOTIFS, type MotifId } from '../motifs/index.ts';
import { n, type Point, smooth } from '../shapes.ts';
import { backdrop, choose, finish, put, type Scene, scallopBand, sprinkleStars, stand } from './common.ts';

function hill(w: number, h: number, base: number, amp: number, phase: number, count: number): string {
  const points: Point[] = [[-20, h + 10]];
  for (let i = 0; i <= count; i += 1) {
    const x = (i / count) * (w + 40) - 20;
    points.push([
      x,
      base - amp * Math.sin(phase + (i / count) * Math.PI * 1.6) - amp * 0.3 * Math.sin(phase * 3 + i),
    ]);
  }
  points.push([w + 20, h + 10]);
  return smooth(points, false).concat(`L${w + 20} ${h + 10}L-20 ${h + 10}Z`);
}

export const landscape: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  const night = subject.moods.has('night');
  const desert = subject.moods.has('desert');
  backdrop(c, pal, 180);
  const sunX = w * rng.pick([0.2, 0.78, 0.66, 0.3]);
  if (night) {
    sprinkleStars(c, rng, pal.light, Math.round(w / 50), h * 0.04, h * 0.4, h * 0.02);
    put(c, 'moon', sunX, h * 0.2, h * 0.22, { color: pal.gold });
  } else {
    c.add(
      `<circle cx="${n(sunX)}" cy="${n(h * 0.3)}" r="${n(h * (desert ? 0.16 : 0.1))}" fill="${mix(pal.light, pal.gold, 0.35)}"/>`,
    );
    for (let i = 0; i < rng.int(1, 3); i += 1) {
      put(c, 'cloud', w * rng.range(0.1, 0.9), h * rng.range(0.1, 0.3), h * rng.range(0.22, 0.36), {
        color: pal.light,
        opacity: 0.75,
      });
    }
  }
  const far = mix(pal.soft, pal.ground[0], 0.35);
  c.add(`<path d="${hill(w, h, h * 0.58, h * 0.06, rng.range(0, 6), 8)}" fill="${far}"/>`);
  const near = mix(pal.soft, pal.ink, 0.25);
  const building = choose(subject, ['building'], [], 1)[0];
  const riverSide = rng.chance(0.5) ? 1 : -1;
  const buildingX = w * (riverSide > 0 ? rng.range(0.2, 0.32) : rng.range(0.68, 0.8));
  const plants = choose(subject, ['plant'], desert ? ['roundtree'] : ['pine', 'birch', 'roundtree'], 2);
  for (let i = 0; i < rng.int(6, 10); i += 1) {
    const x = w * rng.range(0.02, 0.98);
    if (building && Math.abs(x - buildingX) < h * 0.22) continue;
    stand(c, rng.pick(plants), x, h * 0.76, h * rng.range(0.2, 0.32), {
      color: mix(far, pal.ink, 0.3),
      flip: rng.chance(0.5),
    });
  }
  c.add(`<path d="${hill(w, h, h * 0.72, h * 0.045, rng.range(0, 6), 6)}" fill="${near}"/>`);
  if (!desert && (subject.motifs.includes('birch') || subject.moods.has('sea') || rng.chance(0.5))) {
    const cx = w * (0.5 + riverSide * 0.1);
    c.add(
      `<path d="M${n(cx - w * 0.05)} ${n(h * 0.72)}C${n(cx - w * 0.3)} ${n(h * 0.78)} ${n(cx + w * 0.2)} ${n(h * 0.84)} ${n(cx - w * 0.4)} ${n(h + 2)}H${n(cx + w * 0.25)}C${n(cx + w * 0.4)} ${n(h * 0.84)} ${n(cx - w * 0.05)} ${n(h * 0.78)} ${n(cx + w * 0.06)} ${n(h * 0.72)}Z" fill="${pal.light}"/>`,
    );
  }
  if (building) {
    const size = h * (building === 'mountain' ? 0.5 : 0.4);
    stand(c, building, buildingX, h * 0.76, size, {
      color: pal.ink,
      accent: pal.accent,
      shadow: pal.shade,
      flip: rng.chance(0.3),
    });
  }
  scallopBand(c, h * 0.88, h * 0.12, pal.ink, Math.round(w / 34));
  const front = choose(subject, ['figure', 'creature', 'vehicle', 'object'], [], 3, true).filter(
    (m) => m !== building,
  );
  front.forEach((id: MotifId, i) => {
    const kind = MOTIFS[id].kind;
    const size = h * (kind === 'figure' ? 0.28 : kind === 'object' ? 0.16 : 0.3);
    const x = w * (0.5 - riverSide * (0.12 + i * 0.14));
    stand(c, id, x, h * 0.93, size, {
      color: pal.accent,
      accent: pal.gold,
      shadow: pal.shade,
      flip: riverSide < 0,
    });
  });
  if (subject.motifs.includes('wheat')) {
    for (let i = 0; i < 7; i += 1)
      stand(c, 'wheat', w * (0.06 + i * 0.145), h * 1.02, h * 0.2, { color: pal.gold });
  }
  for (const id of choose(subject, ['sky'], [], 2, true).filter((m) => m !== 'moon')) {
    put(c, id, w * rng.range(0.35, 0.65), h * 0.22, h * 0.18, { color: pal.ink, accent: pal.accent });
  }
  finish(c, pal, rng);
};
