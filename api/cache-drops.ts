/**
 * Writes made past the web tier (a content import, an admin command) tell every web instance what to
 * drop (issue 23): `announceDrops(tx, tags)` inside the write's transaction sends a NOTIFY that
 * PostgreSQL delivers only when the transaction commits, so no instance drops, refetches and caches
 * the old rows again before the new ones are visible. A write through the web tier needs none of
 * this: the gateway drops what its contract entry names and publishes it itself.
 */
import { DROP_CHANNEL, dropPayloads } from '../shared/cache-drops.ts';
import type { Queryable } from './db/types.ts';

export async function announceDrops(q: Queryable, tags: readonly string[]): Promise<void> {
  for (const payload of dropPayloads('content-api', tags)) {
    await q.query('SELECT pg_notify($1, $2)', [DROP_CHANNEL, payload]);
  }
}
