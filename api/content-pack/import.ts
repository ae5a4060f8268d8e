/**
 * `importPack`: validate the whole pack, copy the media and make the variants of the images in its
 * HTML, write it in one transaction (upserts by slug, so a second run changes nothing), refresh the
 * search documents and report missing files. Media come first so that the stored HTML can name the
 * images' sizes and variants, and no page ever points at a variant that is not written yet.
 */

import { DROP_ALL } from '../../shared/cache-drops.ts';
import { announceDrops } from '../cache-drops.ts';
import type { Db } from '../db/types.ts';
import { refreshSearchDocuments } from '../search/index-repository.ts';
import { type StoreHtml, storeEditorHtml } from './html-images.ts';
import { prepareImages } from './image-variants.ts';
import { copyMedia, missingMedia } from './media.ts';
import { type Pack, readPack } from './read.ts';
import { loadRefs } from './refs.ts';
import { drawShareCards } from './share-card.ts';
import { slugIds } from './upsert.ts';
import { writeArticle, writeBook, writePlace } from './write-library.ts';
import { writeCourse, writeMaterial } from './write-materials.ts';
import { writeAshkenaziTable, writeGallery, writePage, writeTeam } from './write-site.ts';
import { writeHashtags, writeTags } from './write-taxonomy.ts';

export interface ImportLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ImportSummary {
  materials: number;
  courses: number;
  books: number;
  articles: number;
  places: number;
  pages: number;
  mediaCopied: number;
  mediaMissing: string[];
  /** Share cards drawn for items without a picture of their own. */
  shareCards: number;
  /** Narrower WebP copies of the images in editors' HTML written by this run. */
  imageVariants: number;
  /** Share previews (1200x630 crops of the pictures pages are shared with) written by this run. */
  sharePreviews: number;
}

async function writePack(db: Db, pack: Pack, storeHtml: StoreHtml): Promise<void> {
  await db.transaction(async (tx) => {
    // Several API instances starting on an empty database import one after the other, not interleaved.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('da-content-import'))");
    if (pack.tags) await writeTags(tx, pack.tags);
    if (pack.hashtags) await writeHashtags(tx, pack.hashtags);
    const refs = await loadRefs(tx);
    for (const material of pack.materials) await writeMaterial(tx, material, refs, storeHtml);
    const withMaterials = { ...refs, materials: await slugIds(tx, 'materials') };
    for (const course of pack.courses) await writeCourse(tx, course, withMaterials, storeHtml);
    for (const book of pack.books) await writeBook(tx, book, storeHtml);
    for (const article of pack.articles) await writeArticle(tx, article, refs, storeHtml);
    const texts = {
      materials: withMaterials.materials,
      courses: await slugIds(tx, 'courses'),
      articles: await slugIds(tx, 'articles'),
    };
    for (const place of pack.places) await writePlace(tx, place, { ...withMaterials, texts }, storeHtml);
    if (pack.team) await writeTeam(tx, pack.team, storeHtml);
    if (pack.gallery) await writeGallery(tx, pack.gallery);
    if (pack.ashkenaziTable) await writeAshkenaziTable(tx, pack.ashkenaziTable);
    for (const page of pack.pages) await writePage(tx, page, storeHtml);
    await refreshSearchDocuments(tx);
    // Every cached answer and page may show what changed: each web instance drops all on commit.
    await announceDrops(tx, [DROP_ALL]);
  });
}

/**
 * Throws `PackError` when a file is invalid (nothing written) or a reference does not resolve (no
 * row written; the media copied by then stay, as a later import would copy them anyway).
 */
export async function importPack(db: Db, dir: string, options: { mediaDir: string; log?: ImportLog }) {
  const pack = await readPack(dir);
  const mediaCopied = await copyMedia(pack, options.mediaDir);
  const prepared = await prepareImages(pack, options.mediaDir);
  await writePack(db, pack, storeEditorHtml(prepared.images));
  const mediaMissing = await missingMedia(pack, options.mediaDir);
  const shareCards = await drawShareCards(pack, options.mediaDir);
  const summary: ImportSummary = {
    materials: pack.materials.length,
    courses: pack.courses.length,
    books: pack.books.length,
    articles: pack.articles.length,
    places: pack.places.length,
    pages: pack.pages.length,
    mediaCopied,
    mediaMissing,
    shareCards,
    imageVariants: prepared.written,
    sharePreviews: prepared.previews,
  };
  if (mediaMissing.length > 0) {
    options.log?.warn(
      { dir, count: mediaMissing.length, missing: mediaMissing },
      'content pack refers to media files that do not exist',
    );
  }
  if (prepared.unreadable.length > 0) {
    options.log?.warn(
      { dir, unreadable: prepared.unreadable },
      'images in the content could not be read: they are shown without size or variants',
    );
  }
  options.log?.info({ dir, ...summary, mediaMissing: mediaMissing.length }, 'content pack imported');
  return summary;
}

/** True when the database holds no content yet (the first start imports the demo pack then). */
export async function isContentEmpty(db: Db): Promise<boolean> {
  const rows = await db.query<{ empty: boolean }>(
    `SELECT NOT (EXISTS (SELECT 1 FROM tags) OR EXISTS (SELECT 1 FROM materials)
      OR EXISTS (SELECT 1 FROM courses) OR EXISTS (SELECT 1 FROM static_pages)) AS empty`,
  );
  return rows[0]?.empty ?? true;
}
