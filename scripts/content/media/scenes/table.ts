/**
 * Still lifes and rooms: objects on a cloth-covered table against a wall with a window, or a room
 * with its one big piece of furniture, a lamp and the small things of the story.
 */
import { mix } from '../color.ts';
import { MOTIFS, type MotifId } from '../motifs/index.ts';
import { n, rect, repeat, sparkle } from '../shapes.ts';
import { backdrop, choose, finish, put, type Scene, type SceneInput, stand } from './common.ts';

const FLAT: Partial<Record<MotifId, number>> = { seder: 0.42, matzo: 0.4, book: 0.7, envelopes: 0.7 };

function window(input: SceneInput, x: number, y: number, w: number, h: number): void {
  const { c, pal, subject } = input;
  const night = subject.moods.has('night') || subject.moods.has('winter');
  const sky = night ? mix('#22304a', pal.ground[0], 0.15) : mix(pal.light, '#9fb8c8', 0.45);
  c.add(
    `<path d="M${n(x)} ${n(y + h)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)}V${n(y + h)}Z" fill="${sky}"/>`,
  );
  if (night)
    c.add(
      `<g fill="${pal.light}">${repeat(9, (i) => sparkle(x + (w * ((i * 37) % 100)) / 100, y + h * (0.15 + ((i * 53) % 60) / 100), w * 0.025))}</g>`,
    );
  if (subject.moods.has('winter'))
    c.add(
      `<path d="M${n(x)} ${n(y + h)}V${n(y + h * 0.82)}Q${n(x + w * 0.5)} ${n(y + h * 0.7)} ${n(x + w)} ${n(y + h * 0.84)}V${n(y + h)}Z" fill="${pal.light}"/>`,
    );
  const bar = w * 0.05;
  c.add(
    `<g fill="${pal.ink}"><path d="M${n(x - bar)} ${n(y + h + bar)}V${n(y + w / 2)}A${n(w / 2 + bar)} ${n(w / 2 + bar)} 0 0 1 ${n(x + w + bar)} ${n(y + w / 2)}V${n(y + h + bar)}H${n(x + w)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 0 ${n(x)} ${n(y + w / 2)}V${n(y + h + bar)}Z"/>${rect(x + w / 2 - bar / 2, y, bar, h)}${rect(x, y + h * 0.5, w, bar)}${rect(x - bar * 2, y + h, w + bar * 4, bar * 1.6)}</g>`,
  );
}

/** Lays objects out in a row, the first in the middle and the rest alternating around it. */
export function arrange(
  input: SceneInput,
  items: MotifId[],
  surface: number,
  big: number,
  gap: number,
): void {
  const { c, pal, rng } = input;
  const sizes = items.map(
    (id, i) => (i === 0 ? big : big * rng.range(0.6, 0.74)) * (MOTIFS[id].kind === 'emblem' ? 0.8 : 1),
  );
  const order = items.map((_, i) => i).sort((a, b) => (a % 2 === 1 ? -a : a) - (b % 2 === 1 ? -b : b));
  const widths = order.map((i) => (sizes[i] ?? 0) * MOTIFS[items[i] as MotifId].width);
  const total = widths.reduce((sum, x) => sum + x, 0) + gap * (widths.length - 1);
  let x = c.width / 2 - total / 2;
  order.forEach((i, k) => {
    const id = items[i] as MotifId;
    const size = sizes[i] ?? 0;
    const cx = x + (widths[k] ?? 0) / 2;
    x += (widths[k] ?? 0) + gap;
    const stretch = FLAT[id];
    stand(c, id, cx, surface, size, {
      color: i % 2 === 0 ? pal.ink : pal.accent,
      accent: i % 2 === 0 ? pal.accent : pal.gold,
      shadow: pal.shade,
      flip: !stretch && rng.chance(0.25),
      ...(stretch ? { stretch } : {}),
    });
  });
}

function wallPicture(input: SceneInput, x: number, y: number, size: number): void {
  const { c, pal, rng } = input;
  const frame = size * 0.06;
  c.add(
    `<rect x="${n(x - size / 2 - frame)}" y="${n(y - size * 0.62 - frame)}" width="${n(size + frame * 2)}" height="${n(size * 1.24 + frame * 2)}" fill="${pal.ink}"/>`,
  );
  c.add(
    `<rect x="${n(x - size / 2)}" y="${n(y - size * 0.62)}" width="${n(size)}" height="${n(size * 1.24)}" fill="${pal.dark ? pal.ground[1] : pal.accent}"/>`,
  );
  put(c, rng.pick(['tree', 'star', 'menorah', 'crown'] as const), x, y, size * 0.82, {
    color: pal.light,
    accent: pal.gold,
  });
}

