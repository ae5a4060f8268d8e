/**
 * The site's font faces and the characters they carry (`scripts/subset-fonts.ts` makes the files;
 * `global.css` declares them). One file per face holds both alphabets, so a Russian page, whose
 * digits and punctuation are Latin code points, loads one file per face, not two.
 */

function range(from: number, to: number): string {
  let text = '';
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

/**
 * Basic Latin, Latin-1 (« », accented letters of transliterations), the Cyrillic of Russian,
 * Ukrainian and Belarusian (with ґ and the stress mark), general punctuation (dashes, quotes, …),
 * №, the euro and rouble signs, ™ and the arrows the interface draws as text.
 */
export const FONT_TEXT = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  '\u0131\u0152\u0153\u02c6\u02da\u02dc\u0301',
  range(0x400, 0x45f),
  '\u0490\u0491',
  range(0x2010, 0x2027),
  '\u2030\u2039\u203a\u20ac\u20bd\u2116\u2122',
  range(0x2190, 0x2193),
].join('');

export interface FontFace {
  family: 'PT Sans' | 'PT Serif';
  weight: 400 | 700;
  style: 'normal' | 'italic';
  /** The full font in Debian's fonts-paratype. */
  source: string;
  file: string;
}

export const FONT_FACES: readonly FontFace[] = [
  { family: 'PT Sans', weight: 400, style: 'normal', source: 'PTS55F.ttf', file: 'pt-sans-400.woff2' },
  { family: 'PT Sans', weight: 700, style: 'normal', source: 'PTS75F.ttf', file: 'pt-sans-700.woff2' },
  { family: 'PT Serif', weight: 400, style: 'normal', source: 'PTF55F.ttf', file: 'pt-serif-400.woff2' },
  { family: 'PT Serif', weight: 700, style: 'normal', source: 'PTF75F.ttf', file: 'pt-serif-700.woff2' },
  {
    family: 'PT Serif',
    weight: 400,
    style: 'italic',
    source: 'PTF56F.ttf',
    file: 'pt-serif-400-italic.woff2',
  },
];
