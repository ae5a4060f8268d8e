/**
 * A departure: a station canopy, the train waiting at the platform (or the windows of an arrivals
 * hall), and a family seen from behind with everything they could carry.
 */
import { mix } from '../color.ts';
import { glyph, LETTER_NAMES } from '../glyphs.ts';
import type { MotifId } from '../motifs/index.ts';
import { n, rect, repeat } from '../shapes.ts';
import { backdrop, choose, finish, type Scene, sprinkleStars, stand, zigzag } from './common.ts';

export const platform: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 180);
  const edge = h * 0.74;
  const train = subject.motifs.includes('locomotive');
  if (train) {
    const cars = Math.max(2, Math.round(w / (h * 0.55)));
    for (let i = 0; i < cars; i += 1) {
      stand(c, i === cars - 1 ? 'locomotive' : 'carriage', w * 0.32 + i * h * 0.42, edge, h * 0.4, {
        color: mix(pal.soft, pal.ink, 0.45),
        accent: pal.gold,
        flip: true,
      });
    }
  } else {
    c.add(
      `<g fill="${pal.light}" opacity="0.7">${repeat(7, (i) => rect(w * 0.04 + i * w * 0.14, h * 0.2, w * 0.12, h * 0.4))}</g>`,
    );
    c.add(
      `<rect x="${n(w * 0.3)}" y="${n(h * 0.08)}" width="${n(w * 0.4)}" height="${n(h * 0.1)}" fill="${pal.ink}"/>`,
    );
    c.add(
      `<g color="${pal.light}">${rng
        .shuffle(LETTER_NAMES)
        .slice(0, 5)
        .map((l, i) => glyph(l, w * 0.36 + i * h * 0.08, h * 0.1, h * 0.06, 2))
        .join('')}</g>`,
    );
  }
  c.add(
    `<rect y="${n(edge)}" width="${w}" height="${n(h - edge)}" fill="${mix(pal.light, pal.ground[1], 0.3)}"/>`,
  );
  c.add(`<rect y="${n(edge)}" width="${w}" height="${n(h * 0.015)}" fill="${pal.accent}"/>`);
  if (train) {
    zigzag(c, h * 0.08, h * 0.04, pal.ink, Math.round(w / (h * 0.06)), true);
    for (let i = 0; i < 4; i += 1)
      c.add(
        `<rect x="${n(w * (0.1 + i * 0.27))}" y="${n(h * 0.08)}" width="${n(h * 0.02)}" height="${n(edge - h * 0.08)}" fill="${pal.ink}"/>`,
      );
  }
  if (subject.moods.has('winter'))
    sprinkleStars(c, rng, pal.light, Math.round(w / 22), h * 0.12, h, h * 0.009);
  const people = choose(subject, ['figure'], ['woman', 'man', 'kid', 'walker'], 4, true);
  const baggage: MotifId[] = [
    'suitcase',
    ...(subject.motifs.includes('birdcage') ? (['birdcage'] as MotifId[]) : []),
    'suitcase',
  ];
  people.forEach((id, i) => {
    stand(c, id, w * (0.12 + i * 0.1), h * 0.97, h * (id === 'kid' ? 0.4 : 0.44), {
      color: i % 2 ? pal.ink : pal.accent,
      accent: pal.gold,
      shadow: pal.shade,
    });
  });
  baggage.forEach((id, i) => {
    stand(c, id, w * (0.16 + i * 0.13), h * 0.99, h * (id === 'birdcage' ? 0.16 : 0.14), {
      color: pal.ink,
      accent: pal.accent,
      shadow: pal.shade,
    });
  });
  stand(c, 'lamppost', w * 0.9, h * 0.9, h * 0.6, { color: pal.ink, accent: pal.gold });
  finish(c, pal, rng);
};
