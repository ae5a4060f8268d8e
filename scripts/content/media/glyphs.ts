/**
 * Square-script Hebrew letters drawn as strokes on a 10 x 10 grid (no font files, so rendering never
 * depends on what a machine has installed). Horizontal strokes are heavier, as in a scribe's hand.
 */
import { n } from './shapes.ts';

const LETTERS: Record<string, string> = {
  alef: 'M1.5 1.5L8.5 9.5|M8 1.5V3.5Q8 5 6 5.2|M2 9.5V7Q2 5.4 3.6 5',
  bet: 'M1 1.5H7.8V8.8|M0.6 9H9.6',
  gimel: 'M2.5 1.5H6V9.5|M6 6.5L3 9.5',
  dalet: 'M0.8 1.5H9.4|M7.6 1.5V9.8',
  he: 'M0.8 1.5H8.6V9.8|M2.4 4.6V9.8',
  vav: 'M3 1.5H6V9.8',
  zayin: 'M2 1.5H8.4|M5 1.5V9.8',
  chet: 'M1.6 9.8V1.5H8.6V9.8',
  yod: 'M3 1.5H6V5',
  kaf: 'M1 1.5H7Q8.6 1.5 8.6 3.4V7.4Q8.6 9 7 9H1',
  lamed: 'M2 -2.4V3.2H8.4V6.4L5.4 9.8',
  mem: 'M1 1.5H8.4V9.2H4.4|M3 1.5L1.8 9.2',
  nun: 'M3 1.5H6V9|M1.8 9.2H6.6',
  samekh: 'M1 1.5H9V6.6Q9 9.2 5 9.2Q1 9.2 1 6.6Z',
  ayin: 'M1.5 1.5L5.4 7.6|M8.6 1.5L6.6 8.4Q6 9.4 1.4 9.4',
  pe: 'M1 1.5H8.4V9.2H1|M3.4 1.5V4.6H1.6',
  tsadi: 'M1.5 1.5L7.6 8.6|M8.6 1.5Q8.6 5 6 5.6|M1 9.2H8.8',
  kuf: 'M1 1.5H8.6V5.6|M2.4 4.4V12',
  resh: 'M1 1.5H7.2Q8.6 1.5 8.6 3V9.8',
  shin: 'M1.4 1.5V8Q1.4 9.2 3 9.2H8.6V1.5|M5 1.5V6.6',
  tav: 'M0.8 1.5H8.6V9.8|M2.6 1.5V8.6L1.2 9.8',
};

export const LETTER_NAMES = Object.keys(LETTERS);

/** One letter as a stroked path whose box starts at (x, y) and is `size` wide. */
export function glyph(name: string, x: number, y: number, size: number, weight = 1.5): string {
  const d = LETTERS[name] ?? LETTERS.alef ?? '';
  const s = size / 10;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="${d.replaceAll('|', '')}" fill="none" stroke="currentColor" stroke-width="${n(weight)}" stroke-linecap="square" stroke-linejoin="miter"/></g>`;
}

/** A line of letters set right to left from `right`, chosen by the caller's sequence. */
export function glyphLine(
  names: readonly string[],
  right: number,
  y: number,
  size: number,
  weight = 1.5,
): string {
  return names.map((name, i) => glyph(name, right - (i + 1) * size * 1.15, y, size, weight)).join('');
}

/** Rows of short bars standing for small print at a distance. */
export function textLines(
  x: number,
  y: number,
  width: number,
  rows: number,
  gap: number,
  thickness: number,
  widths: readonly number[],
): string {
  const out: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const w = width * (widths[row % widths.length] ?? 1);
    out.push(
      `<rect x="${n(x + width - w)}" y="${n(y + row * gap)}" width="${n(w)}" height="${n(thickness)}"/>`,
    );
  }
  return out.join('');
}
