/**
 * Card previews (156 x 192, drawn at 312 x 384): one motif that names the subject, framed as a
 * papercut window: an arch, a medallion, or the open sheet with a sun disc behind the motif.
 */
import { mix } from '../color.ts';
import { MOTIFS } from '../motifs/index.ts';
import { n, repeat } from '../shapes.ts';
import {
  backdrop,
  choose,
  finish,
  put,
  type Scene,
  scallopBand,
  sprinkleStars,
  stand,
  zigzag,
} from './common.ts';

export const card: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 150);
  const picks = choose(
    subject,
    ['emblem', 'object', 'figure', 'creature', 'building', 'vehicle', 'plant', 'sky'],
    ['star', 'tree'],
    2,
    true,
  );
  const hero = picks[0] ?? 'star';
  const second = picks[1] ?? (hero === 'tree' ? 'bird' : 'star');
  const layout = rng.pick(['arch', 'medallion', 'sheet'] as const);
  const heroKind = MOTIFS[hero].kind;
  const tall = ['figure', 'building', 'plant'].includes(heroKind) || hero === 'candles' || hero === 'menorah';
  const panel = pal.dark ? mix(pal.ink, pal.ground[0], 0.1) : pal.light;
  const onPanel = pal.dark ? mix(pal.ground[1], '#000000', 0.3) : pal.ink;
  if (layout === 'arch') {
    const m = w * 0.1;
    const arch = `M${n(m)} ${n(h - m)}V${n(m + (w - 2 * m) / 2)}A${n((w - 2 * m) / 2)} ${n((w - 2 * m) / 2)} 0 0 1 ${n(w - m)} ${n(m + (w - 2 * m) / 2)}V${n(h - m)}Z`;
    c.add(
      `<path d="${arch}" fill="${panel}"/><path d="${arch}" fill="none" stroke="${pal.ink}" stroke-width="${n(w * 0.012)}" transform="translate(${n(w * 0.5)} ${n(h * 0.5)}) scale(1.06) translate(${n(-w * 0.5)} ${n(-h * 0.5)})"/>`,
    );
    const floor = h - m - h * 0.1;
    c.add(
      `<rect x="${n(m)}" y="${n(floor)}" width="${n(w - 2 * m)}" height="${n(h * 0.1)}" fill="${onPanel}"/>`,
    );
    c.add(
      `<g fill="${panel}">${repeat(7, (i) => `<circle cx="${n(m + ((i + 0.5) * (w - 2 * m)) / 7)}" cy="${n(floor + h * 0.05)}" r="${n(w * 0.015)}"/>`)}</g>`,
    );
    stand(c, hero, w / 2, floor + 1, w * (tall ? 0.66 : 0.56), {
      color: onPanel,
      accent: pal.accent,
      shadow: pal.shade,
    });
    for (const s of [1, -1])
      put(c, 'star', w / 2 - s * w * 0.27, h * 0.12, w * 0.09, { color: pal.ink, accent: pal.accent });
    put(c, second, w / 2, m + w * 0.16, w * 0.18, {
      color: pal.accent,
      accent: pal.gold,
      flip: rng.chance(0.5),
    });
  } else if (layout === 'medallion') {
    const cy = h * 0.42;
    const r = w * 0.38;
    c.add(
      `<circle cx="${n(w / 2)}" cy="${n(cy)}" r="${n(r * 1.08)}" fill="${pal.ink}"/><circle cx="${n(w / 2)}" cy="${n(cy)}" r="${n(r)}" fill="${panel}"/>`,
    );
    c.add(
      `<g fill="${pal.dark ? pal.ground[1] : pal.light}">${repeat(24, (i) => {
        const a = (i / 24) * Math.PI * 2;
        return `<circle cx="${n(w / 2 + Math.cos(a) * r * 1.04)}" cy="${n(cy + Math.sin(a) * r * 1.04)}" r="${n(r * 0.018)}"/>`;
      })}</g>`,
    );
    put(c, hero, w / 2, cy, r * 1.45, { color: onPanel, accent: pal.accent, shadow: pal.shade });
    scallopBand(c, h * 0.86, h * 0.14, pal.ink, 6, pal.ground[1]);
    for (const s of [1, -1])
      stand(c, MOTIFS[second].kind === 'creature' ? second : 'bird', w / 2 - s * w * 0.3, h * 0.86, w * 0.2, {
        color: pal.ink,
        accent: pal.accent,
        flip: s < 0,
      });
  } else {
    sprinkleStars(c, rng, pal.light, 12, h * 0.05, h * 0.5, w * 0.03);
    c.add(
      `<circle cx="${n(w * rng.range(0.4, 0.6))}" cy="${n(h * 0.4)}" r="${n(w * 0.36)}" fill="${pal.light}" opacity="${pal.dark ? 0.25 : 0.6}"/>`,
    );
    zigzag(c, h * 0.86, h * 0.04, pal.ink, 8, false);
    stand(c, hero, w / 2, h * 0.8, w * (tall ? 0.74 : 0.64), {
      color: pal.ink,
      accent: pal.accent,
      shadow: pal.shade,
    });
    put(c, second, w * 0.8, h * 0.14, w * 0.2, { color: pal.accent, accent: pal.gold, flip: true });
  }
  finish(c, pal, rng);
};
