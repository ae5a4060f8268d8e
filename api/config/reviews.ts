/** The reviews domain's variables, merged into the API's environment schema (`index.ts`). */
import { intVar } from '../../shared/env-vars.ts';

export const reviewsEnv = {
  /**
   * docs/rules.md R19: saves and deletes of reviews one account may make in an hour (0 turns the limit
   * off). Rating every material of a long course in one sitting stays well under it.
   */
  REVIEW_WRITES_PER_HOUR: intVar(0, 999_999, 30),
};
