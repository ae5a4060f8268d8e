/**
 * Team avatars (240 x 240): a monogram medallion with an abstract bust, never a face. The hair line
 * and collar vary per person, a small emblem of the role sits at the bottom of the wreath.
 */
import { mix } from '../color.ts';
import { bust, type Hair } from '../motifs/people.ts';
import { leaf, n, repeat } from '../shapes.ts';
import { backdrop, choose, finish, put, type Scene } from './common.ts';

/** Russian men's names that end like women's. */
const MASCULINE_A = ['Илья', 'Никита', 'Кузьма', 'Фома', 'Лука', 'Савва', 'Данила'];

export const avatar: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 150);
  const r = w * 0.4;
  const [cx, cy] = [w / 2, h / 2];
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${pal.light}"/>`);
  const first = subject.text.split(' ')[0]?.trim() ?? '';
  const feminine = /[ая]$/i.test(first) && !MASCULINE_A.includes(first);
  const hair: Hair = rng.pick(
    feminine ? (['bun', 'bob', 'curly', 'long'] as const) : (['short', 'cap', 'curly'] as const),
  );
  const collar = rng.pick(feminine ? (['plain', 'v', 'scarf'] as const) : (['plain', 'v', 'tie'] as const));
  const clip = c.uid('av');
  c.def(`<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`);
  c.add(`<g clip-path="url(#${clip})">`);
  c.place(bust(hair, collar), {
    x: cx,
    y: cy + r * 0.3,
    size: r * 1.45,
    color: pal.dark ? mix(pal.ground[1], '#000000', 0.3) : pal.ink,
  });
  c.add('</g>');
  const wreath = repeat(26, (i) => {
    const a = Math.PI * 0.62 + (i / 26) * Math.PI * 1.76;
    const x = cx + Math.cos(a) * r * 1.1;
    const y = cy + Math.sin(a) * r * 1.1;
    return leaf(x, y, r * 0.13, r * 0.04, (a * 180) / Math.PI + (i % 2 ? 60 : 120));
  });
  c.add(`<g fill="${pal.ink}">${wreath}</g>`);
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${pal.ink}" stroke-width="${n(w * 0.012)}"/>`,
  );
  const emblem = choose(subject, ['object', 'emblem'], ['star'], 1, true)[0] ?? 'star';
  c.add(`<circle cx="${n(cx)}" cy="${n(cy + r * 1.02)}" r="${n(r * 0.2)}" fill="${pal.accent}"/>`);
  put(c, emblem, cx, cy + r * 1.02, r * 0.26, { color: pal.light, accent: pal.gold });
  finish(c, pal, rng);
};
