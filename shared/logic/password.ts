/**
 * The password rule of docs/product.md#validation, run by the forms in the browser and again by the content API
 * (docs/rules.md R10): at least 8 characters with a digit and a Latin letter, at most 128; any other
 * character (emoji, spaces) is allowed and nothing is trimmed or case-folded. Each problem is the id of
 * its message in the `auth` catalogue (`messages.*`), so both sides say the same thing.
 */
import { PASSWORD_MIN_LENGTH } from '../constants.ts';

/** R10: longer passwords are refused before any hashing. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'enterNewPassword' | 'passwordTooShort' | 'passwordMust' | 'passwordTooLong';

/** Characters as a person counts them: code points, so an emoji is one and not two. */
export function passwordLength(password: string): number {
  let length = 0;
  for (const _ of password) length += 1;
  return length;
}

export function newPasswordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return 'enterNewPassword';
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (!/[0-9]/.test(password) || !/[A-Za-z]/.test(password)) return 'passwordMust';
  return null;
}

/** docs/product.md#validation: a differing confirmation is reported on the confirmation field. */
export function confirmationProblem(password: string, confirmation: string): 'passwordsDoNotMatch' | null {
  return password === confirmation ? null : 'passwordsDoNotMatch';
}

/** docs/product.md#error-messages: the same shape check as the schemas' (one @, a dot in the domain). */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
