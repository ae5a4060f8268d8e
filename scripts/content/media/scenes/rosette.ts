/**
 * A painted wooden dome seen from below: concentric bands of red, green and ochre, a ring of
 * medallions with beasts and signs, vines between them, and a star at the top of the vault.
 */
import { mix } from '../color.ts';
import type { MotifId } from '../motifs/index.ts';
import { n } from '../shapes.ts';
import { backdrop, finish, put, type Scene } from './common.ts';

const SIGNS: MotifId[] = [
  'lion',
  'deer',
  'bird',
  'fish',
  'goat',
  'scales',
  'crown',
  'moon',
  'sun',
  'wheat',
  'pomegranate',
  'horse',
];

export const rosette: Scene = (input) => {
  const { c, pal, rng } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 135);
  const [cx, cy] = [w / 2, h / 2];
  const r = Math.min(w, h) * 0.47;
  const green = mix('#4f6b46', pal.ground[0], 0.1);
  const ochre = mix('#c89b4a', pal.ground[0], 0.1);
  const red = mix('#8f2d2a', pal.ground[0], 0.05);
  const ring = (radius: number, fill: string) =>
    c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${fill}"/>`);
  ring(r, red);
  ring(r * 0.93, ochre);
  ring(r * 0.88, mix(pal.ground[1], '#1d1a16', 0.2));
  ring(r * 0.52, green);
  ring(r * 0.46, ochre);
  ring(r * 0.42, red);
  ring(r * 0.22, pal.light);
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2 - Math.PI / 2;
    const x = cx + Math.cos(a) * r * 0.7;
    const y = cy + Math.sin(a) * r * 0.7;
    c.add(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.155)}" fill="${ochre}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.135)}" fill="${pal.light}"/>`,
    );
    put(c, SIGNS[i] ?? 'star', x, y, r * 0.2, {
      color: i % 2 ? red : '#2a3b2a',
      accent: ochre,
      flip: Math.cos(a) < 0,
    });
    const b = a + Math.PI / 12;
    put(c, 'vine', cx + Math.cos(b) * r * 0.7, cy + Math.sin(b) * r * 0.7, r * 0.2, {
      color: green,
      accent: red,
      rotate: (b * 180) / Math.PI + 90,
    });
  }
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2;
    put(c, 'bird', cx + Math.cos(a) * r * 0.32, cy + Math.sin(a) * r * 0.32, r * 0.12, {
      color: pal.light,
      rotate: (a * 180) / Math.PI + 90,
    });
  }
  put(c, 'star', cx, cy, r * 0.3, { color: red, accent: ochre });
  for (const [x, y] of [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ] as const)
    put(c, 'vine', x + (x ? -1 : 1) * w * 0.1, y + (y ? -1 : 1) * h * 0.16, h * 0.3, {
      color: ochre,
      accent: red,
      rotate: x ? -30 : 30,
    });
  finish(c, pal, rng);
};
