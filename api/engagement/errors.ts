/** A refused rate (docs/rules.md R19) as the catalogue's 429, with the wait in `Retry-After`. */
import { ApiError } from '../errors.ts';
import type { LimitReached } from './limits.ts';

export function limitError(limit: LimitReached): ApiError {
  return new ApiError(limit.reason === 'duplicate' ? 'duplicate_comment' : 'rate_limited', {
    retryAfterSeconds: limit.retryAfterSeconds,
  });
}
