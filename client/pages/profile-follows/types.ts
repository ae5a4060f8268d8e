/** The follows page's loader data (docs/follows.md#following). */
import type { Locale } from '../../../shared/locales.ts';
import type { FollowsAnswer, NewsAnswer } from '../../../shared/schemas/follows.ts';

export interface FollowsData {
  locale: Locale;
  /** Null without a live session: the sign-in prompt shows. */
  follows: FollowsAnswer | null;
  news: NewsAnswer | null;
}
