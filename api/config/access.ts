/** The access domain's variables, merged into the API's environment schema (`index.ts`). */
import { intVar } from '../../shared/env-vars.ts';

export const accessEnv = {
  /** Questionnaires one account may send in 24 hours (docs/rules.md R19); 0 switches the limit off. */
  ACCESS_REQUESTS_PER_DAY: intVar(0, 99_999, 3),
};
