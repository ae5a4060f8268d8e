/**
 * Comment safety for readers: report a shown comment once (not one's own; at most
 * `COMMENT_REPORTS_PER_HOUR` an hour, R19), and see one's own comments that wait for moderation,
 * marked so. The reader always comes from the token (R17).
 */
import type { ContentType } from '../../shared/constants.ts';
import type { Locale } from '../../shared/locales.ts';
import type { MyWaitingComments, ReportAnswer } from '../../shared/schemas/moderation.ts';
import type { HoldRule } from '../config/moderation.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, notFound } from '../errors.ts';
import type { RateWindow } from '../rate-window.ts';
import { containsLink } from './links.ts';
import { authorStanding, type ModerationRepository } from './repository.ts';

/** Whether a new comment waits for moderation, asked inside its write (`q`, under the author's lock). */
export type CommentHold = (q: Queryable, userId: number, content: string) => Promise<boolean>;

/**
 * The first `firstComments` comments of an account younger than `newAccountDays` days wait for
 * moderation when they carry a link; 0 in either switches the rule off.
 */
export function commentHold(rule: HoldRule): CommentHold {
  return async (q, userId, content) => {
    if (rule.firstComments <= 0 || rule.newAccountDays <= 0 || !containsLink(content)) return false;
    const author = await authorStanding(q, userId, rule.newAccountDays);
    return author.newAccount && author.written < rule.firstComments;
  };
}

/** Whether an administrator blocked this author from commenting until a time still to come (docs/desk.md#comments). */
export async function commentsBlocked(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.query<{ blocked: boolean }>(
    'SELECT coalesce(comments_blocked_until > now(), false) AS blocked FROM users WHERE id = $1',
    [userId],
  );
  return row?.blocked ?? false;
}

/** The most waiting comments one author is shown on one item. */
const WAITING_MAX = 50;

export function createModerationService(deps: { moderation: ModerationRepository; reports: RateWindow }) {
  const { moderation, reports } = deps;
  return {
    async report(userId: number, commentId: number): Promise<ReportAnswer> {
      const wait = reports.hit(String(userId));
      if (wait > 0) throw new ApiError('rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(wait)) });
      const result = await moderation.report(commentId, userId);
      if (result === undefined) throw notFound();
      if (result === 'own') throw new ApiError('own_comment');
      return { success: true, already: result.already };
    },

    async waiting(userId: number, type: ContentType, slug: string, lang: Locale): Promise<MyWaitingComments> {
      const found = await moderation.waiting(userId, type, slug, lang, WAITING_MAX);
      if (!found) throw notFound();
      return {
        own: found.own,
        reported: found.reported,
        comments: found.rows.map((row) => ({
          id: row.id,
          content: row.content,
          created_at: row.created_at,
          user: { name: row.name, surname: row.surname },
          awaiting_moderation: true,
        })),
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
