/**
 * The comment preview of docs/product.md#states, docs/product.md#constants: a comment longer than 150 characters shows its first 150
 * and a dots button that expands it. Characters are grapheme clusters (docs/rules.md R4).
 */
import { COMMENT_PREVIEW_LENGTH } from '../constants.ts';
import { graphemes } from './graphemes.ts';

export interface CommentPreview {
  text: string;
  /** The text was shortened: the dots button is shown. */
  cut: boolean;
}

export function commentPreview(content: string, limit: number = COMMENT_PREVIEW_LENGTH): CommentPreview {
  // Most comments are short: a length under the limit in UTF-16 units is under it in graphemes too.
  if (content.length <= limit) return { text: content, cut: false };
  const parts = graphemes(content);
  if (parts.length <= limit) return { text: content, cut: false };
  return { text: parts.slice(0, limit).join('').trimEnd(), cut: true };
}
