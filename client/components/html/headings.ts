/**
 * Editors write a text's sections at whatever level they like (the demo pack's start at h3, since a
 * material's chapter is an h2). Where a text follows the page's h1 directly (a place, a book chapter),
 * its headings are moved up so the highest is `top`, keeping their order: an h1 → h3 jump breaks the
 * outline a screen reader walks (docs/testing.md#benchmarks). The HTML is the sanitizer's output, whose tags are
 * lower-case and attribute values quoted, so a tag name can be told from text by its `<`.
 */
export function shiftHeadings(html: string, top: 2 | 3): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
  if (levels.length === 0) return html;
  const shift = Math.min(...levels) - top;
  if (shift <= 0) return html;
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/g, (_tag, close: string, level: string) => {
    return `<${close}h${Math.max(top, Number(level) - shift)}`;
  });
}
