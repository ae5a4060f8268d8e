/**
 * Test-admin mode (docs/product.md#roles, docs/architecture.md#sessions-and-accounts): an admin keeps a flag and its hash (printed by the admin CLI) in
 * local storage; every user fetch from the browser then sends them, and the web tier passes them to the
 * API beside the session's token when TEST_ADMIN_ENABLED is on. Anything malformed is not sent. The
 * pair is mirrored into a cookie (`shared/test-admin.ts`) so pages rendered on the server show the
 * admin's drafts too; the API alone decides whether it means anything.
 */
import { TEST_ADMIN_COOKIE, TEST_ADMIN_FLAG_KEY, TEST_ADMIN_HASH_KEY } from '../../shared/test-admin.ts';
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

/**
 * Keeps the mode's cookie equal to local storage: set (for this browser session, same-site only) while
 * the flag and hash are there, removed when they are not. Returns whether the cookie changed, so the
 * caller knows the server's render did not see it.
 */
export function syncTestAdminCookie(): boolean {
  const value = testAdminValue();
  const current = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${TEST_ADMIN_COOKIE}=`))
    ?.slice(TEST_ADMIN_COOKIE.length + 1);
  if ((current ?? null) === value) return false;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous before hydration; the Cookie Store API is not in every browser
  document.cookie = value
    ? `${TEST_ADMIN_COOKIE}=${value}; Path=/; SameSite=Strict${secure}`
    : `${TEST_ADMIN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
  return true;
}
