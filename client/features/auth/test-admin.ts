/**
 * Test-admin mode (spec §6, DESIGN §3): an admin keeps a flag and its hash (printed by the admin CLI) in
 * local storage; every user fetch from the browser then sends them, and the web tier passes them to the
 * API beside the session's token when TEST_ADMIN_ENABLED is on. Anything malformed is not sent.
 */
export const TEST_ADMIN_FLAG_KEY = 'test_admin_flag';
export const TEST_ADMIN_HASH_KEY = 'test_admin_hash';
export const TEST_ADMIN_HEADER = 'X-Test-Admin';

const FLAG = /^[A-Za-z0-9_-]{1,64}$/;
const HASH = /^[a-f0-9]{64}$/;

/** `{flag}:{hash}` when both sit in local storage and look right, else null. */
export function testAdminValue(): string | null {
  try {
    const flag = window.localStorage.getItem(TEST_ADMIN_FLAG_KEY);
    const hash = window.localStorage.getItem(TEST_ADMIN_HASH_KEY);
    return flag && hash && FLAG.test(flag) && HASH.test(hash) ? `${flag}:${hash}` : null;
  } catch {
    return null; // storage refused (private mode, blocked cookies)
  }
}
