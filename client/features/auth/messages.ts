/**
 * Which message a failed accounts call shows, and next to which field (docs/product.md#validation,
 * docs/product.md#error-messages; docs/product.md#visual-language: messages next to the field they
 * concern). The words come from the one table of error codes (`client/data/error-keys.ts`); anything
 * unknown gets the generic text, a failure to reach the site the "unavailable" one.
 */
import type { TFunction } from 'i18next';
import type { Failure } from '../../data/call-api.ts';
import { errorKey, minutesToWait } from '../../data/error-keys.ts';

export type FormField = 'name' | 'surname' | 'email' | 'password' | 'confirmation' | 'form';

/** The field an accounts refusal concerns; any other code is about the whole form. */
const FIELD_OF_CODE: Record<string, FormField> = {
  no_account: 'email',
  email_not_confirmed: 'email',
  email_immutable: 'email',
  invalid_credentials: 'password',
  password_too_short: 'password',
  password_too_long: 'password',
  password_rule: 'password',
  password_common: 'password',
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
    return { text: t('auth:messages.tooManyAttempts', { minutes: minutesToWait(failure) }), field: 'form' };
  }
  if (failure.code === 'validation_failed' && failure.field === 'email') {
    return { text: t('auth:messages.invalidEmail'), field: 'email' };
  }
  const unreached = failure.status === 0 || failure.status >= 500;
  const key = errorKey(failure.code, unreached ? 'auth:messages.unavailable' : 'auth:messages.generic');
  return { text: t(key), field: FIELD_OF_CODE[failure.code] ?? 'form' };
}

/** Puts a failed call's message where it belongs: beside its field, or at the form's end. */
export function showFailure(
  t: TFunction,
  form: { setErrors: (errors: Partial<Record<FormField, string>>) => void },
  failure: Failure,
): void {
  const { text, field } = failureMessage(t, failure);
  form.setErrors({ [field]: text });
}
