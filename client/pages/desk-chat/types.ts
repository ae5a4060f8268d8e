/** The data of a desk conversation's loader (`route.tsx`), which its screen draws. */
import type { DeskThreadAnswer, SavedReply } from '../../../shared/schemas/desk.ts';
import type { DeskData } from '../../features/desk/load-desk.ts';

export type DeskChatData = DeskData<DeskThreadAnswer> & { replies: SavedReply[] };
