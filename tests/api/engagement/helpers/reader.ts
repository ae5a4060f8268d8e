/**
 * The content API for the reader's calls: the accounts tests' harness (fresh fixture database, mail
 * outbox, relaxed sign-in limits) with this domain's limits chosen per file, and signed-in readers
 * made through the real calls (register, confirm by mail, log in), so the author always comes from a
 * real session token.
 */
import {
  type AccountsApi,
  accountsApi,
  type Backend,
  bearer,
  RELAXED_LIMITS,
} from '../../accounts/helpers/api.ts';
import { confirmedUser, loginToken } from '../../accounts/helpers/users.ts';

export { backends, form as postForm, post as postJson } from '../../accounts/helpers/api.ts';
export type { Backend };

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** Every limit of this domain off, so a test turns on only the one it proves. */
export const NO_READER_LIMITS: Record<string, string> = {
  COMMENT_INTERVAL_SECONDS: '0',
  COMMENT_DUPLICATE_WINDOW_SECONDS: '0',
  COMMENTS_PER_DAY: '0',
  FAVOURITES_PER_MINUTE: '0',
  LIKES_PER_USER_PER_DAY: '0',
  LIKES_PER_IP_PER_HOUR: '0',
};

export function readerApi(
  t: Teardown,
  backend: Backend,
  env: Record<string, string> = {},
): Promise<AccountsApi> {
  return accountsApi(t, backend, { ...RELAXED_LIMITS, ...NO_READER_LIMITS, ...env });
}

export interface Reader {
  id: number;
  headers: Record<string, string>;
}

/** A confirmed, signed-in user with this name; `headers` carry the bearer token. */
export async function reader(api: AccountsApi, email: string, name = '', surname = ''): Promise<Reader> {
  const user = await confirmedUser(api.app, api.dataDir, email, undefined, { name, surname });
  const token = await loginToken(api.app, user);
  const [row] = await api.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  if (!row) throw new Error(`no user ${email}`);
  return { id: row.id, headers: bearer(token) };
}

export async function idOf(api: AccountsApi, table: 'materials' | 'courses', slug: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE slug = $1`, [slug]);
  if (!row) throw new Error(`no ${table} ${slug}`);
  return row.id;
}
