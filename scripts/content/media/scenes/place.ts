/**
 * Map places (480 x 320, large variant 1440 x 960): the town's silhouette with its landmark in the
 * middle, and in the sky a round map medallion with the town marked in pomegranate.
 */
import { mix } from '../color.ts';
import { paletteFor } from '../palette.ts';
import { n } from '../shapes.ts';
import { backdrop, finish, put, type Scene } from './common.ts';
import { regionMap } from './map.ts';
import { skyline } from './street.ts';

export const place: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 180);
  const mapLeft = rng.chance(0.5);
  put(c, 'cloud', w * (mapLeft ? 0.7 : 0.3), h * 0.2, h * 0.36, { color: pal.light, opacity: 0.7 });
  const landmark = subject.strong.find((m) =>
    [
      'synagogue',
      'stonesynagogue',
      'fortress',
      'castle',
      'domehall',
      'steamer',
      'church',
      'matzeva',
    ].includes(m),
  );
  const sea = subject.moods.has('sea');
  const horizon = h * 0.84;
  if (sea) {
    c.add(
      `<rect y="${n(h * 0.6)}" width="${w}" height="${n(h * 0.3)}" fill="${mix(pal.light, '#6f8fa6', 0.35)}"/>`,
    );
    put(c, 'steamer', w * (mapLeft ? 0.72 : 0.28), h * 0.62, h * 0.3, { color: pal.soft });
    put(c, 'sailboat', w * 0.5, h * 0.6, h * 0.2, { color: pal.soft, accent: pal.accent });
  }
  skyline(input, horizon, h * 0.38, landmark && landmark !== 'steamer' ? [landmark] : []);
  c.add(`<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${pal.ink}"/>`);
  const r = h * 0.2;
  const cx = mapLeft ? r * 1.35 : w - r * 1.35;
  const cy = r * 1.3;
  const clip = c.uid('pl');
  c.def(`<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`);
  c.add(
    `<circle cx="${n(cx + r * 0.06)}" cy="${n(cy + r * 0.08)}" r="${n(r * 1.08)}" fill="${pal.shade}" opacity="0.18"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.08)}" fill="${pal.ink}"/>`,
  );
  c.add(`<g clip-path="url(#${clip})">`);
  regionMap(
    { ...input, pal: paletteFor(undefined, 'paper') },
    { x: cx - r, y: cy - r, w: r * 2, h: r * 2 },
    subject.towns.slice(0, 1),
    { zoom: 7, dotShare: 0.03 },
  );
  c.add('</g>');
  finish(c, pal, rng);
};
