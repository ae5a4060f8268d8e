/**
 * Gallery pictures (content/README.md): drawn 1200 wide, with a `full_` variant beside each for the
 * lightbox. The API gives no sizes, so tiles reserve the pack's 4:3 and then take the picture's own
 * proportions once it loads (height: auto): nothing is cropped.
 */
export const EXHIBIT_SIZE = { width: 1200, height: 900 } as const;
export const FULL_SIZE = { width: 1920, height: 1440 } as const;

/** `/storage/gallery/a.jpg` → `/storage/gallery/full_a.jpg`. */
export function fullSizeUrl(url: string): string {
  const slash = url.lastIndexOf('/');
  return `${url.slice(0, slash + 1)}full_${url.slice(slash + 1)}`;
}
