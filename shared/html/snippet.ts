/**
 * Search snippets (R5): PostgreSQL's `ts_headline` marks hits with sentinel characters that plain
 * text cannot contain (`plainText` strips them); the text is HTML-escaped and only then are the
 * sentinels turned into `<mark>` tags, so `<mark>` is the only markup a snippet can carry.
 */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the sentinels are control characters on purpose
const SENTINELS = /([\u0001\u0002])/;

export function highlightToHtml(headline: string): string {
  let open = false;
  let out = '';
  for (const part of headline.split(SENTINELS)) {
    if (part === HIGHLIGHT_START) {
      if (!open) out += '<mark>';
      open = true;
    } else if (part === HIGHLIGHT_STOP) {
      if (open) out += '</mark>';
      open = false;
    } else {
      out += escapeHtml(part);
    }
  }
  return open ? `${out}</mark>` : out;
}
