/**
 * The short-post share text of docs/product.md#validation: at most 278 characters minus the length of the shared URL,
 * cut at a word boundary and ended with dots. Lengths are counted in code points (what short-post
 * networks count), and the cut never splits a grapheme, so emoji and accented letters stay whole.
 */
import { SHORT_POST_LIMIT } from '../constants.ts';
import { graphemes } from './graphemes.ts';

export const SHARE_DOTS = '…';

const codePoints = (text: string) => Array.from(text).length;

export function shortPostBudget(url: string, limit: number = SHORT_POST_LIMIT): number {
  return Math.max(0, limit - codePoints(url));
}

export function shortPostText(text: string, url: string, limit: number = SHORT_POST_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const budget = shortPostBudget(url, limit);
  if (codePoints(clean) <= budget) return clean;
  const room = budget - codePoints(SHARE_DOTS);
  if (room <= 0) return '';
  // The longest run of whole graphemes that fits, then back to the last word boundary inside it.
  // Only the head that can fit is segmented (a grapheme is at least one UTF-16 unit, and a code point
  // at most two), and lengths are counted as they grow, so a long text costs no more than a short one.
  let kept = '';
  let used = 0;
  for (const part of graphemes(clean.slice(0, 2 * room + 2))) {
    const size = codePoints(part);
    if (used + size > room) break;
    kept += part;
    used += size;
  }
  const boundary = kept.lastIndexOf(' ');
  const words = boundary > 0 ? kept.slice(0, boundary) : kept;
  // Dots after a comma or a dash read badly: trailing punctuation goes before them.
  const trimmed = words.replace(/[\s,;:.\-–—]+$/u, '');
  return `${trimmed || words}${SHARE_DOTS}`;
}
