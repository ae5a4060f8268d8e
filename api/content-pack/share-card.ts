/**
 * Share cards: an item without a picture of its own is shared with a card drawn at import,
 * its title in the site's serif on the site's paper with the emblem, 1200x630 (the size Open Graph
 * previews draw). `sharp` rasterises the SVG; the same drawing makes the site's own share images.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Locale } from '../../shared/locales.ts';
import { shareCardPath } from '../../shared/share-card.ts';
import type { Pack } from './read.ts';

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
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
