/**
 * Whether an address's fragment names a paragraph anchor (`paragraph-anchors.ts` makes them). A
 * module of its own: the header's language switch asks it on every page, and the anchoring itself
 * loads with the reading pages only (docs/architecture.md#first-visit).
 */
export function isParagraphAnchor(hash: string): boolean {
  return /^#p-[0-9a-z]{7}(-\d+)?$/.test(hash);
}
