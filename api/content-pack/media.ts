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

/** The media paths (relative to the media root) of the images an editors' HTML shows. */
export function htmlImages(html: string | undefined): string[] {
  if (!html) return [];
  return [...html.matchAll(IMG_SRC)]
    .map((m) => m[1] ?? '')
    .filter((src) => src.startsWith(MEDIA_URL_PREFIX))
    .map((src) => src.slice(MEDIA_URL_PREFIX.length));
}

/** Every field of editors' HTML in the pack, in both locales (what the writers sanitize). */
export function editorHtmlFields(pack: Pack): (string | undefined)[] {
  const fields: (string | undefined)[] = [];
  for (const m of pack.materials) {
    for (const block of [m.ru, m.en]) {
      fields.push(block?.author_info);
      for (const chapter of block?.chapters ?? []) fields.push(chapter.content);
    }
  }
  for (const c of pack.courses)
    for (const block of [c.ru, c.en]) fields.push(block?.small_description, block?.author_info);
  for (const b of pack.books)
    for (const chapter of b.chapters)
      for (const block of [chapter.ru, chapter.en]) fields.push(block?.content);
  for (const a of pack.articles)
    for (const block of [a.ru, a.en])
      fields.push(block?.content, block?.short_description, block?.author_info);
  for (const p of pack.places) for (const block of [p.ru, p.en]) fields.push(block?.content, block?.snippet);
  for (const member of pack.team ?? [])
    for (const block of [member.ru, member.en]) fields.push(block?.short_description);
  for (const page of pack.pages) for (const block of [page.ru, page.en]) fields.push(block?.content);
  return fields;
}

/** Every media path the pack refers to, relative to the media root. */
export function mediaReferences(pack: Pack): string[] {
  const refs: (string | undefined)[] = editorHtmlFields(pack).flatMap(htmlImages);
  for (const m of pack.materials) refs.push(m.preview, m.banner);
  for (const c of pack.courses) refs.push(c.preview, c.image_banner);
  for (const b of pack.books) {
    refs.push(b.cover);
    for (const chapter of b.chapters) refs.push(chapter.image);
  }
  for (const a of pack.articles) refs.push(a.image);
  for (const p of pack.places) refs.push(`${PLACE_IMAGES_DIR}/${p.image_preview}`);
  for (const member of pack.team ?? []) refs.push(member.avatar, member.audio);
  for (const exhibit of pack.gallery ?? []) refs.push(exhibit.image);
  for (const dish of pack.ashkenaziTable?.dishes ?? []) refs.push(dish.image);
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
