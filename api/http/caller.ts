/**
 * Who a call acts for. It is always the user of the request's bearer token, never one a body names
 * (docs/rules.md R17). `registerCall` finds it out once per request from the call's `auth` level, so
 * no handler checks for a session itself.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** The user a call acts for. Services need only the id; the accounts domain gets its whole row. */
export interface ActingUser {
  id: number;
}

/** What a request's bearer token resolves to: at least the user. */
export interface Caller {
  user: ActingUser;
}

/**
 * How calls learn who is calling. The accounts domain supplies it (built in `api/wiring.ts`); `C` is
 * what it knows of the caller, passed to the handlers as it is.
 */
export interface CallerLookup<C extends Caller = Caller> {
  /** The caller of a request, or null without a valid session. */
  caller(headers: IncomingHttpHeaders): Promise<C | null>;
  /** Whether this caller may make the desk's calls (`auth: 'admin'`, docs/desk.md). */
  isAdmin(caller: C): boolean;
  /** Whether a read marked `drafts` shows drafts to this request (an admin in test-admin mode). */
  showsDrafts(headers: IncomingHttpHeaders): Promise<boolean>;
}
