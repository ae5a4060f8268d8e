/**
 * Images in editors' HTML, made cheap to lay out and to load: each `<img>` whose file is
 * in the media root gets its size (`width`/`height`, so the browser reserves the box before the file
 * arrives: no layout shift), `loading="lazy"`, `decoding="async"`, and a `srcset` of the narrower
 * variants the importer wrote beside it (`image-variants.ts`) with a `sizes` fitting the reading
 * column. It runs at import on the sanitizer's output, so pages serve it as stored. What an editor
 * wrote wins: their `width`, `height`, `alt`, `loading`, `decoding`, `srcset` and `sizes` are kept.
 * Images that are missing (they may arrive later) or not under the media root stay as they were.
 */
import { isAllowedImageSrc, isAllowedSrcset, MEDIA_URL_PREFIX } from '../../shared/html/policy.ts';
import { sanitizeEditorHtml } from '../../shared/html/sanitize.ts';

/** What the importer knows about one image file of the media root. */
export interface ImageInfo {
  /** Intrinsic size as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  /** Widths of the WebP variants written beside the file, narrowest first. */
  variants: readonly number[];
}

/** The known images, by media path relative to the media root (`materials/x/figure-1.jpg`). */
export type ImageLookup = (mediaPath: string) => ImageInfo | undefined;

/** A variant's file beside its original: `figure-1.jpg` → `figure-1.jpg.480w.webp` (never ambiguous). */
export function variantPath(mediaPath: string, width: number): string {
  return `${mediaPath}.${width}w.webp`;
}

/*
 * The reading column (client/components/html/RichHtml.module.css and the `.page` rules of
 * client/styles/global.css): the page pads 20 px a side below 768 px, the text is at most
 * `--reading-width` (42rem = 672 px, reached from a 712 px viewport), and from 1024 px a figure bleeds
 * 3rem into each margin (768 px). An image is never drawn wider than its `width` either.
 */
const PAGE_GUTTERS_PX = 40;
const READING_PX = 672;
const FIGURE_PX = 768;
const WIDE_VIEWPORT_PX = 1024;

export function readingSizes(displayWidth: number): string {
  const entries: string[] = [];
  if (displayWidth > READING_PX) {
    entries.push(`(min-width: ${WIDE_VIEWPORT_PX}px) ${Math.min(displayWidth, FIGURE_PX)}px`);
  }
  const column = Math.min(displayWidth, READING_PX);
  entries.push(`(min-width: ${column + PAGE_GUTTERS_PX}px) ${column}px`);
  entries.push(`calc(100vw - ${PAGE_GUTTERS_PX}px)`);
  return entries.join(', ');
}

const IMG_TAG = /<img\b([^>]*?)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g;

/** The sanitizer escapes these four in attribute values; a file name is looked up unescaped. */
function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function positiveInteger(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,5}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** The tag with the attributes the file allows added; `undefined` when it stays as it was. */
function enrichTag(attributes: Map<string, string>, lookup: ImageLookup): Map<string, string> | undefined {
  const src = attributes.get('src');
  if (!src) return undefined;
  const plainSrc = unescapeAttribute(src);
  if (!plainSrc.startsWith(MEDIA_URL_PREFIX) || !isAllowedImageSrc(plainSrc)) return undefined;
  const info = lookup(plainSrc.slice(MEDIA_URL_PREFIX.length));
  if (!info || info.width <= 0 || info.height <= 0) return undefined;

  const out = new Map(attributes);
  const givenWidth = positiveInteger(attributes.get('width'));
  const givenHeight = positiveInteger(attributes.get('height'));
  const ratio = info.height / info.width;
  // Only the editor's own sizes are kept; the missing one follows the file's aspect ratio.
  if (!attributes.has('width') && !attributes.has('height')) {
    out.set('width', String(info.width));
    out.set('height', String(info.height));
  } else if (!attributes.has('height') && givenWidth) {
    out.set('height', String(Math.max(1, Math.round(givenWidth * ratio))));
  } else if (!attributes.has('width') && givenHeight) {
    out.set('width', String(Math.max(1, Math.round(givenHeight / ratio))));
  }
  if (!out.has('loading')) out.set('loading', 'lazy');
  if (!out.has('decoding')) out.set('decoding', 'async');

  if (!out.has('srcset') && info.variants.length > 0) {
    const srcset = info.variants.map((width) => `${variantPath(src, width)} ${width}w`).join(', ');
    // A URL the policy would not take back (a comma in a file name) gets no srcset rather than a broken one.
    if (isAllowedSrcset(unescapeAttribute(srcset))) {
      out.set('srcset', srcset);
      const displayWidth = positiveInteger(out.get('width')) ?? info.width;
      if (!out.has('sizes')) out.set('sizes', readingSizes(displayWidth));
    }
  }
  return out;
}

/** `srcset` and `sizes` right after `src`, the rest in the editor's order, additions at the end. */
function serialize(attributes: Map<string, string>): string {
  const order = [...attributes.keys()].filter((name) => name !== 'srcset' && name !== 'sizes');
  const srcAt = order.indexOf('src') + 1;
  order.splice(srcAt, 0, ...['srcset', 'sizes'].filter((name) => attributes.has(name)));
  const parts = order.map((name) => {
    const value = attributes.get(name) ?? '';
    return value === '' && name !== 'alt' ? name : `${name}="${value}"`;
  });
  return `<img ${parts.join(' ')} />`;
}

/**
 * Adds size, lazy loading and variants to the images of sanitized editors' HTML. The result is what
 * the sanitizer would give back unchanged (same quoting and `<img … />` form), so the web tier's
 * second pass (`server/upstream/sanitize-answer.ts`) keeps every attribute.
 */
export function enrichImages(html: string, lookup: ImageLookup): string {
  return html.replace(IMG_TAG, (tag, body: string) => {
    const attributes = new Map<string, string>();
    for (const [, name, value] of body.matchAll(ATTRIBUTE)) {
      if (name) attributes.set(name.toLowerCase(), value ?? '');
    }
    const enriched = enrichTag(attributes, lookup);
    return enriched ? serialize(enriched) : tag;
  });
}

/** How the writers store a field of editors' HTML: sanitized (R5), then its images enriched. */
export type StoreHtml = (html: string) => string;

export function storeEditorHtml(images: ReadonlyMap<string, ImageInfo>): StoreHtml {
  return (html) => enrichImages(sanitizeEditorHtml(html), (mediaPath) => images.get(mediaPath));
}
