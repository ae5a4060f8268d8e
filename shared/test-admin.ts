/**
 * Test-admin mode's names on both sides (docs/product.md#roles, docs/architecture.md#sessions-and-accounts). The browser keeps the flag and its hash
 * in local storage and mirrors them into a cookie, so that pages rendered on the server (which cannot
 * read local storage) can ask for drafts too; the web tier passes the value on only beside a
 * session's token, and only the API decides whether it means anything.
 */
export const TEST_ADMIN_COOKIE = 'test_admin';
/** `{flag}:{hash}`: the flag as the admin CLI accepts it, the HMAC as hex. */
export const TEST_ADMIN_VALUE = /^[A-Za-z0-9_-]{1,64}:[a-f0-9]{64}$/;
