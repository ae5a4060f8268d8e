/**
 * Which `auth` message a failed call shows, and next to which field (docs/product.md#validation, docs/product.md#error-messages; docs/product.md#visual-language: messages
 * next to the field they concern). The API's codes are its catalogue's (`api/accounts/errors.ts`);
 * anything unknown gets the generic text, a failure to reach the site the "unavailable" one.
 */
import type { TFunction } from 'i18next';
import type { Failure } from '../../data/session-api.ts';

export type FormField = 'email' | 'password' | 'confirmation' | 'form';

const BY_CODE: Record<string, { key: string; field: FormField }> = {
  no_account: { key: 'messages.noAccount', field: 'email' },
  email_not_confirmed: { key: 'messages.confirmationRequired', field: 'email' },
  invalid_credentials: { key: 'messages.wrongPassword', field: 'password' },
  password_too_short: { key: 'messages.passwordTooShort', field: 'password' },
  password_too_long: { key: 'messages.passwordTooLong', field: 'password' },
  password_rule: { key: 'messages.passwordMust', field: 'password' },
  password_common: { key: 'messages.passwordCommon', field: 'password' },
  pin_invalid: { key: 'messages.pinInvalid', field: 'form' },
  email_immutable: { key: 'messages.cannotChangeEmail', field: 'email' },
  foreign_origin: { key: 'http:foreignOrigin', field: 'form' },
};

/** Messages of the social sign-in errors the web tier sends back in `auth_error`. */
export const SOCIAL_ERRORS: Record<string, string> = {
  provider_unavailable: 'social.unavailable',
  social_failed: 'social.failed',
  social_cancelled: 'social.cancelled',
  social_email_missing: 'social.emailMissing',
  social_taken: 'social.taken',
  rate_limited: 'messages.tooManyAttempts',
  unavailable: 'messages.unavailable',
};

export function failureMessage(t: TFunction, failure: Failure): { text: string; field: FormField } {
  if (failure.status === 429) {
    const minutes = Math.max(1, Math.ceil((failure.retryAfter ?? 60) / 60));
    return { text: t('messages.tooManyAttempts', { minutes }), field: 'form' };
  }
  const known = BY_CODE[failure.code];
  if (known) return { text: t(known.key), field: known.field };
  if (failure.code === 'validation_failed' && failure.field === 'email') {
    return { text: t('messages.invalidEmail'), field: 'email' };
  }
  if (failure.status === 0 || failure.status >= 500)
    return { text: t('messages.unavailable'), field: 'form' };
  return { text: t('messages.generic'), field: 'form' };
}
