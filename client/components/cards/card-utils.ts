/** Small rules the cards share: which tag tints a card, and where an API link may point. */
import type { Tag } from '../../../shared/schemas/content.ts';
import { safeBackground } from '../tags/contrast.ts';

/**
 * The main tag (type 0) tints the image background; any tag when there is no main one
 * (docs/product.md#visual-language).
 */
export function mainTag<T extends Pick<Tag, 'type'>>(tags: readonly T[]): T | undefined {
  return tags.find((t) => t.type === 0) ?? tags[0];
}

export function tintOf(tags: readonly Pick<Tag, 'type' | 'gradient'>[]): string | undefined {
  const tag = mainTag(tags);
  return tag ? safeBackground(tag.gradient) : undefined;
}

/**
 * The material card's explicit link (docs/product.md#screens) when it is a same-site path; anything else (another
 * scheme, a protocol-relative address) gives way to the card's own address.
 */
export function internalLink(link: string | undefined, fallback: string): string {
  return link && /^\/(?![/\\])[^\s]*$/.test(link) ? link : fallback;
}
