/**
 * A catalogue sheet: rows of medallions, each with one motif, like a primer's picture alphabet or a
 * museum's table of carved symbols.
 */
import { mix } from '../color.ts';
import { glyph, LETTER_NAMES } from '../glyphs.ts';
import type { MotifId } from '../motifs/index.ts';
import { n } from '../shapes.ts';
import { backdrop, choose, finish, frameLines, put, type Scene } from './common.ts';

const CREATION: MotifId[] = ['sun', 'cloud', 'tree', 'moon', 'fish', 'deer', 'candles'];
const PRIMER: MotifId[] = ['house', 'challah', 'goat', 'horse', 'woman', 'bird', 'fish', 'apple'];

export const sheet: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 160);
  const creation = /creation|творени|seven round medallions|семи круглых медальонов/i.test(subject.text);
  const primer = !creation && subject.motifs.includes('letters');
  const items = creation
    ? CREATION
    : primer
      ? PRIMER.slice(0, 5)
      : choose(
          subject,
          ['object', 'emblem', 'creature', 'plant', 'building', 'sky'],
          ['candles', 'crown', 'deer', 'lion', 'bird', 'books'],
          10,
          true,
        );
  const count = items.length;
  const rows = count > 5 ? 2 : 1;
  const cols = Math.ceil(count / rows);
  const cell = Math.min((w * 0.9) / cols, (h * 0.82) / rows);
  const y0 = h / 2 - (rows * cell) / 2;
  const disc = mix(pal.light, pal.ground[1], 0.3);
  items.forEach((id, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? count - cols * (rows - 1) : cols;
    const col = i % cols;
    const x = w / 2 + (col - (inRow - 1) / 2) * cell;
    const y = y0 + (row + 0.5) * cell;
    if (primer) {
      c.add(
        `<rect x="${n(x - cell * 0.42)}" y="${n(y - cell * 0.46)}" width="${n(cell * 0.84)}" height="${n(cell * 0.92)}" fill="${disc}" stroke="${pal.ink}" stroke-width="${n(cell * 0.012)}"/>`,
      );
      c.add(
        `<g color="${pal.ink}">${glyph(LETTER_NAMES[i] ?? 'alef', x - cell * 0.2, y - cell * 0.42, cell * 0.4, 2)}</g>`,
      );
      put(c, id, x, y + cell * 0.22, cell * 0.36, { color: pal.accent, accent: pal.gold });
      return;
    }
    c.add(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(cell * 0.44)}" fill="${pal.ink}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(cell * 0.4)}" fill="${disc}"/>`,
    );
    put(c, id, x, y, cell * 0.56, {
      color: i % 3 === 1 ? pal.accent : pal.ink,
      accent: i % 3 === 1 ? pal.gold : pal.accent,
    });
  });
  frameLines(c, h * 0.03, pal.ink, h * 0.003, 0.7);
  finish(c, pal, rng);
};
