/**
 * The benchmark corpus: N synthetic materials made by `content:synth`, cached so reruns are quick.
 * PGlite: a copy of the data folder under `bench/out/`; PostgreSQL: a database kept on the server.
 * Both are keyed by size and by a hash of the migrations and the generator, so a schema change
 * rebuilds them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { synthesize } from '../../api/content-pack/synth.ts';
import { migrate } from '../../api/db/migrate.ts';
import { openPglite } from '../../api/db/pglite.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import type { Db } from '../../api/db/types.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const OUT_DIR = path.join(ROOT, 'bench/out');
const SHAPING_FILES = [
  'api/db/migrations',
  'api/content-pack/synth.ts',
  'api/content-pack/synth-words.ts',
  'api/search/index-repository.ts',
];
const BUILD_TIMEOUT_MS = 30 * 60_000;

async function corpusKey(materials: number): Promise<string> {
  const hash = createHash('sha256');
  for (const entry of SHAPING_FILES) {
    const full = path.join(ROOT, entry);
    const files = (await fs.stat(full)).isDirectory()
      ? (await fs.readdir(full)).sort().map((f) => path.join(full, f))
      : [full];
    for (const file of files) hash.update(await fs.readFile(file));
  }
  return `${materials}-${hash.digest('hex').slice(0, 10)}`;
}

const log = (message: string) => console.log(`  ${message}`);

/**
 * Brings a freshly written corpus to the state autovacuum brings a live PostgreSQL database to:
 * visibility map and hint bits set, statistics gathered. Without it the first repetitions pay for
 * writing hint bits. PGlite has no autovacuum; the same step keeps its figures comparable.
 */
async function settle(db: Db): Promise<void> {
  await db.exec('VACUUM ANALYZE');
}

/** Migrates a new corpus database, writes its materials and settles it; closes it either way. */
async function fill(db: Db, materials: number): Promise<void> {
  try {
    await migrate(db);
    await synthesize(db, { materials, log });
    await settle(db);
  } finally {
    await db.close();
  }
}

/** A PGlite data folder (a fresh copy of the cached one) holding the corpus. */
export async function pgliteCorpus(materials: number, workDir: string): Promise<string> {
  const cached = path.join(OUT_DIR, `pglite-${await corpusKey(materials)}`);
  if (!(await fs.stat(cached).catch(() => undefined))) {
    console.log(
      `building the PGlite corpus of ${materials} materials (cached in ${path.relative(ROOT, cached)})`,
    );
    const building = `${cached}.partial`;
    await fs.rm(building, { recursive: true, force: true });
    const db = await openPglite({ dataDir: building, queueTimeoutMs: BUILD_TIMEOUT_MS });
    await fill(db, materials);
    await fs.rename(building, cached);
    // Corpora of older code are never read again; each is gigabytes.
    for (const name of await fs.readdir(OUT_DIR)) {
      const full = path.join(OUT_DIR, name);
      if (name.startsWith(`pglite-${materials}-`) && full !== cached)
        await fs.rm(full, { recursive: true, force: true });
    }
  }
  const copy = path.join(workDir, 'pglite');
  await fs.cp(cached, copy, { recursive: true });
  return copy;
}

/** A PostgreSQL URL of a database holding the corpus (created on first use, then kept). */
export async function postgresCorpus(materials: number, adminUrl: string): Promise<string> {
  const name = `da_bench_${(await corpusKey(materials)).replace('-', '_')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return url.toString();
    console.log(`building the PostgreSQL corpus of ${materials} materials (database ${name})`);
    const stale = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `da\\_bench\\_${materials}\\_%`,
    ]);
    for (const row of stale.rows as { datname: string }[])
      await admin.query(`DROP DATABASE IF EXISTS "${row.datname}"`);
    await admin.query(`DROP DATABASE IF EXISTS "${name}_partial"`);
    await admin.query(`CREATE DATABASE "${name}_partial"`);
    const partialUrl = new URL(adminUrl);
    partialUrl.pathname = `/${name}_partial`;
    const db = openPostgres({
      connectionString: partialUrl.toString(),
      poolSize: 1,
      statementTimeoutMs: BUILD_TIMEOUT_MS,
      queueTimeoutMs: 10_000,
    });
    await fill(db, materials);
    await admin.query(`ALTER DATABASE "${name}_partial" RENAME TO "${name}"`);
    return url.toString();
  } finally {
    await admin.end();
  }
}
