/**
 * Test-admin mode (docs/product.md#roles, docs/architecture.md#sessions-and-accounts, docs/rules.md R18). The web tier passes the flag and its hash,
 * taken from the browser's local storage, in `x-test-admin: {flag}:{hash}` beside the session's
 * token. The mode holds only for an admin whose hash is the HMAC-SHA256 of `{flag}:{user id}` under
 * TEST_ADMIN_SECRET, compared in constant time; every use is logged. Without the secret (always in
 * production: the API refuses to start with one) the header means nothing.
 */
import type { AccountsLog } from './deps.ts';
import { hmac, sameSecret } from './secrets.ts';

const VALUE = /^([A-Za-z0-9_-]{1,64}):([a-f0-9]{64})$/;

/** The hash the admin CLI prints for a flag and a user. */
export function testAdminHash(secret: string, flag: string, userId: number): string {
  return hmac(secret, `${flag}:${userId}`);
}

export function createTestAdmin(secret: string | undefined, log: AccountsLog) {
  /** `value` is the request's `x-test-admin` header (`http/bearer.ts`). */
  return (value: string | undefined, user: { id: number; role: string }): boolean => {
    if (!secret || value === undefined) return false;
    const match = VALUE.exec(value);
    if (!match || user.role !== 'admin') {
      log.warn({ event: 'test_admin', outcome: 'refused', userId: user.id }, 'test-admin header refused');
      return false;
    }
    const [, flag = '', hash = ''] = match;
    const valid = sameSecret(testAdminHash(secret, flag, user.id), hash);
    log.info(
      { event: 'test_admin', outcome: valid ? 'accepted' : 'refused', userId: user.id },
      'test-admin mode',
    );
    return valid;
  };
}

export type TestAdmin = ReturnType<typeof createTestAdmin>;
