/**
 * Readers' text on the operator's terminal (admin listings): one line, with control characters
 * (an escape sequence could rewrite the terminal) and bidirectional overrides (which reorder what
 * is shown) replaced by U+FFFD, and cut to `max` characters when given.
 */
const UNSAFE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

export function plainLine(text: string, max?: number): string {
  const flat = text.replace(/\s+/g, ' ').trim().replace(UNSAFE, '\ufffd');
  if (max === undefined) return flat;
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
}
