/**
 * Reviews (docs/product.md#content-and-engagement; docs/rules.md R4, R17, R19): the reader's own review of a material or a course,
 * read, saved (a second save edits), deleted, and listed in the personal area. The reader is always
 * the session's user; a `user_id`/`userId` in a body is never the author and a mismatch is only
 * logged. Writes are limited per account (a bounded in-process window, as favourites are).
 */
import type { Locale } from '../../shared/locales.ts';
import { isBlankReviewText, type ReviewType } from '../../shared/logic/reviews.ts';
import { ApiError, notFound } from '../errors.ts';
import type { ActingUser } from '../http/caller.ts';
import type { ServiceLog } from '../service-log.ts';
import type { ReviewsRepository } from './repository.ts';

export interface ReviewWrite {
  rating: number;
  text?: string;
  /** The body's claimed authors (`user_id`, `userId`): never used (R17), a mismatch is logged. */
  claimed?: unknown[];
}

/** Records one write for an account; answers the seconds to wait when over the limit, else 0. */
export type WriteLimit = (userId: number) => number;

export function createReviewsService(deps: {
  reviews: ReviewsRepository;
  writeLimit: WriteLimit;
  log?: ServiceLog;
}) {
  const { reviews, writeLimit, log } = deps;

  function noteClaim(user: ActingUser, claimed: unknown[]) {
    const others = claimed.filter((claim) => claim !== undefined && String(claim) !== String(user.id));
    if (others.length > 0)
      log?.info({ userId: user.id, claimed: others }, 'review user id ignored: not the session user');
  }

  function limited(user: ActingUser) {
    const wait = writeLimit(user.id);
    if (wait > 0) {
      log?.info({ userId: user.id }, 'review write refused: rate limit');
      throw new ApiError('rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(wait)) });
    }
  }

  return {
    async mine(user: ActingUser, type: ReviewType, slug: string) {
      const found = await reviews.mine(user.id, type, slug);
      if (!found) throw notFound();
      return found;
    },

    async save(user: ActingUser, type: ReviewType, slug: string, input: ReviewWrite) {
      noteClaim(user, input.claimed ?? []);
      limited(user);
      // Stored as typed (R4); a comment of nothing visible is no comment.
      const text = input.text === undefined || isBlankReviewText(input.text) ? null : input.text;
      const saved = await reviews.save(user.id, type, slug, { rating: input.rating, text });
      if (!saved) throw notFound();
      return { success: true, ...saved };
    },

    async remove(user: ActingUser, type: ReviewType, slug: string, claimed: unknown[] = []) {
      noteClaim(user, claimed);
      limited(user);
      const removed = await reviews.remove(user.id, type, slug);
      if (!removed) throw notFound();
      return { success: true, ...removed };
    },

    async list(user: ActingUser, lang: Locale) {
      const rows = await reviews.listByUser(user.id, lang);
      return { reviews: rows, count: rows.length };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
