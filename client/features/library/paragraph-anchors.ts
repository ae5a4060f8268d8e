/**
 * Stable anchors in editors' HTML (deep links to paragraphs): every paragraph gets an `id`
 * made from its own text (`p-` and a short hash), so a link to it survives edits elsewhere in the
 * text, and every h2/h3 one made the same way (`h-…`) for the article's table of contents. Two equal
 * texts in one block get `-2`, `-3`. The sanitizer allows no `id` (shared/html/policy.ts), so the
 * only ids are these; an element that has one already is left alone, which makes the transform
 * idempotent (a course page re-reads HTML the server already anchored). Pure string work: the server
 * and the browser produce the same markup.
 */

const ANCHORED = /<(p|h2|h3)((?:\s[^>]*)?)>([\s\S]*?)<\/\1>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The plain text of an HTML fragment: tags dropped, the common entities decoded, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** FNV-1a over the text's UTF-16 units, in base 36: short, stable, and the same on both sides. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36).padStart(7, '0');
}

export interface Heading {
  id: string;
  level: 2 | 3;
  text: string;
}

export interface AnchoredHtml {
  html: string;
  headings: Heading[];
}

const cache = new Map<string, AnchoredHtml>();
const CACHE_MAX = 200;

export function anchorHtml(html: string): AnchoredHtml {
  const known = cache.get(html);
  if (known) return known;
  const used = new Map<string, number>();
  const headings: Heading[] = [];
  const out = html.replace(ANCHORED, (whole, tag: string, attrs: string, inner: string) => {
    const existing = /\sid="([^"]*)"/.exec(attrs);
    const text = plainText(inner);
    let id = existing?.[1];
    if (!id) {
      if (!text) return whole;
      const base = `${tag === 'p' ? 'p' : 'h'}-${hash(text)}`;
      const seen = (used.get(base) ?? 0) + 1;
      used.set(base, seen);
      id = seen === 1 ? base : `${base}-${seen}`;
    }
    if (tag !== 'p') headings.push({ id, level: tag === 'h2' ? 2 : 3, text });
    return existing ? whole : `<${tag} id="${id}"${attrs}>${inner}</${tag}>`;
  });
  const result = { html: out, headings };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(html, result);
  return result;
}

export { isParagraphAnchor } from './paragraph-anchor.ts';
