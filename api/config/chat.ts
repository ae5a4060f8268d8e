/** The support chat's variables, merged into the API's environment schema (`index.ts`). */
import { intVar } from '../../shared/env-vars.ts';

export const chatEnv = {
  /** docs/rules.md R19: messages one account may send in ten minutes; 0 switches the limit off. */
  CHAT_MESSAGES_PER_10_MINUTES: intVar(0, 999_999, 10),
};

/** The window of `CHAT_MESSAGES_PER_10_MINUTES`. */
export const CHAT_WINDOW_SECONDS = 600;
