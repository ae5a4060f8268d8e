/**
 * Virtual gallery exhibits (1200 x 900, large variant 1920 x 1440): one object on a museum wall or
 * plinth, in flat colours of brass, silver, pewter, tin or paper, with a label card beside it.
 */
import { Canvas } from '../canvas.ts';
import { mix } from '../color.ts';
import type { MotifId } from '../motifs/index.ts';
import { paletteFor } from '../palette.ts';
import { n, rect } from '../shapes.ts';
import { finish, type Scene, type SceneInput, stand } from './common.ts';
import { emblem } from './emblem.ts';
import { poster } from './poster.ts';
import { rosette } from './rosette.ts';

const METALS = {
  brass: { base: '#a8823a', sheen: '#fbe6a6' },
  silver: { base: '#9a9c98', sheen: '#ffffff' },
  pewter: { base: '#7c7a72', sheen: '#ece8dc' },
  tin: { base: '#8a8880', sheen: '#f5f2ea' },
} as const;

interface Exhibit {
  match: RegExp;
  motif?: MotifId;
  metal?: keyof typeof METALS;
  framed?: 'papercut' | 'ceiling' | 'poster' | 'ketubah' | 'sketch';
  size: number;
}

const EXHIBITS: Exhibit[] = [
  { match: /hanukkah|ханук/i, motif: 'benchlamp', metal: 'brass', size: 0.62 },
  { match: /mizrekh|мизрах|papercut/i, framed: 'papercut', size: 0.7 },
  { match: /kiddush|кидуш/i, motif: 'kiddush', metal: 'silver', size: 0.6 },
  { match: /ketub|ктуб/i, framed: 'ketubah', size: 0.72 },
  { match: /pointer|yad|указк/i, motif: 'yad', metal: 'silver', size: 0.7 },
  { match: /ceiling|плафон|потол/i, framed: 'ceiling', size: 0.74 },
  { match: /sketch|эскиз|набросок/i, framed: 'sketch', size: 0.7 },
  { match: /spice|пряност/i, motif: 'spicebox', metal: 'silver', size: 0.66 },
  { match: /candlestick|подсвечник/i, motif: 'candles', metal: 'brass', size: 0.62 },
  { match: /seder|седер/i, motif: 'seder', metal: 'pewter', size: 0.6 },
  { match: /tzedakah|цдак|charity/i, motif: 'tzedakah', metal: 'tin', size: 0.48 },
  { match: /poster|афиш/i, framed: 'poster', size: 0.72 },
];

const WALLS = ['#2f3b33', '#4b4239', '#25303d', '#4a2626', '#3a3a42'];

