/**
 * User-perceived characters (docs/rules.md R4): text is cut only between grapheme clusters, so an emoji,
 * a flag or a letter with its combining accent is never split and no U+FFFD can appear.
 */
let segmenter: Intl.Segmenter | undefined;

/**
 * Text made only of characters that never join their neighbours into one cluster (Latin, Greek and
 * Cyrillic letters without combining marks, digits, spaces, common punctuation): each UTF-16 unit is a
 * grapheme, and the segmenter, slow per character, is not needed.
 */
const ONE_UNIT_GRAPHEMES =
  /^[\u0020-\u007e\u00a0-\u02ff\u0370-\u0377\u037a-\u037f\u0384-\u03ff\u0400-\u0482\u048a-\u052f\u2010-\u2027\u2030-\u205e\u20a0-\u20c0\u2116\u2122]*$/;

export function graphemes(text: string): string[] {
  if (ONE_UNIT_GRAPHEMES.test(text)) return text.split('');
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
