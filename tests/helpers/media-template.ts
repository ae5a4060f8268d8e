/**
 * The demo pack's media folder as an import leaves it (the originals, their WebP variants and share
 * previews), made
 * once per run of the suite and copied into each test site's data directory. Encoding the variants
 * takes seconds, and some two dozen test files start a site of their own; the import then finds every
 * file up to date (same size, timestamps kept) and only reads the pictures' sizes.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareImages } from '../../api/content-pack/image-variants.ts';
import { copyMedia } from '../../api/content-pack/media.ts';
import { readPack } from '../../api/content-pack/read.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACK_DIR = path.join(ROOT, 'content', 'demo');

/** Changes when a picture of the pack or the code that makes the variants and previews does. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [
    'api/content-pack/image-variants.ts',
    'api/content-pack/media.ts',
    'api/content-pack/share-card.ts',
  ])
    hash.update(await readFile(path.join(ROOT, file)));
  const media = path.join(PACK_DIR, 'media');
  const entries = await readdir(media, { recursive: true, withFileTypes: true });
  for (const entry of entries
    .filter((e) => e.isFile())
    .sort((a, b) => a.parentPath.localeCompare(b.parentPath) || a.name.localeCompare(b.name))) {
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = await stat(file);
    hash.update(`${path.relative(media, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 12);
}

let made: Promise<string> | undefined;

async function makeTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `da-test-media-${await templateKey()}`);
  if (await stat(template).catch(() => undefined)) return template;
  // Test files run in parallel processes: each builds in a folder of its own and the first rename wins.
  const building = `${template}.partial-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const pack = await readPack(PACK_DIR);
  await copyMedia(pack, building);
  await prepareImages(pack, building);
  await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
  return template;
}

/** The folder holding the demo pack's media and variants (made on first use). */
export function demoMediaTemplate(): Promise<string> {
  made ??= makeTemplate();
  return made;
}

/** Fills `mediaDir` with the demo pack's media and variants, as a first import would. */
export async function seedDemoMedia(mediaDir: string): Promise<void> {
  await cp(await demoMediaTemplate(), mediaDir, { recursive: true, preserveTimestamps: true });
}
