/**
 * The server's side of the password rule (docs/rules.md R10): the product's rule shared with the browser,
 * then the list of common passwords (`common-passwords.txt`, written for this project). Only new
 * passwords are checked; nothing is trimmed or case-folded before hashing.
 */
import { readFileSync } from 'node:fs';
import { newPasswordProblem } from '../../shared/logic/password.ts';
import { ApiError, type ErrorCode } from '../errors.ts';

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

const PROBLEM_CODES = {
  enterNewPassword: 'password_too_short',
  passwordTooShort: 'password_too_short',
  passwordTooLong: 'password_too_long',
  passwordMust: 'password_rule',
} as const satisfies Record<NonNullable<ReturnType<typeof newPasswordProblem>>, ErrorCode>;

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Throws the catalogue error a new password deserves, or returns when it may be hashed. */
export function assertNewPassword(password: string, field = 'password'): void {
  const problem = newPasswordProblem(password);
  if (problem) throw new ApiError(PROBLEM_CODES[problem], { field });
  if (isCommonPassword(password)) throw new ApiError('password_common', { field });
}
