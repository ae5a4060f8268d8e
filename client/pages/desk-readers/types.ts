/** The data of the readers' search loader (`route.tsx`), which its screen draws. */
import type { z } from 'zod';
import type { DeskReadersAnswer } from '../../../shared/schemas/desk.ts';
import type { DeskData } from '../../features/desk/load-desk.ts';

export type DeskReadersData = DeskData<z.infer<typeof DeskReadersAnswer> | null> & {
  /** The search text as asked (empty: nothing asked yet, or too short to ask). */
  q: string;
};
