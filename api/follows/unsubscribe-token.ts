/**
 * The digest's unsubscribe token (docs/follows.md#leaving): the reader's id and an HMAC-SHA256 of it
 * under a key made once per database, so a link works on every instance, needs no session and cannot be
 * made for another reader. It only ever stops the digest, so it never expires: a mail a year old
 * still lets its reader leave.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/types.ts';

const PURPOSE = 'digest-unsubscribe:';

export function createUnsubscribeTokens(db: Db) {
  let key: Promise<string> | undefined;
  const secret = () => {
    key ??= (async () => {
      await db.query('INSERT INTO digest_keys (secret) VALUES ($1) ON CONFLICT (id) DO NOTHING', [
        randomBytes(32).toString('base64url'),
      ]);
      const [row] = await db.query<{ secret: string }>('SELECT secret FROM digest_keys');
      if (!row) throw new Error('no digest key');
      return row.secret;
    })().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const sign = async (userId: number) =>
    createHmac('sha256', await secret())
      .update(`${PURPOSE}${userId}`)
      .digest('base64url');

  return {
    async tokenFor(userId: number): Promise<string> {
      return `${userId}.${await sign(userId)}`;
    },
    /** The reader a token names, or undefined when it is not one this site signed. */
    async readerOf(token: string): Promise<number | undefined> {
      const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const userId = Number(match[1]);
      const given = Buffer.from(match[2] as string);
      const expected = Buffer.from(await sign(userId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
