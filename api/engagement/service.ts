/**
 * Likes and shares (docs/product.md#content-and-engagement). A like counts people: a signed-in voter is the user (one like per
 * item, 50 a day), anyone else the browser's like cookie; the address only limits floods (R19). A
 * caller with neither user nor cookie (not a browser behind the web tier, which always sends one)
 * votes as its address. A duplicate is not an error: it answers `success: false` with the unchanged
 * count, which comes from the database (R31); a flood limit is a 429 that says so.
 */
import type { ContentType } from '../../shared/constants.ts';
import type { EngagementLimits } from '../config/engagement.ts';
import { notFound } from '../errors.ts';
import { limitError } from './errors.ts';
import { LimitReached } from './limits.ts';
import { type EngagementRepository, USER_VOTER_PREFIX } from './repository.ts';

export interface Voter {
  /** The signed-in user, when the call carried a session. */
  userId?: number;
  /** The visitor's like cookie, forwarded by the web tier. */
  visitorId?: string;
  ip: string;
}

function voterKey(voter: Voter): string {
  if (voter.userId !== undefined) return `${USER_VOTER_PREFIX}${voter.userId}`;
  return voter.visitorId ? `v:${voter.visitorId}` : `ip:${voter.ip}`;
}

export function createEngagementService({
  engagement,
  limits,
}: {
  engagement: EngagementRepository;
  limits: EngagementLimits;
}) {
  return {
    async like(type: ContentType, id: number, voter: Voter) {
      const result = await engagement.like(type, id, { key: voterKey(voter), ip: voter.ip }, limits);
      if (!result) throw notFound();
      if (result instanceof LimitReached) throw limitError(result);
      return { success: result.counted, like_count: result.count };
    },

    /** Whether the voter has liked the item; a visitor with no cookie and no session has not. */
    async likeState(type: ContentType, id: number, voter: Omit<Voter, 'ip'>) {
      if (voter.userId === undefined && !voter.visitorId) return { liked: false };
      return { liked: await engagement.liked(type, id, voterKey({ ...voter, ip: '' })) };
    },

    async share(type: ContentType, slug: string, ip: string) {
      const result = await engagement.share(type, slug, ip);
      if (!result) throw notFound();
      return { success: result.counted, share_count: result.count };
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