export const table: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 180);
  const windowLeft = rng.chance(0.5);
  window(input, windowLeft ? w * 0.07 : w * 0.77, h * 0.08, w * 0.16, h * 0.44);
  if (rng.chance(0.6)) wallPicture(input, windowLeft ? w * 0.84 : w * 0.16, h * 0.3, h * 0.2);
  if (subject.motifs.includes('lamp'))
    put(c, 'lamp', w * 0.5, h * 0.14, h * 0.3, { color: pal.ink, accent: pal.gold });
  const top = h * 0.66;
  c.add(`<rect y="${n(top)}" width="${w}" height="${n(h - top)}" fill="${mix(pal.soft, pal.ink, 0.3)}"/>`);
  const cloth = subject.moods.has('checked') ? pal.light : mix(pal.light, pal.ground[0], 0.15);
  const hem = h * 0.93;
  const count = Math.round(w / (h * 0.05));
  let edge = `M-2 ${n(top)}H${n(w + 2)}V${n(hem)}`;
  for (let i = count; i > 0; i -= 1)
    edge += `Q${n(((i - 0.5) / count) * w)} ${n(hem + h * 0.035)} ${n(((i - 1) / count) * w)} ${n(hem)}`;
  c.add(`<path d="${edge}Z" fill="${cloth}"/>`);
  c.add(
    `<rect y="${n(top)}" width="${w}" height="${n(h * 0.1)}" fill="${mix(cloth, pal.ground[1], 0.35)}"/>`,
  );
  if (subject.moods.has('checked')) {
    const sq = h * 0.045;
    let checks = '';
    for (let i = 0; i < w / sq; i += 2) checks += rect(i * sq, top, sq, hem - top);
    for (let j = 0; j < (hem - top) / sq; j += 2) checks += rect(0, top + j * sq, w, sq);
    c.add(`<g fill="${pal.accent}" opacity="0.12">${checks}</g>`);
  } else {
    c.add(
      `<g fill="${mix(cloth, pal.accent, 0.3)}">${repeat(count, (i) => sparkle(((i + 0.5) / count) * w, hem - h * 0.05, h * 0.012))}</g>`,
    );
  }
  const items = choose(subject, ['object', 'emblem'], ['candles', 'challah', 'kiddush', 'book'], 4, true);
  arrange(input, items, top + h * 0.06, h * 0.52, w * 0.025);
  finish(c, pal, rng);
};

const BIG: readonly MotifId[] = [
  'bathtub',
  'bookcase',
  'typecase',
  'easel',
  'gramophone',
  'archive',
  'samovar',
];

export const interior: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 180);
  const floor = h * 0.8;
  c.add(
    `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${mix(pal.soft, pal.ink, 0.2)}"/>`,
  );
  c.add(
    `<g fill="${pal.ink}" opacity="0.25">${repeat(8, (i) => rect(0, floor + i * h * 0.028, w, 1.5))}</g>`,
  );
  c.add(`<rect y="${n(floor - h * 0.02)}" width="${w}" height="${n(h * 0.02)}" fill="${pal.ink}"/>`);
  const left = rng.chance(0.5);
  window(input, left ? w * 0.64 : w * 0.2, h * 0.12, w * 0.14, h * 0.4);
  put(c, 'lamp', left ? w * 0.45 : w * 0.55, h * 0.12, h * 0.26, { color: pal.ink, accent: pal.gold });
  const things = choose(subject, ['object', 'emblem', 'figure'], ['books', 'chair'], 4, true);
  const big = things.find((t) => BIG.includes(t)) ?? (things.includes('book') ? 'bookcase' : undefined);
  if (big)
    stand(c, big, left ? w * 0.26 : w * 0.74, floor + h * 0.02, h * 0.58, {
      color: pal.ink,
      accent: pal.accent,
      shadow: pal.shade,
    });
  const small = things.filter((t) => t !== big).slice(0, 3);
  const tx = left ? w * 0.66 : w * 0.34;
  stand(c, 'table', tx, floor + h * 0.02, h * 0.42, { color: pal.ink, shadow: pal.shade });
  small.forEach((id, i) => {
    const size = h * (i === 0 ? 0.2 : 0.15);
    stand(c, id, tx + (i - (small.length - 1) / 2) * h * 0.16, floor - h * 0.4 + h * 0.14, size, {
      color: i === 0 ? pal.accent : pal.ink,
      accent: pal.gold,
      shadow: pal.shade,
    });
  });
  if (!big)
    stand(c, 'chair', left ? w * 0.3 : w * 0.7, floor + h * 0.02, h * 0.4, {
      color: pal.ink,
      flip: left,
      shadow: pal.shade,
    });
  finish(c, pal, rng);
};
