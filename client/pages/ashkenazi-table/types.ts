/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { z } from 'zod';
import type { AshkenaziTableResponse } from '../../../shared/schemas/ashkenazi.ts';

export interface TableData {
  festivals: z.infer<typeof AshkenaziTableResponse>['festivals'];
  dishes: z.infer<typeof AshkenaziTableResponse>['dishes'];
  /** The festival chosen by the filter, or null for all of them. */
  festival: string | null;
}
