/**
 * Like and share rows and the counters they justify (migrations 0006, 0303; R31). The item check, the
 * deduplicating insert and the counter update run in one transaction; the unique index on (item,
 * voter) decides between concurrent duplicates, so 20 parallel likes by one voter add exactly one.
 * A voter is a person as far as we can tell (docs/product.md#content-and-engagement): the signed-in user, else the browser's like
 * cookie. The address is never a voter of its own, only a flood limit, except for likes whose request
 * carried no cookie (`n:` keys): one of those per address, item and day. before a like is written, the
 * user's daily allowance (signed in) or the address's hourly and per-item daily allowances (anonymous)
 * of R19 are checked under an advisory lock on the voter or the address, so parallel likes cannot
 * overrun them.
 */
import type { ContentType } from '../../shared/constants.ts';
import type { EngagementLimits } from '../config/engagement.ts';
import { isPublished, publishedIdBySlug, ITEM_TABLES as TABLES } from '../db/items.ts';
import type { Db, Queryable } from '../db/types.ts';
import { LimitReached } from './limits.ts';

export type CountResult = { counted: boolean; count: number } | undefined;

/** Namespace of the advisory locks taken per voter by like writes. */
const LIKE_LOCK_NAMESPACE = 73_002;
/** Signed-in voters' keys start with this; the others are browser cookies (or, without one, the address). */
export const USER_VOTER_PREFIX = 'u:';
/** A browser's like cookie; a like whose request brought none is stored under the new id with `n:`. */
export const VISITOR_PREFIX = 'v:';
export const NEW_VISITOR_PREFIX = 'n:';

type LikeLimits = Pick<EngagementLimits, 'userLikesPerDay' | 'ipLikesPerHour' | 'ipItemLikesPerDay'>;

const SECONDS_LEFT_TODAY = `extract(epoch FROM date_trunc('day', now() AT TIME ZONE 'UTC') + interval '1 day'
  - (now() AT TIME ZONE 'UTC'))::float8`;

async function userAllowance(tx: Queryable, voterKey: string, limits: LikeLimits) {
  if (limits.userLikesPerDay <= 0) return null;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LIKE_LOCK_NAMESPACE, voterKey]);
  const [row] = await tx.query<{ count: number; left: number }>(
    `SELECT count(*)::int AS count, ${SECONDS_LEFT_TODAY} AS left
     FROM likes WHERE voter_key = $1 AND like_day = (now() AT TIME ZONE 'UTC')::date`,
    [voterKey],
  );
  return row && row.count >= limits.userLikesPerDay ? new LimitReached('daily', row.left) : null;
}

async function addressAllowance(
  tx: Queryable,
  item: { type: ContentType; id: number },
  ip: string,
  limits: LikeLimits,
): Promise<LimitReached | null> {
  if (limits.ipLikesPerHour <= 0 && limits.ipItemLikesPerDay <= 0) return null;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LIKE_LOCK_NAMESPACE, ip]);
  const [row] = await tx.query<{ hour: number; oldest_age: number | null; item_today: number; left: number }>(
    `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS hour,
       extract(epoch FROM now() - min(created_at) FILTER (WHERE created_at > now() - interval '1 hour'))::float8
         AS oldest_age,
       count(*) FILTER (WHERE item_type = $2 AND item_id = $3
         AND like_day = (now() AT TIME ZONE 'UTC')::date)::int AS item_today,
       ${SECONDS_LEFT_TODAY} AS left
     FROM likes WHERE ip = $1::inet AND created_at > now() - interval '1 day'`,
    [ip, item.type, item.id],
  );
  if (!row) return null;
  if (limits.ipLikesPerHour > 0 && row.hour >= limits.ipLikesPerHour) {
    return new LimitReached('hourly', 3600 - (row.oldest_age ?? 0));
  }
  if (limits.ipItemLikesPerDay > 0 && row.item_today >= limits.ipItemLikesPerDay) {
    return new LimitReached('daily', row.left);
  }
  return null;
}

/**
 * A like the unique index cannot see as a repeat (called under the address's lock): a like without a
 * cookie when one without a cookie already came from this address for this item today, or a browser's
 * like when its first like of the item, stored before it had the cookie, is under its other key.
 */
