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

/**
 * A face: PT Sans or PT Serif (ParaType, SIL Open Font License 1.1, from Google Fonts' release in the
 * `@expo-google-fonts` packages), renamed as the licence asks of a modified font: "PT Sans" and "PT
 * Serif" are Reserved Font Names, and a subset is a modification.
 */
export interface FontFace {
  family: 'DA Sans' | 'DA Serif';
  subfamily: 'Regular' | 'Bold' | 'Italic';
  weight: 400 | 700;
  style: 'normal' | 'italic';
  /** The full font, under node_modules. */
  source: string;
  file: string;
}

const sans = (name: string) => `@expo-google-fonts/pt-sans/${name}/PTSans_${name}.ttf`;
const serif = (name: string) => `@expo-google-fonts/pt-serif/${name}/PTSerif_${name}.ttf`;

export const FONT_FACES: readonly FontFace[] = [
  {
    family: 'DA Sans',
    subfamily: 'Regular',
    weight: 400,
    style: 'normal',
    source: sans('400Regular'),
    file: 'da-sans-400.woff2',
  },
  {
    family: 'DA Sans',
    subfamily: 'Bold',
    weight: 700,
    style: 'normal',
    source: sans('700Bold'),
    file: 'da-sans-700.woff2',
  },
  {
    family: 'DA Serif',
    subfamily: 'Regular',
    weight: 400,
    style: 'normal',
    source: serif('400Regular'),
    file: 'da-serif-400.woff2',
  },
  {
    family: 'DA Serif',
    subfamily: 'Bold',
    weight: 700,
    style: 'normal',
    source: serif('700Bold'),
    file: 'da-serif-700.woff2',
  },
  {
    family: 'DA Serif',
    subfamily: 'Italic',
    weight: 400,
    style: 'italic',
    source: serif('400Regular_Italic'),
    file: 'da-serif-400-italic.woff2',
  },
];
