/** The data of the inbox's loader (`route.tsx`), which its screen draws. */
import type { DeskThreadSummary, SavedReply } from '../../../shared/schemas/desk.ts';
import type { DeskData } from '../../features/desk/load-desk.ts';

export type InboxData = DeskData<{ threads: DeskThreadSummary[] }> & {
  replies: SavedReply[];
  /** The server's time of the load, so "waiting 3 hours" renders alike on both sides. */
  now: string;
};
