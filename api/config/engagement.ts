/**
 * The engagement limits of docs/rules.md R19, from the API's validated configuration. A limit of 0
 * switches its check off (tests that need volume).
 */
import { intVar } from '../../shared/env-vars.ts';
import type { ApiConfig } from './index.ts';

export const engagementEnv = {
  // docs/rules.md R19, per user unless noted; 0 switches a limit off.
  COMMENT_INTERVAL_SECONDS: intVar(0, 86_400, 5),
  COMMENT_DUPLICATE_WINDOW_SECONDS: intVar(0, 86_400, 300),
  COMMENTS_PER_DAY: intVar(0, 100_000, 50),
  FAVOURITES_PER_MINUTE: intVar(0, 100_000, 60),
  LIKES_PER_USER_PER_DAY: intVar(0, 100_000, 50),
  LIKES_PER_IP_PER_HOUR: intVar(0, 100_000, 60),
  LIKES_PER_IP_PER_ITEM_PER_DAY: intVar(0, 100_000, 20),
};

export interface EngagementLimits {
  commentIntervalSeconds: number;
  commentDuplicateWindowSeconds: number;
  commentsPerDay: number;
  favouritesPerMinute: number;
  userLikesPerDay: number;
  ipLikesPerHour: number;
  /** Anonymous likes of one item from one address a day: the flood limit that replaced the dedupe. */
  ipItemLikesPerDay: number;
}

export function engagementLimits(config: ApiConfig): EngagementLimits {
  return {
    commentIntervalSeconds: config.COMMENT_INTERVAL_SECONDS,
    commentDuplicateWindowSeconds: config.COMMENT_DUPLICATE_WINDOW_SECONDS,
    commentsPerDay: config.COMMENTS_PER_DAY,
    favouritesPerMinute: config.FAVOURITES_PER_MINUTE,
    userLikesPerDay: config.LIKES_PER_USER_PER_DAY,
    ipLikesPerHour: config.LIKES_PER_IP_PER_HOUR,
    ipItemLikesPerDay: config.LIKES_PER_IP_PER_ITEM_PER_DAY,
  };
}
