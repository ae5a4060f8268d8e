/** The data of the comment queue's loader (`route.tsx`), which its screen draws. */
import type { DeskFlaggedComment } from '../../../shared/schemas/desk.ts';
import type { DeskData } from '../../features/desk/load-desk.ts';

export type DeskCommentsData = DeskData<{ comments: DeskFlaggedComment[] }>;
