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

/** The API on a copy of the fixture database. `env` adds or overrides configuration. */
export async function buildTestApi(
  t: Teardown,
  backend: Backend,
  env: Record<string, string> = {},
): Promise<TestApi> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-api-'));
  const base: ApiEnvInput = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', IMPORT_ON_EMPTY: 'false' };
  let dropDatabase = async () => {};
  if (backend === 'postgres') {
    const copy = await createPostgresCopy(process.env.DATABASE_URL as string);
    dropDatabase = copy.drop;
    base.DATABASE_URL = copy.url;
  } else {
    await restorePglite(path.join(dataDir, 'pglite'));
  }
  const config = loadApiConfig({ ...base, ...env });
  const app = await buildApi(config);
  // One teardown, in order: the API (and its database connections) first, then what it used.
  t.teardown(async () => {
    await app.close();
    await dropDatabase();
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
  const env: ApiEnvInput & { DATA_DIR: string } = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  let dropDatabase = async () => {};
  if (backend === 'postgres') {
    const empty = await createPostgresEmpty(process.env.DATABASE_URL as string);
    dropDatabase = empty.drop;
    env.DATABASE_URL = empty.url;
  } else {
    await restorePglite(path.join(dataDir, 'pglite'), 'blank');
  }
  t.teardown(async () => {
    await dropDatabase();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return env;
}
