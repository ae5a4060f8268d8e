/**
 * A migrated database holding the fixture content pack, built once and copied per test file
 * (docs/architecture.md#the-stack: creating PGlite takes seconds, loading a snapshot half a second). PGlite: a
 * `dumpDataDir` snapshot cached in the temp folder. PostgreSQL: a template database, copied with
 * `CREATE DATABASE … TEMPLATE`. Both are keyed by a hash of the code and data that shape them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { importPack } from '../../../api/content-pack/import.ts';
import { migrate } from '../../../api/db/migrate.ts';
import { PGLITE_EXTENSIONS, wrapPglite } from '../../../api/db/pglite.ts';
import { openPostgres } from '../../../api/db/postgres.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const FIXTURE_PACK_DIR = path.join(ROOT, 'tests/fixtures/content-pack');
const SHAPING_DIRS = ['api', 'shared/html', 'tests/fixtures/content-pack'];
const CACHE_DIR = path.join(os.tmpdir(), 'da-api-test-snapshots');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Changes whenever a migration, the importer or the fixture pack changes. */
async function fixtureKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of SHAPING_DIRS) {
    for (const file of await filesUnder(path.join(ROOT, dir))) {
      hash.update(path.relative(ROOT, file));
      hash.update(await fs.readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const silent = { info() {}, warn() {} };

/**
 * What a PGlite snapshot holds: a new cluster (`blank`), the migrated schema (`migrated`) or the
 * migrated schema with the fixture pack imported (`fixture`).
 */
export type SnapshotKind = 'blank' | 'migrated' | 'fixture';

/** The path of a PGlite data-dir tarball of this kind, built on first use. */
export async function pgliteSnapshot(kind: SnapshotKind): Promise<string> {
  const file = path.join(CACHE_DIR, `${kind}-${await fixtureKey()}.tar`);
  if (await fs.stat(file).catch(() => undefined)) return file;
  await fs.mkdir(CACHE_DIR, { recursive: true });
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = wrapPglite(pglite, 60_000);
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-api-media-'));
  try {
    if (kind !== 'blank') await migrate(db);
    if (kind === 'fixture') await importPack(db, FIXTURE_PACK_DIR, { mediaDir, log: silent });
    const dump = await pglite.dumpDataDir('none');
    // Written under a unique name and renamed, so parallel test files never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, file);
    // Snapshots of older code are never read again.
    for (const name of await fs.readdir(CACHE_DIR)) {
      if (name.startsWith(`${kind}-`) && name.endsWith('.tar') && name !== path.basename(file)) {
        await fs.rm(path.join(CACHE_DIR, name), { force: true });
      }
    }
  } finally {
    await db.close();
    await fs.rm(mediaDir, { recursive: true, force: true });
  }
  return file;
}

/** Writes a copy of a snapshot into `dataDir` (a folder that does not exist yet). */
export async function restorePglite(dataDir: string, kind: SnapshotKind = 'fixture'): Promise<void> {
  const snapshot = await fs.readFile(await pgliteSnapshot(kind));
  const pglite = await PGlite.create(dataDir, {
    loadDataDir: new Blob([snapshot]),
    extensions: PGLITE_EXTENSIONS,
  });
  await pglite.close();
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The name of a template database holding the migrated fixture (built on first use). */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const key = await fixtureKey();
  const template = `da_api_test_tpl_${key}`;
  await adminQuery(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(7245002)');
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount) return;
      const stale = await client.query(
        "SELECT datname FROM pg_database WHERE datname LIKE 'da\\_api\\_test\\_tpl\\_%'",
      );
      for (const row of stale.rows as { datname: string }[]) {
        await client.query(`DROP DATABASE IF EXISTS "${row.datname}"`).catch(() => undefined);
      }
      await client.query(`CREATE DATABASE "${template}"`);
      const db = openPostgres({
        connectionString: withDatabase(adminUrl, template),
        poolSize: 2,
        statementTimeoutMs: 60_000,
        queueTimeoutMs: 10_000,
      });
      const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-api-media-'));
      try {
        await migrate(db);
        await importPack(db, FIXTURE_PACK_DIR, { mediaDir, log: silent });
      } finally {
        await db.close();
        await fs.rm(mediaDir, { recursive: true, force: true });
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(7245002)');
    }
  });
  return template;
}

/** A new database, empty or copied from `template`; `drop` removes it. */
async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `da_api_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const from = template ? ` TEMPLATE "${template}"` : '';
  await adminQuery(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${from}`));
  return {
    url: withDatabase(adminUrl, name),
    drop: () =>
      adminQuery(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

/** A new empty database; `drop` removes it. */
export function createPostgresEmpty(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPostgresDatabase(adminUrl);
}

/** A fresh copy of the fixture database; `drop` removes it. */
export async function createPostgresCopy(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPostgresDatabase(adminUrl, await postgresTemplate(adminUrl));
}
