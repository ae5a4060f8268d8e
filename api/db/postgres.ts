/**
 * PostgreSQL through a pg Pool (production, DATABASE_URL). The pool is bounded, every session gets a
 * statement timeout, and a client that breaks (database restart) is dropped and replaced on the next
 * query, so the API recovers by itself (R32).
 */
import pg from 'pg';
import { toAvailabilityError } from './availability.ts';
import type { Db, Queryable, Row } from './types.ts';

export interface PostgresOptions {
  connectionString: string;
  poolSize: number;
  statementTimeoutMs: number;
  /** How long a query may wait for a free connection before `db_busy`. */
  queueTimeoutMs: number;
  onIdleError?: (error: Error) => void;
}

async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAvailabilityError(error);
  }
}

function clientQueryable(client: pg.PoolClient): Queryable {
  return {
    query: async <T extends Row>(sql: string, params?: readonly unknown[]) =>
      (await client.query<T>(sql, params as unknown[] | undefined)).rows,
    exec: async (sql: string) => {
      await client.query(sql);
    },
  };
}

export function openPostgres(options: PostgresOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize,
    connectionTimeoutMillis: options.queueTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 5,
    application_name: 'da-content-api',
  });
  // An idle client whose server went away emits here; without a listener the process would crash.
  pool.on('error', (error) => options.onIdleError?.(error));

  return {
    kind: 'postgres',
    query: <T extends Row>(sql: string, params?: readonly unknown[]) =>
      run(async () => (await pool.query<T>(sql, params as unknown[] | undefined)).rows),
    exec: (sql: string) =>
      run(async () => {
        await pool.query(sql);
      }),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      run(async () => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('BEGIN');
          const result = await fn(clientQueryable(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
          throw error;
        } finally {
          client.release(broken);
        }
      }),
    close: () => pool.end(),
  };
}
