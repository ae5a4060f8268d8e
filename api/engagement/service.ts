/**
 * Likes and shares (docs/product.md#content-and-engagement). A like counts people: a signed-in voter is the user (one like per
 * item, 50 a day), anyone else the browser's like cookie; the address only limits floods (R19). A
 * like whose request had no cookie (the web tier made the id for it) counts once per address, item and
 * day, so dropping the cookie adds nothing; a caller with neither user nor cookie (not a browser behind
 * the web tier, which always sends one) votes as its address. A duplicate is not an error: it answers `success: false` with the unchanged
 * count, which comes from the database (R31); a flood limit is a 429 that says so.
 */
import type { ContentType } from '../../shared/constants.ts';
import type { EngagementLimits } from '../config/engagement.ts';
import { notFound } from '../errors.ts';
import { limitError } from './errors.ts';
import { LimitReached } from './limits.ts';
import {
  type EngagementRepository,
  NEW_VISITOR_PREFIX,
  USER_VOTER_PREFIX,
  VISITOR_PREFIX,
} from './repository.ts';

export interface Voter {
  /** The signed-in user, when the call carried a session. */
  userId?: number;
  /** The visitor's like cookie, forwarded by the web tier. */
  visitorId?: string;
  /**
   * The web tier made `visitorId` for this like: the request had no cookie. Such a like counts once per
   * address, item and day, so a client that drops cookies cannot add one per request (docs/rules.md R19).
   */
  newVisitor?: boolean;
  ip: string;
}

function voterKey(voter: Voter): string {
  if (voter.userId !== undefined) return `${USER_VOTER_PREFIX}${voter.userId}`;
  if (!voter.visitorId) return `ip:${voter.ip}`;
  return voter.newVisitor ? `${NEW_VISITOR_PREFIX}${voter.visitorId}` : `${VISITOR_PREFIX}${voter.visitorId}`;
}

/** Every key this browser's like of an item may be stored under: its first like came without a cookie. */
function browserKeys(voter: Omit<Voter, 'ip'>): string[] {
  if (voter.userId !== undefined || !voter.visitorId) return [];
  return [`${VISITOR_PREFIX}${voter.visitorId}`, `${NEW_VISITOR_PREFIX}${voter.visitorId}`];
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
      const result = await engagement.like(
        type,
        id,
        { key: voterKey(voter), ip: voter.ip, sameBrowser: browserKeys(voter) },
        limits,
      );
      if (!result) throw notFound();
      if (result instanceof LimitReached) throw limitError(result);
      return { success: result.counted, like_count: result.count };
    },

    /** Whether the voter has liked the item; a visitor with no cookie and no session has not. */
    async likeState(type: ContentType, id: number, voter: Omit<Voter, 'ip'>) {
      if (voter.userId === undefined && !voter.visitorId) return { liked: false };
      const keys = voter.userId !== undefined ? [voterKey({ ...voter, ip: '' })] : browserKeys(voter);
      return { liked: await engagement.liked(type, id, keys) };
    },

    async share(type: ContentType, slug: string, ip: string) {
      const result = await engagement.share(type, slug, ip);
      if (!result) throw notFound();
      return { success: result.counted, share_count: result.count };
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
