/**
 * `buildTestApi(t, backend)`: the API on a fresh copy of the fixture database, in a fresh temp data
 * folder, closed and removed when the test ends. `backends()` is PGlite, plus PostgreSQL when
 * DATABASE_URL is set, so each test file proves its behaviours on both.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApi, databaseOf } from '../../../api/app.ts';
import { type ApiConfig, type ApiEnvInput, loadApiConfig } from '../../../api/config/index.ts';
import type { Db } from '../../../api/db/types.ts';
import { createPostgresCopy, createPostgresEmpty, restorePglite } from './fixture-db.ts';

export type Backend = 'pglite' | 'postgres';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export function backends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  config: ApiConfig;
  dataDir: string;
}

export async function tempDir(t: Teardown, prefix = 'da-api-'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  t.teardown(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * This backend's database for an API whose data folder is `dataDir`: on PostgreSQL a new database
 * beside DATABASE_URL (its URL in `env`; `drop` removes it), on PGlite the snapshot restored in the
 * data folder (it goes with the folder). `fixture` holds the fixture pack; `blank` is not migrated.
 */
export async function testDatabase(
  backend: Backend,
  dataDir: string,
  kind: 'fixture' | 'blank',
): Promise<{ env: { DATABASE_URL?: string }; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    await restorePglite(path.join(dataDir, 'pglite'), kind);
    return { env: {}, drop: async () => {} };
  }
  const create = kind === 'fixture' ? createPostgresCopy : createPostgresEmpty;
  const database = await create(process.env.DATABASE_URL as string);
  return { env: { DATABASE_URL: database.url }, drop: database.drop };
}

/** The API on a copy of the fixture database. `env` adds or overrides configuration. */
export async function buildTestApi(
  t: Teardown,
  backend: Backend,
  env: Record<string, string> = {},
): Promise<TestApi> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-api-'));
  const database = await testDatabase(backend, dataDir, 'fixture');
  const config = loadApiConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    IMPORT_ON_EMPTY: 'false',
    ...database.env,
    ...env,
  });
  const app = await buildApi(config);
  // One teardown, in order: the API (and its database connections) first, then what it used.
  t.teardown(async () => {
    await app.close();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return { app, db: databaseOf(app), config, dataDir };
}

/** Parses a JSON answer, failing loudly on anything else. */
export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

/**
 * Configuration for an empty database of this backend (nothing migrated), in a fresh data folder;
 * both are removed when the test ends.
 */
export async function emptyDatabaseEnv(
  t: Teardown,
  backend: Backend,
): Promise<ApiEnvInput & { DATA_DIR: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-api-'));
  const database = await testDatabase(backend, dataDir, 'blank');
  t.teardown(async () => {
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...database.env };
}
