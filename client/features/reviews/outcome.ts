/**
 * What the reader is told after a save or a delete, whether the form went through the facade (a
 * refusal's status and code) or, without scripts, through the web tier's form route (`?review=…`).
 */
import { isReviewOutcome, outcomeOfStatus, type ReviewOutcome } from '../../../shared/logic/review-form.ts';
import type { Failure } from '../../data/call-api.ts';
import { errorKey } from '../../data/error-keys.ts';

export interface Notice {
  /** A key of the `reviews` namespace, or one with its own namespace from the table of error codes. */
  key: string;
  tone: 'ok' | 'error';
}

const NOTICES: Record<ReviewOutcome, Notice> = {
  saved: { key: 'status.saved', tone: 'ok' },
  deleted: { key: 'status.deleted', tone: 'ok' },
  rate_limited: { key: 'status.rateLimited', tone: 'error' },
  invalid: { key: 'status.invalid', tone: 'error' },
  not_found: { key: 'status.notFound', tone: 'error' },
  sign_in: { key: 'status.signIn', tone: 'error' },
  failed: { key: 'status.failed', tone: 'error' },
};

/** The review box's own wording of a refusal from another address. */
const REVIEW_WORDING = { foreign_origin: 'status.foreign' };

export function noticeOf(outcome: ReviewOutcome): Notice {
  return NOTICES[outcome];
}

/** The outcome the form route put in the page's address, if any. */
export function outcomeFromSearch(search: string): ReviewOutcome | null {
  const value = new URLSearchParams(search).get('review');
  return isReviewOutcome(value) ? value : null;
}

/** A refusal is said by its status as the form route says it, unless its code has words of its own. */
export function noticeOfFailure(failure: Failure): Notice {
  const byStatus = noticeOf(outcomeOfStatus(failure.status));
  return { key: errorKey(failure.code, byStatus.key, REVIEW_WORDING), tone: 'error' };
}