function framed(input: SceneInput, kind: NonNullable<Exhibit['framed']>, size: number): void {
  const { c, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  const ph = h * size;
  const pw = kind === 'ceiling' ? ph * 1.3 : kind === 'poster' || kind === 'ketubah' ? ph * 0.72 : ph * 1.25;
  const [x, y] = [w / 2 - pw / 2, h * 0.43 - ph / 2];
  const border = ph * 0.05;
  c.add(
    `<rect x="${n(x - border + ph * 0.02)}" y="${n(y - border + ph * 0.03)}" width="${n(pw + border * 2)}" height="${n(ph + border * 2)}" fill="#000000" opacity="0.3"/>`,
  );
  c.add(
    `<rect x="${n(x - border)}" y="${n(y - border)}" width="${n(pw + border * 2)}" height="${n(ph + border * 2)}" fill="${kind === 'ceiling' ? '#5b3b22' : '#2a211a'}"/>`,
  );
  const inner = new Canvas(Math.round(pw), Math.round(ph), `${kind}-`);
  const sub = { ...input, c: inner, rng: rng.fork(kind) };
  if (kind === 'papercut') emblem({ ...sub, pal: paletteFor(undefined, 'pomegranate') });
  else if (kind === 'ceiling') rosette({ ...sub, pal: paletteFor(undefined, 'ink') });
  else if (kind === 'poster')
    poster({
      ...sub,
      pal: paletteFor(undefined, 'paper'),
      subject: { ...subject, strong: ['masks', 'star'], motifs: ['masks', 'star'] },
    });
  else {
    const paper = '#f1e7d2';
    if (kind === 'ketubah') {
      inner.add(`<rect width="${inner.width}" height="${inner.height}" fill="#3b2f22"/>`);
      stand(inner, 'ketubah', pw / 2, ph * 0.97, ph * 0.94, { color: paper, accent: '#8f2d2a' });
      stand(inner, 'vine', pw * 0.1, ph * 0.98, ph * 0.46, { color: '#b8893a', accent: '#8f2d2a' });
      stand(inner, 'vine', pw * 0.9, ph * 0.98, ph * 0.46, {
        color: '#b8893a',
        accent: '#8f2d2a',
        flip: true,
      });
    } else {
      inner.add(`<rect width="${inner.width}" height="${inner.height}" fill="${paper}"/>`);
      const pencil = '#4a4640';
      const ids: MotifId[] = ['house', 'gallery', 'shop', 'house', 'sweepwell', 'house'];
      ids.forEach((id, i) => {
        stand(inner, id, pw * (0.1 + i * 0.16), ph * (0.7 + (i % 2) * 0.04), ph * 0.36, {
          color: pencil,
          outline: 1.4,
          flip: i % 2 === 1,
        });
      });
      stand(inner, 'waterbearer', pw * 0.56, ph * 0.92, ph * 0.3, { color: pencil, outline: 1.6 });
      inner.add(
        `<path d="M0 ${n(ph * 0.76)}Q${n(pw * 0.5)} ${n(ph * 0.7)} ${n(pw)} ${n(ph * 0.8)}" fill="none" stroke="${pencil}" stroke-width="1.5"/>`,
      );
    }
  }
  c.add(inner.nested(x, y, pw, ph));
}

export const gallery: Scene = (input) => {
  const { c, rng, subject, pal } = input;
  const [w, h] = [c.width, c.height];
  const wall = rng.pick(WALLS);
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.linear([mix(wall, '#ffffff', 0.1), mix(wall, '#000000', 0.25)], 180)}"/>`,
  );
  const spot = c.radial('#ffffff', '#ffffff', 0.14, 0);
  c.add(
    `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.38)}" rx="${n(w * 0.42)}" ry="${n(h * 0.48)}" fill="${spot}"/>`,
  );
  const exhibit = EXHIBITS.find((e) => e.match.test(subject.text)) ?? {
    match: /./,
    motif: subject.strong[0] ?? 'kiddush',
    metal: 'brass',
    size: 0.6,
  };
  if (exhibit.framed) {
    framed(input, exhibit.framed, exhibit.size);
  } else {
    const top = h * 0.8;
    c.add(`<rect y="${n(top)}" width="${w}" height="${n(h - top)}" fill="${mix(wall, '#000000', 0.35)}"/>`);
    c.add(`<rect y="${n(top)}" width="${w}" height="${n(h * 0.01)}" fill="${mix(wall, '#ffffff', 0.2)}"/>`);
    const shadow = c.radial('#000000', '#000000', 0.45, 0);
    c.add(
      `<ellipse cx="${n(w / 2)}" cy="${n(top + h * 0.02)}" rx="${n(h * exhibit.size * 0.42)}" ry="${n(h * 0.035)}" fill="${shadow}"/>`,
    );
    const metal = METALS[exhibit.metal ?? 'brass'];
    const id = exhibit.motif ?? 'kiddush';
    stand(c, id, w / 2, top + h * 0.015, h * exhibit.size, {
      color: metal.base,
      accent: '#e89a3c',
      sheen: metal.sheen,
      rotate: id === 'yad' ? -35 : 0,
    });
  }
  const [lx, ly] = exhibit.framed ? [w * 0.82, h * 0.87] : [w * 0.82, h * 0.58];
  c.add(
    `<g><rect x="${n(lx)}" y="${n(ly)}" width="${n(w * 0.1)}" height="${n(h * 0.07)}" fill="#f1ead9"/><g fill="#3a342c">${rect(lx + w * 0.01, ly + h * 0.015, w * 0.07, h * 0.008)}${rect(lx + w * 0.01, ly + h * 0.035, w * 0.05, h * 0.006)}${rect(lx + w * 0.01, ly + h * 0.05, w * 0.06, h * 0.006)}</g></g>`,
  );
  finish(c, { ...pal, dark: true }, rng);
};
