/**
 * Text on tag colours must meet WCAG AA (docs/product.md#visual-language). Tags bring a CSS gradient and a text colour
 * from the API; `readableInk` keeps the tag's colour when it reaches 4.5:1 against every stop of the
 * gradient and otherwise picks the site's ink or paper, whichever reads better.
 */
export const AA_TEXT_CONTRAST = 4.5;
export const INK = '#1d1a16';
export const PAPER = '#fffdf9';

type Rgb = [number, number, number];

export function parseHex(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

/** The hex colour stops of a CSS background (a gradient or a single colour). */
export function colourStops(background: string): Rgb[] {
  return [...background.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi)]
    .map((m) => parseHex(m[0]))
    .filter((rgb): rgb is Rgb => rgb !== null);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The lowest contrast of a text colour over any stop of a background. */
export function minContrast(text: string, background: string): number {
  const ink = parseHex(text);
  const stops = colourStops(background);
  if (!ink || stops.length === 0) return 0;
  return Math.min(...stops.map((stop) => contrastRatio(ink, stop)));
}

export function readableInk(background: string, preferred: string): string {
  if (minContrast(preferred, background) >= AA_TEXT_CONTRAST) return preferred;
  return minContrast(INK, background) >= minContrast(PAPER, background) ? INK : PAPER;
}

/** A usable background: the tag's own when it names colours, the paper tone otherwise. */
export function safeBackground(background: string): string {
  return colourStops(background).length > 0 && !/url\(|expression|;|[<>{}]/i.test(background)
    ? background
    : '#f2ebdf';
}
