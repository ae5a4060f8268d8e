/**
 * Like and share rows and the counters they justify (migration 0006, R31). The item check, the
 * deduplicating insert and the counter update run in one transaction; the unique indexes decide
 * between concurrent duplicates, so 20 parallel likes by one visitor add exactly one. Before a like
 * is written, the voter's daily (signed in) or the address's hourly (anonymous) allowance of R19 is
 * checked under an advisory lock on the voter, so parallel likes cannot overrun it.
 */
import type { ContentType } from '../../shared/constants.ts';
import type { Db, Queryable } from '../db/types.ts';
import { ITEM_TABLES as TABLES } from './items.ts';
import { type EngagementLimits, LimitReached } from './limits.ts';

export type CountResult = { counted: boolean; count: number } | undefined;

/** Namespace of the advisory locks taken per voter by like writes. */
const LIKE_LOCK_NAMESPACE = 73_002;
/** Signed-in voters' keys start with this; the others are browser cookies. */
export const USER_VOTER_PREFIX = 'u:';

async function likeAllowance(
  tx: Queryable,
  voterKey: string | null,
  ip: string,
  limits: Pick<EngagementLimits, 'userLikesPerDay' | 'ipLikesPerHour'>,
): Promise<LimitReached | null> {
  if (voterKey?.startsWith(USER_VOTER_PREFIX)) {
    if (limits.userLikesPerDay <= 0) return null;
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LIKE_LOCK_NAMESPACE, voterKey]);
    const [row] = await tx.query<{ count: number; left: number }>(
      `SELECT count(*)::int AS count,
         extract(epoch FROM date_trunc('day', now() AT TIME ZONE 'UTC') + interval '1 day'
           - (now() AT TIME ZONE 'UTC'))::float8 AS left
       FROM likes WHERE voter_key = $1 AND like_day = (now() AT TIME ZONE 'UTC')::date`,
      [voterKey],
    );
    return row && row.count >= limits.userLikesPerDay ? new LimitReached('daily', row.left) : null;
  }
  if (limits.ipLikesPerHour <= 0) return null;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LIKE_LOCK_NAMESPACE, ip]);
  const [row] = await tx.query<{ count: number; oldest_age: number | null }>(
    `SELECT count(*)::int AS count, extract(epoch FROM now() - min(created_at))::float8 AS oldest_age
     FROM likes WHERE ip = $1::inet AND created_at > now() - interval '1 hour'`,
    [ip],
  );
  return row && row.count >= limits.ipLikesPerHour
    ? new LimitReached('hourly', 3600 - (row.oldest_age ?? 0))
    : null;
}

export function createEngagementRepository(db: Db) {
  return {
    /** Undefined when no published item has this id; a `LimitReached` when R19 refuses the like. */
    like(
      type: ContentType,
      id: number,
      voter: { key: string | null; ip: string },
      limits: Pick<EngagementLimits, 'userLikesPerDay' | 'ipLikesPerHour'>,
    ): Promise<CountResult | LimitReached> {
      const table = TABLES[type];
      const { key: voterKey, ip } = voter;
      return db.transaction(async (tx) => {
        const items = await tx.query<{ id: number }>(
          `SELECT id FROM ${table} WHERE id = $1 AND status = 'published'`,
          [id],
        );
        if (items.length === 0) return undefined;
        const refused = await likeAllowance(tx, voterKey, ip, limits);
        if (refused) return refused;
        const inserted = await tx.query(
          `INSERT INTO likes (item_type, item_id, voter_key, ip, like_day)
           VALUES ($1, $2, $3, $4::inet, (now() AT TIME ZONE 'UTC')::date)
           ON CONFLICT DO NOTHING RETURNING id`,
          [type, id, voterKey, ip],
        );
        const counted = inserted.length > 0;
        const rows = await tx.query<{ count: number }>(
          counted
            ? `UPDATE ${table} SET like_count = like_count + 1 WHERE id = $1 RETURNING like_count AS count`
            : `SELECT like_count AS count FROM ${table} WHERE id = $1`,
          [id],
        );
        return { counted, count: rows[0]?.count ?? 0 };
      });
    },

    /** Undefined when no published item has this slug. */
    share(type: ContentType, slug: string, ip: string): Promise<CountResult> {
      const table = TABLES[type];
      return db.transaction(async (tx) => {
        const items = await tx.query<{ id: number }>(
          `SELECT id FROM ${table} WHERE slug = $1 AND status = 'published'`,
          [slug],
        );
        const id = items[0]?.id;
        if (id === undefined) return undefined;
        const inserted = await tx.query(
          `INSERT INTO shares (item_type, item_id, ip, share_hour) VALUES ($1, $2, $3::inet, date_trunc('hour', now()))
           ON CONFLICT DO NOTHING RETURNING id`,
          [type, id, ip],
        );
        const counted = inserted.length > 0;
        const rows = await tx.query<{ count: number }>(
          counted
            ? `UPDATE ${table} SET share_count = share_count + 1 WHERE id = $1 RETURNING share_count AS count`
            : `SELECT share_count AS count FROM ${table} WHERE id = $1`,
          [id],
        );
        return { counted, count: rows[0]?.count ?? 0 };
      });
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
