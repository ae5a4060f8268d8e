/**
 * Editors' HTML enters the database through `sanitizeEditorHtml` (R5: sanitize once, when stored,
 * not per request). `htmlToText` gives the plain text that search indexes and highlights.
 */
import sanitizeHtml from 'sanitize-html';
import { editorHtmlOptions } from './policy.ts';

export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, editorHtmlOptions).trim();
}

const BLOCK_END = /<\/(?:p|h[2-6]|li|blockquote|figcaption|figure|caption|td|th|tr|table|ul|ol)>|<br\s*\/?>/g;

/**
 * Plain text of editors' HTML, whitespace collapsed. Control characters are removed, so the
 * search highlighter's sentinels (`snippet.ts`) can never come from content.
 */
export function htmlToText(html: string): string {
  const safe = sanitizeEditorHtml(html).replace(BLOCK_END, '$& ');
  const escaped = sanitizeHtml(safe, { allowedTags: [], allowedAttributes: {} });
  // sanitize-html decodes every entity and re-escapes exactly these three in text nodes.
  return plainText(escaped.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Collapses whitespace and drops control characters of text that is already plain. */
export function plainText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}
