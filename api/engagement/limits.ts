/**
 * The engagement limits of docs/rules.md R19, from the API's validated configuration. A limit of 0
 * switches its check off (tests that need volume).
 */
import type { ApiConfig } from '../config.ts';

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

/** Why a write was refused for its rate, and after how many seconds it may be tried again. */
export class LimitReached {
  readonly reason: 'interval' | 'duplicate' | 'daily' | 'minute' | 'hourly';
  readonly retryAfterSeconds: number;
  constructor(reason: LimitReached['reason'], retryAfterSeconds: number) {
    this.reason = reason;
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
