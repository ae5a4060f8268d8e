/**
 * The allowlist for editors' HTML (docs/rules.md R5, docs/product.md#content-and-engagement): what may reach a page through
 * `dangerouslySetInnerHTML`. Everything not named here is dropped when content enters the database.
 */
import type { IOptions } from 'sanitize-html';

export const EDITOR_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'br',
  'span',
  'mark',
] as const;

/** docs/product.md#screens: icons inside `text-with-icon` blocks are excluded from the image popup. */
export const EDITOR_CLASSES = ['text-with-icon'] as const;

export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Images come from the media root (`/storage/…`) or, when listed here, from these hosts. */
export const IMAGE_HOSTS: readonly string[] = [];

export const MEDIA_URL_PREFIX = '/storage/';

/** Where an `img` may point: a clean path under the media root or https on an allowlisted host. */
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith(MEDIA_URL_PREFIX)) {
    const rest = src.slice(MEDIA_URL_PREFIX.length);
    return (
      rest.length > 0 &&
      !/[\\\0]|%2e|%2f|%5c/i.test(rest) &&
      !rest.split('/').some((s) => s === '..' || s === '.' || s === '')
    );
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && IMAGE_HOSTS.includes(url.hostname);
}

/** The keywords `img` `loading` and `decoding` take (HTML standard); anything else is dropped. */
export const IMAGE_LOADING = ['lazy', 'eager'] as const;
export const IMAGE_DECODING = ['async', 'sync', 'auto'] as const;

/** One `srcset` candidate: a URL and at most one width or density descriptor. */
const SRCSET_CANDIDATE = /^(\S+?)(?:\s+(?:[1-9]\d{0,4}w|\d{1,2}(?:\.\d{1,3})?x))?$/;

/**
 * A `srcset` whose every candidate points where an `img` `src` may (`isAllowedImageSrc`). Strict on
 * purpose: a comma inside a URL, an unknown descriptor or one bad URL fails the whole value, so a
 * half-trusted list never reaches a page.
 */
export function isAllowedSrcset(srcset: string | undefined): boolean {
  if (!srcset) return false;
  const candidates = srcset.split(',').map((candidate) => candidate.trim());
  return candidates.every((candidate) => {
    const url = SRCSET_CANDIDATE.exec(candidate)?.[1];
    return url !== undefined && isAllowedImageSrc(url);
  });
}

/** `sizes`: media conditions and lengths; the only functions are CSS math (no `url(`, no quotes). */
const SIZES_CHARACTERS = /^[a-z0-9\s().,:%+*/-]+$/i;
const SIZES_FUNCTIONS = ['calc', 'min', 'max', 'clamp'];

export function isAllowedSizes(sizes: string | undefined): boolean {
  if (!sizes || sizes.length > 300 || !SIZES_CHARACTERS.test(sizes)) return false;
  const functions = sizes.match(/[a-z-]+(?=\()/gi) ?? [];
  return functions.every((name) => SIZES_FUNCTIONS.includes(name.toLowerCase()));
}

/**
 * The `img` attributes whose values the allowlist cannot check by name alone: a bad `srcset` or
 * `sizes` is dropped whole, `loading` and `decoding` keep only their keywords.
 */
export function cleanImageAttributes(attribs: Record<string, string>): Record<string, string> {
  const clean = { ...attribs };
  if ('srcset' in clean && !isAllowedSrcset(clean.srcset)) delete clean.srcset;
  if ('sizes' in clean && (!clean.srcset || !isAllowedSizes(clean.sizes))) delete clean.sizes;
  if ('loading' in clean && !(IMAGE_LOADING as readonly string[]).includes(clean.loading ?? '')) {
    delete clean.loading;
  }
  if ('decoding' in clean && !(IMAGE_DECODING as readonly string[]).includes(clean.decoding ?? '')) {
    delete clean.decoding;
  }
  return clean;
}

export const editorHtmlOptions: IOptions = {
  allowedTags: [...EDITOR_TAGS],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': [...EDITOR_CLASSES] },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  // Pasted documents often carry a top-level heading or divs; keep their text in allowed shapes.
  transformTags: {
    h1: 'h2',
    div: 'p',
    img: (tagName, attribs) => ({ tagName, attribs: cleanImageAttributes(attribs) }),
  },
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};