async function alreadyCounted(
  tx: Queryable,
  item: { type: ContentType; id: number },
  voter: { key: string; ip: string; sameBrowser?: readonly string[] },
): Promise<boolean> {
  if (voter.key.startsWith(NEW_VISITOR_PREFIX)) {
    const rows = await tx.query(
      `SELECT 1 FROM likes WHERE item_type = $1 AND item_id = $2 AND ip = $3::inet
         AND like_day = (now() AT TIME ZONE 'UTC')::date AND starts_with(voter_key, $4) LIMIT 1`,
      [item.type, item.id, voter.ip, NEW_VISITOR_PREFIX],
    );
    if (rows.length > 0) return true;
  }
  const others = (voter.sameBrowser ?? []).filter((key) => key !== voter.key);
  if (others.length === 0) return false;
  const rows = await tx.query(
    'SELECT 1 FROM likes WHERE item_type = $1 AND item_id = $2 AND voter_key = ANY($3::text[]) LIMIT 1',
    [item.type, item.id, others],
  );
  return rows.length > 0;
}

/** The item's counter after a like or share: one more when the row was `counted`, else as it stands. */
async function counterAfter(
  tx: Queryable,
  table: string,
  column: 'like_count' | 'share_count',
  id: number,
  counted: boolean,
): Promise<CountResult> {
  const rows = await tx.query<{ count: number }>(
    counted
      ? `UPDATE ${table} SET ${column} = ${column} + 1 WHERE id = $1 RETURNING ${column} AS count`
      : `SELECT ${column} AS count FROM ${table} WHERE id = $1`,
    [id],
  );
  return { counted, count: rows[0]?.count ?? 0 };
}

export function createEngagementRepository(db: Db) {
  return {
    /** Undefined when no published item has this id; a `LimitReached` when R19 refuses the like. */
    like(
      type: ContentType,
      id: number,
      voter: { key: string; ip: string; sameBrowser?: readonly string[] },
      limits: LikeLimits,
    ): Promise<CountResult | LimitReached> {
      const table = TABLES[type];
      const { key: voterKey, ip } = voter;
      return db.transaction(async (tx) => {
        if (!(await isPublished(tx, type, id))) return undefined;
        const refused = voterKey.startsWith(USER_VOTER_PREFIX)
          ? await userAllowance(tx, voterKey, limits)
          : await addressAllowance(tx, { type, id }, ip, limits);
        if (refused) return refused;
        if (await alreadyCounted(tx, { type, id }, voter))
          return counterAfter(tx, table, 'like_count', id, false);
        const inserted = await tx.query(
          `INSERT INTO likes (item_type, item_id, voter_key, ip, like_day)
           VALUES ($1, $2, $3, $4::inet, (now() AT TIME ZONE 'UTC')::date)
           ON CONFLICT DO NOTHING RETURNING id`,
          [type, id, voterKey, ip],
        );
        return counterAfter(tx, table, 'like_count', id, inserted.length > 0);
      });
    },

    /** Whether this voter, under any of its keys, has liked the item (the button's state after a reload). */
    async liked(type: ContentType, id: number, voterKeys: readonly string[]): Promise<boolean> {
      if (voterKeys.length === 0) return false;
      const rows = await db.query(
        'SELECT 1 FROM likes WHERE item_type = $1 AND item_id = $2 AND voter_key = ANY($3::text[]) LIMIT 1',
        [type, id, voterKeys],
      );
      return rows.length > 0;
    },

    /** Undefined when no published item has this slug. */
    share(type: ContentType, slug: string, ip: string): Promise<CountResult> {
      const table = TABLES[type];
      return db.transaction(async (tx) => {
        const id = await publishedIdBySlug(tx, type, slug);
        if (id === undefined) return undefined;
        const inserted = await tx.query(
          `INSERT INTO shares (item_type, item_id, ip, share_hour) VALUES ($1, $2, $3::inet, date_trunc('hour', now()))
           ON CONFLICT DO NOTHING RETURNING id`,
          [type, id, ip],
        );
        return counterAfter(tx, table, 'share_count', id, inserted.length > 0);
      });
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
