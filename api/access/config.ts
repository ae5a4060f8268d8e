/** The access domain's variables, merged into the API's environment schema (`api/config.ts`). */
import { z } from 'zod';

export const accessEnv = {
  /** Questionnaires one account may send in 24 hours (docs/rules.md R19); 0 switches the limit off. */
  ACCESS_REQUESTS_PER_DAY: z
    .string()
    .regex(/^\d{1,5}$/, 'expected a whole number')
    .transform(Number)
    .default(3),
};
