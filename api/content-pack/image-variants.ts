/**
 * Narrower copies of the images in editors' HTML, written with sharp at import beside each
 * original in the media root, and the size of every such image for `html-images.ts`. The material
 * with three 960 px figures sent them whole to a 375 px phone.
 *
 * Widths 480, 960 and 1440: a phone's column at 1x, at 2x–3x, and the widest figure (768 CSS px) on
 * a 2x screen. Never upscaled: an image narrower than 1440 gets one variant at its own width instead
 * of the wider steps, and one of 480 px or less gets none (there is nothing worth saving).
 *
 * Format: WebP, whatever the source. At the same width it is 20–50 % smaller than the demo pack's
 * JPEGs (figure-2: 39.6 KB JPEG, 31.6 KB WebP at 960 px; 14.5 KB WebP against 18.4 KB mozjpeg at
 * 480 px), keeps a PNG's transparency, and every browser the build targets (ES2022: Safari 16,
 * Chrome/Firefox of 2021) decodes it, which matters because `srcset` has no type to fall back on.
 * AVIF was smaller still but took 10–20 times as long to encode, on every fresh media folder.
 * GIFs (animation) and SVGs (vector) get their size but no variants.
 *
 * Re-import stays cheap: a variant newer than its original is left alone (the same test as
 * `copyMedia`), so a second import only reads the images and their headers.
 *
 * The same pass writes the share previews (`share-card.ts`): each picture a page is shared with,
 * cropped to 1200x630 for its `og:image`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { isAllowedImageSrc, MEDIA_URL_PREFIX } from '../../shared/html/policy.ts';
import { type ImageInfo, variantPath } from './html-images.ts';
import { editorHtmlFields, htmlImages } from './media.ts';
import type { Pack } from './read.ts';
import { previewSources, writeSharePreview } from './share-card.ts';

export const VARIANT_WIDTHS = [480, 960, 1440] as const;
const WEBP = { quality: 80, effort: 4 } as const;
const RESIZABLE = new Set(['jpeg', 'png', 'webp']);

/** The variant widths an image `width` px wide gets (see the header). */
export function variantWidths(width: number): number[] {
  const smallest = VARIANT_WIDTHS[0];
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? smallest;
  if (width <= smallest) return [];
  const steps: number[] = VARIANT_WIDTHS.filter((step) => step < width);
  if (width <= largest) steps.push(width);
  return steps;
}

export interface PreparedImages {
  /** Every readable image of the pack's HTML, by media path. */
  images: Map<string, ImageInfo>;
  /** Variant files written by this run (0 on a re-import of the same media). */
  written: number;
  /** Share previews written by this run (0 on a re-import of the same media). */
  previews: number;
  /** Files that exist but sharp could not read: their `<img>` stays as written. */
  unreadable: string[];
}

async function isFresh(target: string, source: { mtimeMs: number }): Promise<boolean> {
  const stat = await fs.stat(target).catch(() => undefined);
  return stat !== undefined && stat.size > 0 && stat.mtimeMs >= source.mtimeMs;
}

/** Encodes to a temporary name and renames, so a reader never gets half a file. */
async function writeVariant(source: Buffer, target: string, width: number): Promise<void> {
  const partial = `${target}.${process.pid}.partial`;
  try {
    await sharp(source).autoOrient().resize({ width }).webp(WEBP).toFile(partial);
    await fs.rename(partial, target);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

async function prepareOne(
  mediaDir: string,
  mediaPath: string,
): Promise<{ info?: ImageInfo; written: number; unreadable?: true }> {
  const file = path.join(mediaDir, mediaPath);
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) return { written: 0 };
  // From the bytes, not the path: libvips may answer a file name it opened before from its cache (the
  // variants test saw a replaced file's old size that way), and an API importing again must not.
  const source = await fs.readFile(file);
  let meta: Metadata;
  try {
    meta = await sharp(source).metadata();
  } catch {
    return { written: 0, unreadable: true };
  }
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) return { written: 0, unreadable: true };
  const widths = RESIZABLE.has(meta.format) ? variantWidths(width) : [];
  let written = 0;
  for (const step of widths) {
    const target = variantPath(file, step);
    if (await isFresh(target, stat)) continue;
    await writeVariant(source, target, step);
    written += 1;
  }
  return { info: { width, height, variants: widths }, written };
}

/**
 * Reads the size of every image the pack's HTML shows from the media root (after `copyMedia`) and
 * writes the variants that are missing or older than their original. Two images at a time: sharp
 * already spreads one image over its threads, and the machine serves pages meanwhile.
 */
export async function prepareImages(pack: Pack, mediaDir: string): Promise<PreparedImages> {
  // Only clean paths under the root (R20): a pack's `../` must not read or write outside it.
  const paths = [...new Set(editorHtmlFields(pack).flatMap(htmlImages))]
    .filter((mediaPath) => isAllowedImageSrc(`${MEDIA_URL_PREFIX}${mediaPath}`))
    .sort();
  const prepared: PreparedImages = { images: new Map(), written: 0, previews: 0, unreadable: [] };
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const mediaPath = paths[next++] as string;
      const result = await prepareOne(mediaDir, mediaPath);
      if (result.info) prepared.images.set(mediaPath, result.info);
      if (result.unreadable) prepared.unreadable.push(mediaPath);
      prepared.written += result.written;
    }
  };
  await Promise.all(Array.from({ length: Math.min(2, os.availableParallelism()) }, worker));
  const previews = previewSources(pack);
  let nextPreview = 0;
  const previewWorker = async () => {
    while (nextPreview < previews.length) {
      const preview = previews[nextPreview++] as (typeof previews)[number];
      if (await writeSharePreview(mediaDir, preview)) prepared.previews += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(2, os.availableParallelism()) }, previewWorker));
  prepared.unreadable.sort();
  return prepared;
}
