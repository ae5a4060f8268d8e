/**
 * Test-admin mode's names on both sides (docs/product.md#roles, docs/architecture.md#sessions-and-accounts). The browser keeps the flag and its hash
 * in local storage and mirrors them into a cookie, so that pages rendered on the server (which cannot
 * read local storage) can ask for drafts too; the web tier passes the value on only beside a
 * session's token, and only the API decides whether it means anything.
 */
export const TEST_ADMIN_COOKIE = 'test_admin';
/** `{flag}:{hash}`: the flag as the admin CLI accepts it, the HMAC as hex. */
export const TEST_ADMIN_VALUE = /^[A-Za-z0-9_-]{1,64}:[a-f0-9]{64}$/;
/** The local storage keys the browser reads the flag and its hash from. */
export const TEST_ADMIN_FLAG_KEY = 'test_admin_flag';
export const TEST_ADMIN_HASH_KEY = 'test_admin_hash';

/**
 * What an administrator runs in the browser's console to switch the mode on: the flag and hash into
 * local storage and, in the same step, the mode's cookie, so the very next page the server renders
 * shows drafts (the browser's own mirroring runs only after a page has loaded).
 */
export function testAdminConsoleLine(flag: string, hash: string): string {
  return [
    `localStorage.setItem('${TEST_ADMIN_FLAG_KEY}', '${flag}')`,
    `localStorage.setItem('${TEST_ADMIN_HASH_KEY}', '${hash}')`,
    `document.cookie = '${TEST_ADMIN_COOKIE}=${flag}:${hash}; Path=/; SameSite=Strict'`,
  ].join('; ');
}
