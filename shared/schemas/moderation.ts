/**
 * Comment safety: a reader reports a comment once, and sees their own comments that wait
 * for moderation (they are not shown to anyone else, so the shared comment list never carries them).
 */
import { z } from 'zod';
import { IdParam } from './common.ts';
import { Comment } from './engagement.ts';

export const ReportParams = z.strictObject({ id: IdParam });

/** `already`: this reader had reported the comment before; nothing changed. */
export const ReportAnswer = z.object({ success: z.boolean(), already: z.boolean() });
export type ReportAnswer = z.infer<typeof ReportAnswer>;

/**
 * The reader's own waiting comments, and which shown comments are the reader's (no report control) or
 * reported by the reader already (it says so after a reload).
 */
export const MyWaitingComments = z.object({
  comments: z.array(Comment),
  own: z.array(z.number().int()),
  reported: z.array(z.number().int()),
});
export type MyWaitingComments = z.infer<typeof MyWaitingComments>;
