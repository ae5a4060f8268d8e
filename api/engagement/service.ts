/**
 * Likes and shares (DESIGN §4). A duplicate is not an error: it answers `success: false` with the
 * unchanged count, which comes from the database (R31). A signed-in voter is the user (one like per
 * item, 50 a day); anyone else is the browser's like cookie and the address (R19).
 */
import type { ContentType } from '../../shared/constants.ts';
import { notFound } from '../errors.ts';
import { limitError } from './errors.ts';
import { type EngagementLimits, LimitReached } from './limits.ts';
import { type EngagementRepository, USER_VOTER_PREFIX } from './repository.ts';

export interface Voter {
  /** The signed-in user, when the call carried a session. */
  userId?: number;
  /** The visitor's like cookie, forwarded by the web tier. */
  visitorId?: string;
  ip: string;
}

function voterKey(voter: Voter): string | null {
  if (voter.userId !== undefined) return `${USER_VOTER_PREFIX}${voter.userId}`;
  return voter.visitorId ? `v:${voter.visitorId}` : null;
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

    async share(type: ContentType, slug: string, ip: string) {
      const result = await engagement.share(type, slug, ip);
      if (!result) throw notFound();
      return { success: result.counted, share_count: result.count };
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
