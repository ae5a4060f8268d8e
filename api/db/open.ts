import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config/index.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

type DbConfig = Pick<
  ApiConfig,
  'DATABASE_URL' | 'DATA_DIR' | 'DB_POOL_SIZE' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_QUEUE_TIMEOUT_MS'
> & { DATABASE_READ_URL?: string };

export function pgliteDir(config: Pick<ApiConfig, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'pglite');
}

/** PostgreSQL when DATABASE_URL is set, PGlite under `${DATA_DIR}/pglite` otherwise (docs/architecture.md#tiers). */
export async function openDb(config: DbConfig, log?: FastifyBaseLogger): Promise<Db> {
  if (config.DATABASE_URL) {
    return openPostgres({
      connectionString: config.DATABASE_URL,
      poolSize: config.DB_POOL_SIZE,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      queueTimeoutMs: config.DB_QUEUE_TIMEOUT_MS,
      onIdleError: (error) => log?.warn({ err: error }, 'idle database connection failed'),
    });
  }
  return openPglite({ dataDir: pgliteDir(config), queueTimeoutMs: config.DB_QUEUE_TIMEOUT_MS });
}

/**
 * The read replica of `DATABASE_READ_URL`, when set: its connection failures wait for the first query
 * (the routing falls back to the primary), so a replica down at start does not stop the API.
 */
export function openReplica(config: DbConfig, log?: FastifyBaseLogger): Db | null {
  if (!config.DATABASE_READ_URL) return null;
  return openPostgres({
    connectionString: config.DATABASE_READ_URL,
    poolSize: config.DB_POOL_SIZE,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    queueTimeoutMs: config.DB_QUEUE_TIMEOUT_MS,
    onIdleError: (error) => log?.warn({ err: error }, 'idle read replica connection failed'),
  });
}
