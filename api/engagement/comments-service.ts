/**
 * Comments (docs/product.md#states, docs/architecture.md#the-call-contract; docs/rules.md R4, R17, R19): listed per item and language, newest first, up to
 * the expanded limit of docs/product.md#constants, with their total; written as the session's user only, as typed.
 */
import { COMMENTS_EXPANDED_LIMIT, type ContentType } from '../../shared/constants.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Comment } from '../../shared/schemas/engagement.ts';
import type { EngagementLimits } from '../config/engagement.ts';
import type { HoldRule } from '../config/moderation.ts';
import { notFound } from '../errors.ts';
import type { CommentRow, CommentsRepository } from './comments-repository.ts';
import { limitError } from './errors.ts';
import { LimitReached } from './limits.ts';

export interface ActingUser {
  id: number;
}

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

export function createCommentsService(deps: {
  comments: CommentsRepository;
  limits: EngagementLimits;
  /** Which new comments wait for moderation; none without it. */
  hold?: HoldRule;
  log?: { info(details: object, message: string): void };
}) {
  const { comments, limits, hold, log } = deps;
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
        limits,
        hold,
      );
      if (result === undefined) throw notFound();
      if (result instanceof LimitReached) throw limitError(result);
      return { success: true, comment: toComment(result) };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
