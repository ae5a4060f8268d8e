/**
 * What counts as an empty comment (docs/product.md#validation: silently not sent; docs/rules.md R4: refused by the server):
 * nothing left after removing white space and the invisible characters people paste by accident.
 */
const INVISIBLE = /[\s\u00ad\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/gu;

export function isBlankComment(content: string): boolean {
  return content.replace(INVISIBLE, '') === '';
}
