/** The support chat's variables, merged into the API's environment schema (`api/config.ts`). */
import { z } from 'zod';

export const chatEnv = {
  /** docs/rules.md R19: messages one account may send in ten minutes; 0 switches the limit off. */
  CHAT_MESSAGES_PER_10_MINUTES: z
    .string()
    .regex(/^\d{1,6}$/, 'expected a whole number')
    .transform(Number)
    .default(10),
};

/** The window of `CHAT_MESSAGES_PER_10_MINUTES`. */
export const CHAT_WINDOW_SECONDS = 600;
