/**
 * PGlite (PostgreSQL in WebAssembly) persisted in a directory: the default database when no
 * DATABASE_URL is set (docs/architecture.md#tiers). Single connection, so every statement and transaction goes
 * through one bounded-wait queue (R32).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { ApiError } from '../errors.ts';
import { SerialQueue } from './queue.ts';
import type { Db, Queryable, Row } from './types.ts';

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export interface PgliteOptions {
  /** Directory of the database files; created (with its parent) when missing. */
  dataDir: string;
  queueTimeoutMs: number;
}

/** Opens the PGlite database in `dataDir` (an existing one, or a new empty cluster). */
export async function openPglite(options: PgliteOptions): Promise<Db> {
  await fs.mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const pg = await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS });
  return wrapPglite(pg, options.queueTimeoutMs);
}

function txQueryable(tx: Transaction): Queryable {
  return {
    query: async <T extends Row>(sql: string, params?: readonly unknown[]) =>
      (await tx.query<T>(sql, params as unknown[] | undefined)).rows,
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
  };
}

export function wrapPglite(pg: PGlite, queueTimeoutMs: number): Db {
  const queue = new SerialQueue(queueTimeoutMs);
  let closed = false;
  const guard = <T>(task: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new ApiError('db_unavailable'));
    return queue.run(task);
  };
  return {
    kind: 'pglite',
    query: <T extends Row>(sql: string, params?: readonly unknown[]) =>
      guard(async () => (await pg.query<T>(sql, params as unknown[] | undefined)).rows),
    exec: (sql: string) =>
      guard(async () => {
        await pg.exec(sql);
      }),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      guard(() => pg.transaction((tx) => fn(txQueryable(tx)))),
    close: async () => {
      if (closed) return;
      closed = true;
      await queue.whenIdle();
      await pg.close();
    },
  };
}
