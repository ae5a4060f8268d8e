/** The educators domain's variables, merged into the API's environment schema (`api/config.ts`). */
import { z } from 'zod';

export const educatorsEnv = {
  /** Where the contact block's messages are mailed (docs/architecture.md#the-call-contract send-message). */
  EDITORS_EMAIL: z
    .string()
    .regex(/^[^\s@]+@[^\s@]+$/, 'expected an e-mail address')
    .default('editors@localhost'),
  /** How long a locale's hashtag catalogue is kept in memory before it is read again. */
  HASHTAG_CATALOGUE_TTL_SECONDS: z
    .string()
    .regex(/^\d{1,5}$/, 'expected a whole number')
    .transform(Number)
    .default(60),
};
