/**
 * Where the importer puts the share card of an item that has no picture of its own: the
 * title on the site's background, one per locale, under the media root. The page names the same
 * path as its `og:image`.
 */
import type { Locale } from './locales.ts';

export type ShareCardKind = 'chapters';

export function shareCardPath(kind: ShareCardKind, slug: string, locale: Locale): string {
  return `share/${kind}/${slug}.${locale}.jpg`;
}
