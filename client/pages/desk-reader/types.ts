/** The data of a reader's desk page loader (`route.tsx`), which its screen draws. */
import type { z } from 'zod';
import type { DeskAuthorCommentsAnswer, DeskReader } from '../../../shared/schemas/desk.ts';
import type { DeskData } from '../../features/desk/load-desk.ts';

export type DeskReaderData = DeskData<{ reader: DeskReader }> & {
  comments: z.infer<typeof DeskAuthorCommentsAnswer>['comments'];
};
