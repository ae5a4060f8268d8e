/**
 * Addresses of media under the storage root (docs/product.md#content-and-engagement: media are served at `/storage/{path}`).
 * Pure functions, shared by the cards, the image popup and their tests.
 */
import { MEDIA_URL_PREFIX } from '../../../shared/html/policy.ts';

/** The public address of a media path relative to the storage root (the API's media fields). */
export function storageUrl(path: string): string {
  return `${MEDIA_URL_PREFIX}${path.replace(/^\/+/, '')}`;
}

/** A place's preview is a file name under `place_images/` (docs/product.md#screens, map place card). */
export function placeImageUrl(fileName: string): string {
  return storageUrl(`place_images/${fileName}`);
}

/**
 * The double-density variant beside an image (`preview.jpg` → `preview@2x.jpg`, content/README.md).
 * Answers null for a name without an extension, which has no variant to point at.
 */
export function retinaUrl(url: string): string | null {
  const match = /^(.*\/)?([^/]+)\.([a-z0-9]+)$/i.exec(url);
  if (!match) return null;
  return `${match[1] ?? ''}${match[2]}@2x.${match[3]}`;
}

const SAFE_FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.@-]{0,190}\.(?:jpe?g|png|webp|gif|avif)$/i;

/**
 * The large variant the image popup opens (docs/product.md#screens: the same path with the file name prefixed
 * `full_`). Only storage images of this site (`origin`) with a plain file name qualify (docs/rules.md
 * R20: the fallback is built from a validated file name); anything else answers null and opens as is.
 */
export function fullSizeUrl(src: string, origin = 'http://local.invalid'): string | null {
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return null;
  }
  const path = url.pathname;
  if (url.origin !== new URL(origin).origin || !path.startsWith(MEDIA_URL_PREFIX)) return null;
  const slash = path.lastIndexOf('/');
  const dir = path.slice(0, slash + 1);
  const name = path.slice(slash + 1);
  if (!SAFE_FILE_NAME.test(name) || name.startsWith('full_') || dir.includes('..')) return null;
  return `${dir}full_${name}`;
}
