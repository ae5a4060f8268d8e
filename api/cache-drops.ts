/**
 * Writes made past the web tier (a content import, an admin command) tell every web instance what to
 * drop: `announceDrops(tx, tags)` inside the write's transaction sends a NOTIFY that
 * PostgreSQL delivers only when the transaction commits, so no instance drops, refetches and caches
 * the old rows again before the new ones are visible.
 *
 * A write through the web tier needs none of this: the gateway drops what its contract entry names
 * (`invalidates`) and publishes it itself. When a handler's write changes more than its contract entry
 * can name, it adds the tags to its answer with `dropOnAnswer(reply, tags)`.
 */
import type { FastifyReply } from 'fastify';
import { CACHE_DROPS_HEADER, DROP_CHANNEL, dropPayloads } from '../shared/cache-drops.ts';
import type { Queryable } from './db/types.ts';

/** Names tags the web tier drops (everywhere, and at the CDN) when this answer reaches it. */
export function dropOnAnswer(reply: FastifyReply, tags: readonly string[]): void {
  if (tags.length === 0) return;
  const current = reply.getHeader(CACHE_DROPS_HEADER);
  const joined = [typeof current === 'string' ? current : '', ...tags].filter(Boolean).join(' ');
  reply.header(CACHE_DROPS_HEADER, joined);
}

export async function announceDrops(q: Queryable, tags: readonly string[]): Promise<void> {
  for (const payload of dropPayloads('content-api', tags)) {
    await q.query('SELECT pg_notify($1, $2)', [DROP_CHANNEL, payload]);
  }
}
