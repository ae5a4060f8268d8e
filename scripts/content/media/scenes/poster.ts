/**
 * A poster of the 1920s: a big disc, a diagonal band and blocks of colour, the subject as one bold
 * silhouette, a row of Hebrew letters as a headline and bars for the small print. Nothing is legible.
 */
import { mix } from '../color.ts';
import { glyph, LETTER_NAMES } from '../glyphs.ts';
import { n, rect } from '../shapes.ts';
import { backdrop, choose, finish, put, type Scene, stand } from './common.ts';

export const poster: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 160);
  const left = rng.chance(0.5);
  const cx = w * (left ? 0.36 : 0.64);
  const disc = rng.chance(0.5) ? pal.ink : mix(pal.gold, pal.ground[0], 0.2);
  c.add(`<circle cx="${n(cx)}" cy="${n(h * 0.5)}" r="${n(h * 0.38)}" fill="${disc}"/>`);
  const angle = left ? -24 : 24;
  c.add(
    `<rect x="${n(-w * 0.1)}" y="${n(h * 0.58)}" width="${n(w * 1.2)}" height="${n(h * 0.14)}" fill="${pal.accent}" transform="rotate(${angle} ${n(w / 2)} ${n(h * 0.65)})"/>`,
  );
  c.add(
    `<rect x="${n(w * (left ? 0.7 : 0.12))}" y="${n(h * 0.16)}" width="${n(h * 0.2)}" height="${n(h * 0.2)}" fill="${pal.ink}" transform="rotate(${-angle / 2} ${n(w * (left ? 0.8 : 0.22))} ${n(h * 0.26)})"/>`,
  );
  const hero = choose(
    subject,
    ['figure', 'vehicle', 'emblem', 'creature', 'building', 'object'],
    ['wheel'],
    2,
    true,
  );
  const onDisc = disc === pal.ink ? pal.light : pal.ink;
  stand(c, hero[0] ?? 'wheel', cx, h * 0.86, h * 0.62, { color: onDisc, accent: pal.accent });
  if (hero[1])
    put(c, hero[1], cx + (left ? 1 : -1) * h * 0.42, h * 0.72, h * 0.24, {
      color: pal.ink,
      accent: pal.accent,
    });
  if (subject.motifs.includes('house') || subject.motifs.includes('shop')) {
    for (let i = 0; i < 4; i += 1)
      stand(c, 'house', cx - h * 0.3 + i * h * 0.2, h * 0.9, h * 0.16, {
        color: pal.ink,
        rotate: (i - 1.5) * 6,
      });
  }
  const tx = left ? w * 0.66 : w * 0.06;
  const letters = rng.shuffle(LETTER_NAMES).slice(0, 4);
  const size = Math.min(w * 0.06, h * 0.11);
  c.add(
    `<g color="${pal.ink}">${letters.map((name, i) => glyph(name, tx + i * size * 1.25, h * 0.46, size, 2)).join('')}</g>`,
  );
  const bars = [0.9, 0.7, 0.82, 0.5]
    .map((k, i) => rect(tx, h * 0.62 + i * h * 0.045, w * 0.26 * k, h * 0.018))
    .join('');
  c.add(`<g fill="${pal.ink}" opacity="0.8">${bars}</g>`);
  finish(c, pal, rng);
};
