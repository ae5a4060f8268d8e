/**
 * What the reader is told after a save or a delete, whether the form went through the facade (a
 * refusal's status and code) or, without scripts, through the web tier's form route (`?review=…`).
 */
import { DataSourceError } from '../../../shared/data/source.ts';
import { isReviewOutcome, outcomeOfStatus, type ReviewOutcome } from '../../../shared/logic/review-form.ts';

export interface Notice {
  /** A key of the `reviews` namespace. */
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

export function noticeOf(outcome: ReviewOutcome): Notice {
  return NOTICES[outcome];
}

/** The outcome the form route put in the page's address, if any. */
export function outcomeFromSearch(search: string): ReviewOutcome | null {
  const value = new URLSearchParams(search).get('review');
  return isReviewOutcome(value) ? value : null;
}

export function noticeOfError(error: unknown): Notice {
  if (error instanceof DataSourceError && error.code === 'foreign_origin') {
    return { key: 'status.foreign', tone: 'error' };
  }
  return noticeOf(outcomeOfStatus(error instanceof DataSourceError ? error.status : 500));
}
