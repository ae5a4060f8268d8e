/**
 * Comment safety's variables, merged into the API's environment schema (`index.ts`).
 * A new account's first comments that carry a link wait for an administrator; 0 switches a rule off.
 */
import { intVar } from '../../shared/env-vars.ts';
import type { ApiConfig } from './index.ts';

const count = (fallback: number) => intVar(0, 99_999, fallback);

export const moderationEnv = {
  /** An account younger than this many days is new. */
  MODERATION_NEW_ACCOUNT_DAYS: count(7),
  /** How many of a new account's first comments wait for moderation when they carry a link. */
  MODERATION_FIRST_COMMENTS: count(3),
  /** Reports one account may make in an hour (docs/rules.md R19). */
  COMMENT_REPORTS_PER_HOUR: count(30),
};

export interface HoldRule {
  newAccountDays: number;
  firstComments: number;
}

export function holdRule(config: ApiConfig): HoldRule {
  return {
    newAccountDays: config.MODERATION_NEW_ACCOUNT_DAYS,
    firstComments: config.MODERATION_FIRST_COMMENTS,
  };
}
