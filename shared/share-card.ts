/**
 * Where the importer puts the share card of an item that has no picture of its own: the
 * title on the site's background, one per locale, under the media root. The page names the same
 * path as its `og:image`. An item with a picture is shared with the picture's preview crop
 * (`sharePreviewPath`), written beside the cards by the importer's image pipeline.
 */
import type { Locale } from './locales.ts';

export type ShareCardKind = 'chapters';

export function shareCardPath(kind: ShareCardKind, slug: string, locale: Locale): string {
  return `${SHARE_DIR}/${kind}/${slug}.${locale}.jpg`;
}

/** The folder under the media root the share cards and previews live in. */
export const SHARE_DIR = 'share';

/** Open Graph's large preview: every page's `og:image` has this size (docs/architecture.md#content-packs-and-media). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The preview of an item's picture (a media path): the picture cropped to SHARE_IMAGE_SIZE at import.
 * A share card is already that size and is its own preview.
 */
export function sharePreviewPath(mediaPath: string): string {
  if (mediaPath.startsWith(`${SHARE_DIR}/`)) return mediaPath;
  return `${SHARE_DIR}/previews/${mediaPath.replace(/\.[A-Za-z0-9]+$/, '')}.jpg`;
}
