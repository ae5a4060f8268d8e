/**
 * Reads off the primary (docs/operations.md): with `DATABASE_READ_URL` set, the read-only queries of
 * the content and search repositories (lists, items, search, tags) go to that replica. Everything else
 * stays on the primary: writes, transactions, and the reads that must see the reader's own write
 * (sessions, accounts, favourites, progress, comments, likes: their repositories are given the
 * primary, never this).
 *
 * A replica that cannot serve (unreachable, restarting, out of connections) is left alone for
 * `retryAfterMs` and its queries run on the primary meanwhile, so a replica outage costs nothing but
 * the primary's load. SQL errors are not availability errors: they surface as they are.
 */
import { ApiError } from '../errors.ts';
import type { Db, Row } from './types.ts';

export interface ReadRoutingLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface ReadRoutingOptions {
  primary: Db;
  replica: Db;
  log: ReadRoutingLog;
  retryAfterMs?: number;
  now?: () => number;
}

function replicaCannotServe(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'db_unavailable' || error.code === 'db_busy');
}

/** A Db whose plain queries prefer the replica; its transactions and scripts run on the primary. */
export function routedReads(options: ReadRoutingOptions): Db {
  const { primary, replica, log } = options;
  const retryAfterMs = options.retryAfterMs ?? 5000;
  const now = options.now ?? Date.now;
  let downUntil = 0;
  return {
    kind: primary.kind,
    async query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      if (now() >= downUntil) {
        try {
          const rows = await replica.query<T>(sql, params);
          if (downUntil !== 0) {
            downUntil = 0;
            log.info({}, 'read replica serving again');
          }
          return rows;
        } catch (error) {
          if (!replicaCannotServe(error)) throw error;
          if (downUntil === 0 || now() >= downUntil) {
            log.warn(
              { err: (error as Error).message, retryAfterMs },
              'read replica cannot serve: reading from the primary',
            );
          }
          downUntil = now() + retryAfterMs;
        }
      }
      return primary.query<T>(sql, params);
    },
    exec: (sql) => primary.exec(sql),
    transaction: (fn) => primary.transaction(fn),
    // The replica and the primary are closed by whoever opened them.
    close: async () => {},
  };
}
