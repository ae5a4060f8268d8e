/**
 * A shtetl street cut from paper: a far row of roofs in a quiet tone, the main row in ink on the
 * horizon, a pale road in front where people, carts and the story's hero stand, and a sky above.
 */
import { mix } from '../color.ts';
import { MOTIFS, type MotifId } from '../motifs/index.ts';
import { n } from '../shapes.ts';
import {
  backdrop,
  choose,
  finish,
  put,
  type Scene,
  type SceneInput,
  sprinkleStars,
  stand,
} from './common.ts';

const BUILDINGS = [
  'bakery',
  'synagogue',
  'stonesynagogue',
  'church',
  'shop',
  'gallery',
  'domehall',
  'fortress',
  'house',
  'castle',
  'well',
  'sweepwell',
];

function heroSize(id: MotifId, h: number): number {
  if (id === 'golem') return h * 0.56;
  const kind = MOTIFS[id].kind;
  if (kind === 'figure') return h * 0.3;
  if (kind === 'vehicle') return h * 0.28;
  if (kind === 'creature') return h * 0.2;
  return h * 0.18;
}

export function skyline(
  input: SceneInput,
  horizon: number,
  tall: number,
  extra: readonly MotifId[] = [],
): void {
  const { c, pal, rng, subject } = input;
  const w = c.width;
  const night = subject.moods.has('night');
  const main = [...extra, ...choose(subject, ['building'], [], 3).filter((b) => BUILDINGS.includes(b))];
  if (main.length === 0 && rng.chance(0.5))
    main.push(rng.pick(['synagogue', 'shop', 'stonesynagogue'] as const));
  const count = Math.max(4, Math.round(w / (tall * 0.95)));
  const centre = rng.int(Math.floor(count * 0.3), Math.ceil(count * 0.6));
  const slots = Array.from({ length: count }, (_, i) => i);
  const far = mix(pal.soft, pal.ground[0], 0.25);
  for (let i = 0; i < count + 1; i += 1) {
    const x = ((i + rng.range(0.1, 0.6)) / count) * w;
    stand(
      c,
      rng.pick(['house', 'house', 'church', 'pine', 'roundtree', 'gallery'] as const),
      x,
      horizon - tall * 0.18,
      tall * rng.range(0.55, 0.75),
      {
        color: far,
        flip: rng.chance(0.5),
      },
    );
  }
  for (const i of slots) {
    const offset = i - centre;
    const id: MotifId =
      offset === 0 && main[0]
        ? main[0]
        : offset === 2 && main[1]
          ? main[1]
          : offset === -2 && main[2]
            ? main[2]
            : rng.pick(['house', 'house', 'shop', 'bakery', 'gallery', 'roundtree', 'house'] as const);
    const big = offset === 0 ? 1.3 : MOTIFS[id].kind === 'plant' ? rng.range(0.85, 1.05) : rng.range(0.82, 1);
    const x = ((i + 0.5) / count) * w + rng.range(-0.12, 0.12) * (w / count);
    stand(c, id, x, horizon + tall * 0.02, tall * big, {
      color: pal.ink,
      accent: night ? pal.gold : pal.accent,
      flip: id !== 'shop' && id !== 'bakery' && rng.chance(0.5),
      shadow: pal.shade,
    });
  }
}

export const street: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  const night = subject.moods.has('night');
  backdrop(c, pal, 180);
  const moonLeft = rng.chance(0.5);
  const token = subject.strong
    .slice(0, 2)
    .find((m) => m !== 'regionmap' && ['object', 'emblem'].includes(MOTIFS[m].kind));
  if (token) {
    const r = h * 0.2;
    const x = w * (moonLeft ? 0.22 : 0.78);
    c.add(
      `<circle cx="${n(x)}" cy="${n(h * 0.3)}" r="${n(r * 1.08)}" fill="${pal.ink}" opacity="0.25"/><circle cx="${n(x)}" cy="${n(h * 0.3)}" r="${n(r)}" fill="${pal.dark ? pal.gold : pal.light}"/>`,
    );
    put(c, token, x, h * 0.3, r * 1.3, {
      color: pal.dark ? mix(pal.ground[1], '#000000', 0.3) : pal.ink,
      accent: pal.accent,
    });
  } else if (night || subject.motifs.includes('moon') || rng.chance(0.45)) {
    put(
      c,
      'moon',
      w * (moonLeft ? rng.range(0.12, 0.28) : rng.range(0.72, 0.88)),
      h * 0.24,
      h * (subject.motifs.includes('moon') ? 0.36 : 0.22),
      {
        color: pal.dark ? pal.gold : pal.light,
        flip: !moonLeft,
      },
    );
  }
  if (night) sprinkleStars(c, rng, pal.light, Math.round(w / 40), h * 0.04, h * 0.45, h * 0.02);
  else put(c, 'cloud', w * (moonLeft ? 0.7 : 0.3), h * 0.18, h * 0.3, { color: pal.light, opacity: 0.7 });
  if (!night || rng.chance(0.4)) {
    for (let i = 0; i < rng.int(2, 4); i += 1) {
      put(c, 'bird', w * rng.range(0.3, 0.7), h * rng.range(0.1, 0.3), h * rng.range(0.06, 0.09), {
        color: pal.soft,
        flip: rng.chance(0.3),
      });
    }
  }
  const horizon = h * 0.8;
  const ships = ['steamer', 'sailboat', 'lighthouse'];
  if (subject.moods.has('sea') || subject.strong.some((m) => ships.includes(m))) {
    c.add(
      `<rect y="${n(h * 0.56)}" width="${w}" height="${n(h * 0.26)}" fill="${mix(pal.light, '#6f8fa6', 0.3)}"/>`,
    );
    put(c, 'steamer', w * (moonLeft ? 0.7 : 0.3), h * 0.55, h * 0.26, {
      color: pal.soft,
      accent: pal.accent,
    });
    put(c, 'sailboat', w * 0.5, h * 0.54, h * 0.2, { color: pal.soft, accent: pal.accent });
  }
  skyline(input, horizon, h * 0.36);
  const road = subject.moods.has('winter') ? pal.light : mix(pal.light, pal.ground[1], 0.35);
  c.add(`<path d="M0 ${horizon}Q${w / 2} ${horizon - h * 0.02} ${w} ${horizon}V${h}H0Z" fill="${road}"/>`);
  c.add(`<rect y="${horizon - 2}" width="${w}" height="${h * 0.012}" fill="${pal.ink}"/>`);
  if (subject.moods.has('winter'))
    sprinkleStars(c, rng, pal.light, Math.round(w / 25), 0, horizon, h * 0.008);
  const heroes = choose(subject, ['figure', 'vehicle', 'creature'], [], 3, true);
  const fiddlerOnRoof = heroes.includes('fiddler');
  const placed = heroes.filter((id) => id !== 'fiddler' && !ships.includes(id));
  placed.forEach((id, i) => {
    const size = heroSize(id, h);
    const x =
      w * (placed.length === 1 ? rng.range(0.3, 0.7) : 0.22 + (0.56 * i) / Math.max(1, placed.length - 1));
    stand(c, id, x, h * 0.97, size, {
      color: id === 'golem' ? mix(pal.ink, pal.gold, 0.35) : pal.accent,
      accent: pal.gold,
      flip: rng.chance(0.5),
      shadow: pal.shade,
    });
  });
  if (fiddlerOnRoof)
    put(c, 'fiddler', w * rng.range(0.25, 0.75), h * 0.36, h * 0.2, {
      color: pal.accent,
      accent: pal.gold,
      shadow: pal.shade,
    });
  finish(c, pal, rng);
};
