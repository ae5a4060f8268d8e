/**
 * User-perceived characters (RELIABILITY R4): text is cut only between grapheme clusters, so an emoji,
 * a flag or a letter with its combining accent is never split and no U+FFFD can appear.
 */
let segmenter: Intl.Segmenter | undefined;

export function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
