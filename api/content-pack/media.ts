/**
 * The pack's `media/` folder is copied into MEDIA_DIR (served at `/storage/`). Files referenced by
 * the content but missing there are reported, not fatal: images may arrive after the texts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX } from '../../shared/html/policy.ts';
import type { Pack } from './read.ts';

export const PLACE_IMAGES_DIR = 'place_images';

export async function copyMedia(pack: Pack, mediaDir: string): Promise<number> {
  const source = path.join(pack.dir, 'media');
  const files = await fs.readdir(source, { recursive: true, withFileTypes: true }).catch(() => []);
  let copied = 0;
  for (const entry of files) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(mediaDir, path.relative(source, from));
    const [a, b] = await Promise.all([fs.stat(from), fs.stat(to).catch(() => undefined)]);
    if (b && b.size === a.size && b.mtimeMs >= a.mtimeMs) continue;
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.copyFile(from, to);
    copied += 1;
  }
  return copied;
}

const IMG_SRC = /<img\b[^>]*\bsrc="([^"]+)"/g;

function htmlImages(html: string | undefined): string[] {
  if (!html) return [];
  return [...html.matchAll(IMG_SRC)]
    .map((m) => m[1] ?? '')
    .filter((src) => src.startsWith(MEDIA_URL_PREFIX))
    .map((src) => src.slice(MEDIA_URL_PREFIX.length));
}

/** Every media path the pack refers to, relative to the media root. */
export function mediaReferences(pack: Pack): string[] {
  const refs: (string | undefined)[] = [];
  for (const m of pack.materials) {
    refs.push(m.preview, m.banner);
    for (const block of [m.ru, m.en]) {
      refs.push(...htmlImages(block?.author_info));
      for (const chapter of block?.chapters ?? []) refs.push(...htmlImages(chapter.content));
    }
  }
  for (const c of pack.courses) {
    refs.push(c.preview, c.image_banner);
    for (const block of [c.ru, c.en])
      refs.push(...htmlImages(block?.small_description), ...htmlImages(block?.author_info));
  }
  for (const b of pack.books) {
    refs.push(b.cover);
    for (const chapter of b.chapters) {
      refs.push(chapter.image);
      for (const block of [chapter.ru, chapter.en]) refs.push(...htmlImages(block?.content));
    }
  }
  for (const a of pack.articles) {
    refs.push(a.image);
    for (const block of [a.ru, a.en])
      refs.push(...htmlImages(block?.content), ...htmlImages(block?.short_description));
  }
  for (const p of pack.places) {
    refs.push(`${PLACE_IMAGES_DIR}/${p.image_preview}`);
    for (const block of [p.ru, p.en]) refs.push(...htmlImages(block?.content), ...htmlImages(block?.snippet));
  }
  for (const member of pack.team ?? []) refs.push(member.avatar, member.audio);
  for (const exhibit of pack.gallery ?? []) refs.push(exhibit.image);
  for (const dish of pack.ashkenaziTable?.dishes ?? []) refs.push(dish.image);
  for (const page of pack.pages)
    for (const block of [page.ru, page.en]) refs.push(...htmlImages(block?.content));
  return [...new Set(refs.filter((r): r is string => typeof r === 'string' && r.length > 0))].sort();
}

export async function missingMedia(pack: Pack, mediaDir: string): Promise<string[]> {
  const refs = mediaReferences(pack);
  const present = await Promise.all(
    refs.map((ref) =>
      fs.stat(path.join(mediaDir, ref)).then(
        (s) => s.isFile(),
        () => false,
      ),
    ),
  );
  return refs.filter((_, i) => !present[i]);
}
