/**
 * Comment safety, beside the comment calls of `engagement.ts`: reporting a comment, and the
 * author's own comments that wait for moderation. Both need a session; the reader is the token's user
 * (R17). Administrators list, approve and hide by admin command (`api/admin/moderation-commands.ts`).
 */
import { CommentsParams, CommentsQuery } from '../schemas/engagement.ts';
import { MyWaitingComments, ReportAnswer, ReportParams } from '../schemas/moderation.ts';
import { defineCall } from './define.ts';

export const moderationCalls = {
  'comments.report': defineCall({
    id: 'comments.report',
    method: 'POST',
    path: '/api/comments/:id/report',
    summary: 'Report a comment to the administrators (once per reader and comment)',
    params: ReportParams,
    response: ReportAnswer,
    auth: 'required',
  }),
  'comments.mine': defineCall({
    id: 'comments.mine',
    method: 'GET',
    path: '/api/:type/:slug/comments/mine',
    summary:
      "The session user's comments on an item that wait for moderation, newest first, and which shown ones are theirs or reported by them",
    params: CommentsParams,
    query: CommentsQuery,
    response: MyWaitingComments,
    auth: 'required',
  }),
} as const;
