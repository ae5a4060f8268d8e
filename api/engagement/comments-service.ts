/**
 * Comments (docs/product.md#states, docs/architecture.md#the-call-contract; docs/rules.md R4, R17, R19): listed per item and language, newest first, up to
 * the expanded limit of docs/product.md#constants, with their total; written as the session's user only, as typed.
 */
import { COMMENTS_EXPANDED_LIMIT, type ContentType } from '../../shared/constants.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Comment } from '../../shared/schemas/engagement.ts';
import type { EngagementLimits } from '../config/engagement.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, notFound } from '../errors.ts';
import type { ActingUser } from '../http/caller.ts';
import type { ServiceLog } from '../service-log.ts';
import type { CommentRow, CommentsRepository, RecentComments } from './comments-repository.ts';
import { limitError } from './errors.ts';
import { LimitReached } from './limits.ts';

export interface NewComment {
  content: string;
  lang: Locale;
  /** The product's form field: never the author (R17); a mismatch is only logged. */
  claimedUserId?: number;
}

function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    content: row.content,
    created_at: row.created_at,
    user: { name: row.name, surname: row.surname },
    ...(row.pending ? { awaiting_moderation: true } : {}),
  };
}

/** The rate rules of docs/rules.md R19 on the author's recent comments: the first one broken, or null. */
function refusal(recent: RecentComments | undefined, limits: EngagementLimits): LimitReached | null {
  if (!recent) return null;
  if (limits.commentIntervalSeconds > 0 && recent.in_interval > 0) {
    return new LimitReached('interval', limits.commentIntervalSeconds - (recent.last_age ?? 0));
  }
  if (limits.commentDuplicateWindowSeconds > 0 && recent.duplicate_age !== null) {
    return new LimitReached('duplicate', limits.commentDuplicateWindowSeconds - recent.duplicate_age);
  }
  if (limits.commentsPerDay > 0 && recent.today >= limits.commentsPerDay) {
    return new LimitReached('daily', 86_400 - (recent.oldest_today_age ?? 0));
  }
  return null;
}

export function createCommentsService(deps: {
  comments: CommentsRepository;
  limits: EngagementLimits;
  /** Which new comments wait for moderation (comment safety, `api/moderation`); none without it. */
  hold?: (q: Queryable, userId: number, content: string) => Promise<boolean>;
  /** Whether an administrator blocked the author from commenting for now (docs/desk.md#comments). */
  blocked?: (q: Queryable, userId: number) => Promise<boolean>;
  log?: ServiceLog;
}) {
  const { comments, limits, hold, blocked, log } = deps;
  const windows = {
    intervalSeconds: limits.commentIntervalSeconds,
    duplicateWindowSeconds: limits.commentDuplicateWindowSeconds,
  };
  return {
    async list(type: ContentType, slug: string, lang: Locale) {
      const found = await comments.list(type, slug, lang, COMMENTS_EXPANDED_LIMIT);
      if (!found) throw notFound();
      return { comments: found.rows.map(toComment), countComments: found.total };
    },

    async create(type: ContentType, slug: string, user: ActingUser, input: NewComment) {
      if (input.claimedUserId !== undefined && input.claimedUserId !== user.id) {
        log?.info(
          { userId: user.id, claimed: input.claimedUserId },
          'comment user_id ignored: not the session user',
        );
      }
      const result = await comments.create(
        type,
        slug,
        { userId: user.id, locale: input.lang, content: input.content },
        async (tx) => {
          if (await blocked?.(tx, user.id)) throw new ApiError('comments_blocked');
          const refused = refusal(await comments.recent(tx, user.id, input.content, windows), limits);
          if (refused) throw limitError(refused);
          return { pending: (await hold?.(tx, user.id, input.content)) ?? false };
        },
      );
      if (result === undefined) throw notFound();
      return { success: true, comment: toComment(result) };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
