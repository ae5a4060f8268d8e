/**
 * Book covers (600 x 800): a cloth binding with a spine band, a blind-stamped double frame, a blank
 * title plate, and one emblem for the book's section: the scroll and its guardians for the Torah, a
 * map medallion for history, letter tiles for language.
 */
import { mix } from '../color.ts';
import { n, repeat } from '../shapes.ts';
import { choose, finish, frameLines, put, type Scene, stand } from './common.ts';
import { regionMap } from './map.ts';

export const cover: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  c.add(`<rect width="${w}" height="${h}" fill="${c.linear([pal.ground[0], pal.ground[1]], 170)}"/>`);
  const spine = w * 0.07;
  c.add(`<rect width="${n(spine)}" height="${h}" fill="${mix(pal.ground[1], '#000000', 0.25)}"/>`);
  c.add(
    `<g fill="${pal.gold}" opacity="0.7">${repeat(5, (i) => `<rect x="0" y="${n(h * (0.1 + i * 0.2))}" width="${n(spine)}" height="${n(h * 0.008)}"/>`)}</g>`,
  );
  c.add(`<rect x="${n(spine)}" width="${n(w * 0.012)}" height="${h}" fill="#000000" opacity="0.15"/>`);
  c.add(`<g transform="translate(${n(spine * 0.6)} 0) scale(${n((w - spine * 0.6) / w)} 1)">`);
  frameLines(c, w * 0.07, pal.gold, w * 0.004, 0.9);
  c.add('</g>');
  const plate = { x: w * 0.24, y: h * 0.12, w: w * 0.6, h: h * 0.16 };
  c.add(
    `<rect x="${n(plate.x)}" y="${n(plate.y)}" width="${n(plate.w)}" height="${n(plate.h)}" rx="${n(w * 0.01)}" fill="${pal.light}" stroke="${pal.gold}" stroke-width="${n(w * 0.006)}"/>`,
  );
  c.add(
    `<g fill="${pal.dark ? mix(pal.ground[1], '#000000', 0.3) : pal.ink}" opacity="0.8"><rect x="${n(plate.x + plate.w * 0.14)}" y="${n(plate.y + plate.h * 0.34)}" width="${n(plate.w * 0.72)}" height="${n(plate.h * 0.12)}"/><rect x="${n(plate.x + plate.w * 0.28)}" y="${n(plate.y + plate.h * 0.6)}" width="${n(plate.w * 0.44)}" height="${n(plate.h * 0.07)}"/></g>`,
  );
  const cx = spine / 2 + w / 2;
  const cy = h * 0.6;
  if (/torah|тор[аы]|bereshit|берешит|genesis|бытие/i.test(subject.text)) {
    stand(c, 'scroll', cx, cy + h * 0.2, w * 0.4, { color: pal.ink, accent: pal.gold, shadow: pal.shade });
    for (const s of [1, -1])
      stand(c, 'lion', cx - s * w * 0.26, cy + h * 0.2, w * 0.28, {
        color: pal.ink,
        accent: pal.gold,
        flip: s < 0,
        shadow: pal.shade,
      });
    put(c, 'crown', cx, cy - h * 0.13, w * 0.26, { color: pal.gold, accent: pal.accent });
  } else if (/histor|истори/i.test(subject.text)) {
    const r = w * 0.3;
    const clip = c.uid('cv');
    c.def(`<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`);
    c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.06)}" fill="${pal.gold}"/>`);
    c.add(`<g clip-path="url(#${clip})">`);
    regionMap(
      input,
      { x: cx - r, y: cy - r, w: r * 2, h: r * 2 },
      subject.towns.length > 0 ? subject.towns : ['kyiv', 'lviv', 'odesa', 'berdychiv', 'uman'],
    );
    c.add('</g>');
    for (const s of [1, -1])
      stand(c, 'house', cx - s * r * 0.98, cy + r + h * 0.08, w * 0.13, {
        color: pal.ink,
        flip: s < 0,
        shadow: pal.shade,
      });
    stand(c, 'synagogue', cx, cy + r + h * 0.09, w * 0.2, {
      color: pal.ink,
      accent: pal.gold,
      shadow: pal.shade,
    });
  } else {
    put(c, 'letters', cx, cy, w * 0.5, { color: pal.ink, shadow: pal.shade });
    for (const s of [1, -1])
      put(c, 'bird', cx - s * w * 0.2, cy + h * 0.2, w * 0.18, {
        color: pal.ink,
        accent: pal.gold,
        flip: s < 0,
      });
    const extra = choose(subject, ['object', 'emblem'], ['book'], 1, true)[0] ?? 'book';
    put(c, extra === 'letters' ? 'book' : extra, cx, cy + h * 0.23, w * 0.14, {
      color: pal.accent,
      accent: pal.gold,
    });
  }
  finish(c, pal, rng);
};
