/**
 * Share cards: an item without a picture of its own is shared with a card drawn at import,
 * its title in the site's serif on the site's paper with the emblem, 1200x630 (the size Open Graph
 * previews draw). `sharp` rasterises the SVG; the same drawing makes the site's own share images.
 *
 * Share previews: an item with a picture is shared with the picture cropped to the same size
 * (docs/architecture.md#content-packs-and-media). The pictures are drawn for the page (a place 480x320,
 * an article, a chapter or a dish 960x540), smaller than the previews share sheets and messengers draw
 * large, which then show a small thumbnail or none: the crop fills 1200x630, from the largest copy the
 * pack has (a place's `full_` picture), centred.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Locale } from '../../shared/locales.ts';
import { SHARE_IMAGE_SIZE, shareCardPath, sharePreviewPath } from '../../shared/share-card.ts';
import { PLACE_IMAGES_DIR } from './media.ts';
import type { Pack } from './read.ts';

export const SHARE_CARD_SIZE = SHARE_IMAGE_SIZE;
const PAPER = '#faf6ef';
const INK = '#2b2420';
const ACCENT = '#8f2d2a';
const TITLE_SIZE_PX = 64;
/** Characters per line at the title size: a wide serif (DejaVu) advances about 0.6 em a letter. */
const LINE_CHARS = Math.floor(960 / (TITLE_SIZE_PX * 0.6));
const MAX_LINES = 4;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Words into lines of at most `width` characters; the last shown line ends with … when cut. */
export function wrapTitle(title: string, width = LINE_CHARS, maxLines = MAX_LINES): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const shown = lines.slice(0, maxLines);
  shown[maxLines - 1] = `${shown[maxLines - 1]}…`;
  return shown;
}

export function shareCardSvg({ title, caption }: { title: string; caption: string }): string {
  const { width, height } = SHARE_CARD_SIZE;
  const lines = wrapTitle(title);
  const lineHeight = TITLE_SIZE_PX * 1.2;
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2 + TITLE_SIZE_PX / 3;
  const text = lines
    .map((line, i) => `<tspan x="120" y="${Math.round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${PAPER}"/>
  <rect x="0" y="0" width="24" height="${height}" fill="${ACCENT}"/>
  <g transform="translate(1032 48) scale(3.5)">
    <rect x="1" y="1" width="34" height="34" rx="8" fill="${ACCENT}"/>
    <path d="M18 6.5 27.5 23h-19z" fill="none" stroke="${PAPER}" stroke-width="2" stroke-linejoin="round"/>
    <path d="M18 29.5 8.5 13h19z" fill="none" stroke="${PAPER}" stroke-width="2" stroke-linejoin="round"/>
    <circle cx="18" cy="18" r="2.4" fill="${PAPER}"/>
  </g>
  <text font-family="PT Serif, DejaVu Serif, serif" font-size="${TITLE_SIZE_PX}" font-weight="700" fill="${INK}">${text}</text>
  <text x="120" y="${height - 64}" font-family="PT Sans, DejaVu Sans, sans-serif" font-size="30" fill="${ACCENT}">${escapeXml(caption)}</text>
</svg>`;
}

export function renderShareCard(card: { title: string; caption: string }): Promise<Buffer> {
  return sharp(Buffer.from(shareCardSvg(card)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The site's name per locale, for the card's caption. */
const SITE_NAME: Record<Locale, string> = { ru: 'Еврейская культура', en: 'Jewish Culture' };

/**
 * Draws the card of every book chapter without a picture, in each locale it is written in, unless an
 * identical card is there already (so a second import writes nothing). Returns how many were written.
 */
export async function drawShareCards(pack: Pack, mediaDir: string): Promise<number> {
  let written = 0;
  for (const book of pack.books) {
    for (const chapter of book.chapters) {
      if (chapter.image) continue;
      for (const locale of ['ru', 'en'] as const) {
        const text = chapter[locale];
        if (!text) continue;
        const target = path.join(mediaDir, shareCardPath('chapters', chapter.slug, locale));
        const bytes = await renderShareCard({ title: text.title, caption: SITE_NAME[locale] });
        const existing = await fs.readFile(target).catch(() => null);
        if (existing?.equals(bytes)) continue;
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, bytes);
        written += 1;
      }
    }
  }
  return written;
}

/** A picture a page is shared with, and the copy of it the preview is cropped from. */
export interface PreviewSource {
  /** The media path the page names (its preview is `sharePreviewPath(picture)`). */
  picture: string;
  /** The media path read: the picture itself, or a larger copy of it. */
  source: string;
}

/** Every picture a page of the pack is shared with (`PageMeta`'s `image` on each page kind). */
export function previewSources(pack: Pack): PreviewSource[] {
  const pictures: Array<string | undefined> = [];
  for (const m of pack.materials) pictures.push(m.banner);
  for (const c of pack.courses) pictures.push(c.image_banner);
  for (const a of pack.articles) pictures.push(a.image);
  for (const b of pack.books) for (const chapter of b.chapters) pictures.push(chapter.image);
  for (const exhibit of pack.gallery ?? []) pictures.push(exhibit.image);
  for (const dish of pack.ashkenaziTable?.dishes ?? []) pictures.push(dish.image);
  const sources: PreviewSource[] = [...new Set(pictures)]
    .filter((picture): picture is string => typeof picture === 'string' && picture.length > 0)
    .map((picture) => ({ picture, source: picture }));
  // A place's page shows its 480x320 preview; the pack keeps a larger `full_` copy of most.
  for (const place of pack.places) {
    sources.push({
      picture: `${PLACE_IMAGES_DIR}/${place.image_preview}`,
      source: `${PLACE_IMAGES_DIR}/full_${place.image_preview}`,
    });
  }
  return sources;
}

/**
 * Writes the preview of one picture unless a preview newer than its source is there. Returns whether
 * it wrote one; a missing picture (reported by `missingMedia`) or one sharp cannot read gets none.
 */
export async function writeSharePreview(
  mediaDir: string,
  { picture, source }: PreviewSource,
): Promise<boolean> {
  const read = async (mediaPath: string) => {
    const file = path.join(mediaDir, mediaPath);
    const stat = await fs.stat(file).catch(() => undefined);
    return stat?.isFile() ? { file, stat } : undefined;
  };
  const from = (await read(source)) ?? (await read(picture));
  if (!from) return false;
  const target = path.join(mediaDir, sharePreviewPath(picture));
  const existing = await fs.stat(target).catch(() => undefined);
  if (existing && existing.size > 0 && existing.mtimeMs >= from.stat.mtimeMs) return false;
  await fs.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  try {
    await sharp(await fs.readFile(from.file))
      .autoOrient()
      .resize({ ...SHARE_IMAGE_SIZE, fit: 'cover', position: 'centre' })
      .flatten({ background: PAPER })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(partial);
    await fs.rename(partial, target);
    return true;
  } catch {
    return false;
  } finally {
    await fs.rm(partial, { force: true });
  }
}
