/**
 * A mizrekh-like papercut: one sheet in a single colour, mirrored about the centre: the tree of life
 * or the subject's emblem in the middle, pairs of beasts and birds, a crown above, lace borders.
 */
import type { MotifId } from '../motifs/index.ts';
import {
  backdrop,
  choose,
  finish,
  frameLines,
  put,
  type Scene,
  scallopBand,
  stand,
  zigzag,
} from './common.ts';

export const emblem: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 135);
  const sheet = pal.ink;
  const centre = subject.motifs.includes('tree')
    ? 'tree'
    : (choose(subject, ['emblem', 'plant', 'object', 'building'], ['tree'], 1, true)[0] ?? 'tree');
  const pairs: MotifId[][] = [
    ['lion', 'deer'],
    ['deer', 'bird'],
    ['lion', 'goat'],
    ['bird', 'deer'],
    ['deer', 'lion'],
  ];
  const creatures = choose(subject, ['creature'], rng.pick(pairs), 3);
  const ground = h * 0.86;
  zigzag(c, h * 0.05, h * 0.035, sheet, Math.round(w / (h * 0.05)), true);
  scallopBand(c, ground, h * 0.14, sheet, Math.round(w / (h * 0.09)), pal.ground[1]);
  const heroSize = h * (centre === 'tree' ? 0.7 : 0.5);
  stand(c, centre, w / 2, ground + h * 0.01, heroSize, {
    color: sheet,
    accent: pal.accent,
    shadow: pal.shade,
  });
  if (centre !== 'crown' && rng.chance(0.7))
    put(c, 'crown', w / 2, h * 0.17, h * 0.16, { color: sheet, accent: pal.accent, shadow: pal.shade });
  const [inner, outer, sky] = [
    creatures[0] ?? 'lion',
    creatures[1] ?? 'deer',
    rng.pick(['bird', 'dove', 'bird'] as const),
  ];
  const spread = Math.min(w * 0.2, h * 0.42);
  for (const s of [1, -1]) {
    stand(c, inner as MotifId, w / 2 - s * spread, ground + h * 0.01, h * 0.34, {
      color: sheet,
      accent: pal.accent,
      flip: s < 0,
      shadow: pal.shade,
    });
    if (w / h > 1.2)
      stand(c, outer as MotifId, w / 2 - s * spread * 2, ground + h * 0.01, h * 0.3, {
        color: sheet,
        accent: pal.accent,
        flip: s < 0,
        shadow: pal.shade,
      });
    put(c, sky as MotifId, w / 2 - s * spread * 1.2, h * 0.28, h * 0.16, {
      color: sheet,
      accent: pal.accent,
      flip: s < 0,
      shadow: pal.shade,
    });
    put(c, 'pomegranate', w / 2 - s * spread * (w / h > 1.2 ? 2.2 : 1.6), h * 0.2, h * 0.1, {
      color: sheet,
      accent: pal.accent,
    });
    put(c, 'star', w / 2 - s * spread * 0.55, h * 0.14, h * 0.08, { color: sheet, accent: pal.accent });
  }
  frameLines(c, h * 0.025, sheet, h * 0.003, 0.8);
  finish(c, pal, rng);
};
