/** The educators domain's variables, merged into the API's environment schema (`index.ts`). */
import { z } from 'zod';
import { intVar } from '../../shared/env-vars.ts';

export const educatorsEnv = {
  /** Where the contact block's messages are mailed (docs/architecture.md#the-call-contract send-message). */
  EDITORS_EMAIL: z
    .string()
    .regex(/^[^\s@]+@[^\s@]+$/, 'expected an e-mail address')
    .default('editors@localhost'),
  /** How long a locale's hashtag catalogue is kept in memory before it is read again. */
  HASHTAG_CATALOGUE_TTL_SECONDS: intVar(0, 99_999, 60),
};
