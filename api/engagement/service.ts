/**
 * Likes and shares (DESIGN §4). A duplicate is not an error: it answers `success: false` with the
 * unchanged count, which comes from the database (R31).
 */
import type { ContentType } from '../../shared/constants.ts';
import { notFound } from '../errors.ts';
import type { EngagementRepository } from './repository.ts';

export interface Voter {
  /** The visitor's like cookie, forwarded by the web tier. */
  visitorId?: string;
  ip: string;
}

export function createEngagementService({ engagement }: { engagement: EngagementRepository }) {
  return {
    async like(type: ContentType, id: number, voter: Voter) {
      const voterKey = voter.visitorId ? `v:${voter.visitorId}` : null;
      const result = await engagement.like(type, id, voterKey, voter.ip);
      if (!result) throw notFound();
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
