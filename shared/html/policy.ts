/**
 * The allowlist for editors' HTML (RELIABILITY R5, DESIGN §4): what may reach a page through
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

/** Spec §2: icons inside `text-with-icon` blocks are excluded from the image popup. */
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

export const editorHtmlOptions: IOptions = {
  allowedTags: [...EDITOR_TAGS],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
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
  transformTags: { h1: 'h2', div: 'p' },
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};
