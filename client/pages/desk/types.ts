/** The data of the desk's loaders (`route.tsx` and one module per screen), which its screens draw. */

import type { z } from 'zod';
import type {
  AuditEntry,
  DeskAccessRequest,
  DeskAuthorCommentsAnswer,
  DeskFlaggedComment,
  DeskReader,
  DeskReadersAnswer,
  DeskThreadAnswer,
  DeskThreadSummary,
  SavedReply,
} from '../../../shared/schemas/desk.ts';
import type { DeskData } from '../../features/desk/load-desk.ts';

export type DeskAccessData = DeskData<{ pending: DeskAccessRequest[]; decided: DeskAccessRequest[] }>;

export type DeskAuditData = DeskData<{ entries: AuditEntry[]; has_more: boolean }>;

export type DeskChatData = DeskData<DeskThreadAnswer> & { replies: SavedReply[] };

export type DeskCommentsData = DeskData<{ comments: DeskFlaggedComment[] }>;

export type InboxData = DeskData<{ threads: DeskThreadSummary[] }> & {
  replies: SavedReply[];
  /** The server's time of the load, so "waiting 3 hours" renders alike on both sides. */
  now: string;
};

export type DeskReaderData = DeskData<{ reader: DeskReader }> & {
  comments: z.infer<typeof DeskAuthorCommentsAnswer>['comments'];
};

export type DeskReadersData = DeskData<z.infer<typeof DeskReadersAnswer> | null> & {
  /** The search text as asked (empty: nothing asked yet, or too short to ask). */
  q: string;
};
