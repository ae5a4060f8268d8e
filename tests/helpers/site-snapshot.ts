/**
 * The embedded API's PGlite database as a first start leaves it (migrated, the demo pack imported),
 * built once per run and restored into each whole-site test's data directory: creating PGlite,
 * migrating and importing took about six seconds per site, and some two dozen test files start one.
 * The API then finds a migrated database with content and skips both steps, as it does on a restart.
 * Keyed by the code and data that shape it, like the API tests' fixture (`api/fixture-db.ts`).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { importPack } from '../../api/content-pack/import.ts';
import { migrate } from '../../api/db/migrate.ts';
import { PGLITE_EXTENSIONS, wrapPglite } from '../../api/db/pglite.ts';
import { demoMediaTemplate } from './media-template.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACK_DIR = path.join(ROOT, 'content', 'demo');
const SHAPING_DIRS = ['api', 'shared', 'content/demo'];
const CACHE_DIR = path.join(os.tmpdir(), 'da-site-test-snapshots');
const silent = { info() {}, warn() {} };

async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of SHAPING_DIRS) {
    const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
    const files = entries
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    for (const file of files) {
      hash.update(path.relative(ROOT, file));
      // The pack's media are keyed by the media template; their bytes are not read twice here.
      if (!file.includes(`${path.sep}media${path.sep}`)) hash.update(await fs.readFile(file));
    }
  }
  hash.update(await demoMediaTemplate());
  return hash.digest('hex').slice(0, 16);
}

async function buildSnapshot(file: string): Promise<void> {
  await fs.mkdir(CACHE_DIR, { recursive: true });
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = wrapPglite(pglite, 60_000);
  // The import reads the pictures' sizes from the media folder: the same folder each site gets.
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-site-media-'));
  try {
    await fs.cp(await demoMediaTemplate(), mediaDir, { recursive: true, preserveTimestamps: true });
    await migrate(db);
    await importPack(db, PACK_DIR, { mediaDir, log: silent });
    const dump = await pglite.dumpDataDir('none');
    // Written under a unique name and renamed: parallel test files never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, file);
    for (const name of await fs.readdir(CACHE_DIR)) {
      if (name.endsWith('.tar') && name !== path.basename(file))
        await fs.rm(path.join(CACHE_DIR, name), { force: true });
    }
  } finally {
    await db.close();
    await fs.rm(mediaDir, { recursive: true, force: true });
  }
}

let snapshot: Promise<string> | undefined;

async function snapshotFile(): Promise<string> {
  const file = path.join(CACHE_DIR, `demo-site-${await snapshotKey()}.tar`);
  if (!(await fs.stat(file).catch(() => undefined))) await buildSnapshot(file);
  return file;
}

/** Writes the demo site's database into `pgliteDir` (a folder that does not exist yet). */
export async function restoreDemoDatabase(pgliteDir: string): Promise<void> {
  snapshot ??= snapshotFile();
  const pglite = await PGlite.create(pgliteDir, {
    loadDataDir: new Blob([await fs.readFile(await snapshot)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await pglite.close();
}
