/**
 * What the API's error codes (`api/accounts/errors.ts` and the other domains' catalogues) say to the
 * reader: one table of message keys, each with its namespace, for every form
 * (docs/product.md#error-messages). A code means the same wherever it comes back; a form passes
 * overrides only where it words a refusal its own way (its own rate limit, its own "not found").
 */
import type { Failure } from './call-api.ts';

export const ERROR_KEYS: Readonly<Record<string, string>> = {
  foreign_origin: 'http:foreignOrigin',
  no_account: 'auth:messages.noAccount',
  email_not_confirmed: 'auth:messages.confirmationRequired',
  invalid_credentials: 'auth:messages.wrongPassword',
  password_too_short: 'auth:messages.passwordTooShort',
  password_too_long: 'auth:messages.passwordTooLong',
  password_rule: 'auth:messages.passwordMust',
  password_common: 'auth:messages.passwordCommon',
  pin_invalid: 'auth:messages.pinInvalid',
  email_immutable: 'auth:messages.cannotChangeEmail',
  last_sign_in_method: 'auth:social.lastMethod',
  unknown_tags: 'profile:details.unknownTags',
  duplicate_comment: 'content:comments.duplicate',
  access_request_pending: 'access:form.pending',
  access_already_open: 'access:form.alreadyOpen',
  lesson_sets_limit: 'lessonSets:errors.limit',
  lesson_set_full: 'lessonSets:errors.full',
  offline: 'offline:refused',
};

/** The message key for a refusal's code: the form's own wording first, then the table, else `fallback`. */
export function errorKey(
  code: string | undefined,
  fallback: string,
  overrides: Readonly<Record<string, string>> = {},
): string {
  if (code === undefined) return fallback;
  return overrides[code] ?? ERROR_KEYS[code] ?? fallback;
}

/** A 429's `Retry-After` in whole minutes (at least one; a minute when the header was missing). */
export function minutesToWait(failure: Pick<Failure, 'retryAfter'>): number {
  return Math.max(1, Math.ceil((failure.retryAfter ?? 60) / 60));
}
