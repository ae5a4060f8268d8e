/**
 * Users, their interesting tags and social identities (migration 0007). Every function takes the
 * queryable it runs on, so a service can put several in one transaction. E-mails are matched by
 * `lower(email)`, the unique index's expression (R31).
 */
import type { LineSpacing, TextSize, Theme } from '../../shared/comfort.ts';
import type { Locale } from '../../shared/locales.ts';
import type { AccountComfort, SocialProvider } from '../../shared/schemas/accounts.ts';
import type { Queryable } from '../db/types.ts';

export interface UserRow extends Record<string, unknown> {
  id: number;
  email: string;
  name: string;
  surname: string;
  country: string;
  city: string;
  password_hash: string | null;
  role: 'user' | 'admin';
  card_access: number;
  locale: Locale;
  email_confirmed_at: Date | null;
  must_change_password: boolean;
  theme: Theme | null;
  text_size: TextSize | null;
  line_spacing: LineSpacing | null;
}

export const USER_COLUMNS = `u.id, u.email, u.name, u.surname, u.country, u.city, u.password_hash, u.role,
  u.card_access, u.locale, u.email_confirmed_at, u.must_change_password, u.theme, u.text_size, u.line_spacing`;

export interface NewUser {
  email: string;
  name: string;
  surname: string;
  passwordHash: string | null;
  locale: Locale;
  confirmedAt: Date | null;
}

/** The account's comfort columns (migration 0361), named as the API's fields. */
const COMFORT_COLUMNS = ['theme', 'text_size', 'line_spacing'] as const;

export type ProfileFields = Partial<Pick<UserRow, 'name' | 'surname' | 'country' | 'city'>>;

/**
 * Made once in `api/wiring.ts` and handed to the services (its functions take the queryable they run on,
 * so a service can put several in one transaction); the admin CLI uses the same functions.
 */
export function createUsersRepository() {
  return usersRepository;
}

export const usersRepository = {
  async byEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
    const rows = await q.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users u WHERE lower(u.email) = lower($1)`,
      [email],
    );
    return rows[0];
  },

  async byId(q: Queryable, id: number): Promise<UserRow | undefined> {
    const rows = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
    return rows[0];
  },

  /** The new user's id, or undefined when the e-mail is taken (also by a concurrent insert). */
  async insert(q: Queryable, user: NewUser, now: Date): Promise<number | undefined> {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO users (email, name, surname, password_hash, locale, email_confirmed_at, password_changed_at,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $4::text IS NULL THEN NULL ELSE $7::timestamptz END, $7, $7)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [user.email, user.name, user.surname, user.passwordHash, user.locale, user.confirmedAt, now],
    );
    return rows[0]?.id;
  },

  async confirmEmail(q: Queryable, id: number, now: Date): Promise<void> {
    await q.query(
      'UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $2), updated_at = $2 WHERE id = $1',
      [id, now],
    );
  },

  async setPassword(q: Queryable, id: number, passwordHash: string | null, now: Date): Promise<void> {
    await q.query(
      `UPDATE users SET password_hash = $2, password_changed_at = $3, must_change_password = false, updated_at = $3
       WHERE id = $1`,
      [id, passwordHash, now],
    );
  },

  async updateProfile(q: Queryable, id: number, fields: ProfileFields, now: Date): Promise<void> {
    await q.query(
      `UPDATE users SET name = COALESCE($2, name), surname = COALESCE($3, surname),
         country = COALESCE($4, country), city = COALESCE($5, city), updated_at = $6
       WHERE id = $1`,
      [id, fields.name ?? null, fields.surname ?? null, fields.country ?? null, fields.city ?? null, now],
    );
  },

  /** Writes the comfort settings given (null: back to the default); those not given stay. */
  async setComfort(q: Queryable, id: number, comfort: Partial<AccountComfort>, now: Date): Promise<void> {
    const given = COMFORT_COLUMNS.filter((column) => comfort[column] !== undefined);
    if (given.length === 0) return;
    const sets = given.map((column, i) => `${column} = $${i + 3}`).join(', ');
    await q.query(`UPDATE users SET ${sets}, updated_at = $2 WHERE id = $1`, [
      id,
      now,
      ...given.map((column) => comfort[column] ?? null),
    ]);
  },

  async interestingTags(q: Queryable, id: number): Promise<number[]> {
    const rows = await q.query<{ tag_id: number }>(
      'SELECT tag_id FROM user_interesting_tags WHERE user_id = $1 ORDER BY tag_id',
      [id],
    );
    return rows.map((row) => row.tag_id);
  },

  /** Replaces the interesting tags; false (and nothing changed) when one of them does not exist. */
  async setInterestingTags(q: Queryable, id: number, tagIds: readonly number[]): Promise<boolean> {
    const known = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tags WHERE id = ANY($1::int[])',
      [tagIds],
    );
    if ((known[0]?.n ?? 0) !== tagIds.length) return false;
    await q.query('DELETE FROM user_interesting_tags WHERE user_id = $1', [id]);
    await q.query(
      'INSERT INTO user_interesting_tags (user_id, tag_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [id, tagIds],
    );
    return true;
  },

  async providersOf(q: Queryable, id: number): Promise<SocialProvider[]> {
    const rows = await q.query<{ provider: SocialProvider }>(
      'SELECT provider FROM social_identities WHERE user_id = $1 ORDER BY provider',
      [id],
    );
    return rows.map((row) => row.provider);
  },

  async byIdentity(q: Queryable, provider: SocialProvider, subject: string): Promise<UserRow | undefined> {
    const rows = await q.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM social_identities si JOIN users u ON u.id = si.user_id
       WHERE si.provider = $1 AND si.subject = $2`,
      [provider, subject],
    );
    return rows[0];
  },

  /** False when this identity or this provider is already linked (to anyone, or to this user). */
  async linkIdentity(q: Queryable, id: number, provider: SocialProvider, subject: string): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO social_identities (user_id, provider, subject) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [id, provider, subject],
    );
    return rows.length > 0;
  },

  async unlinkIdentity(q: Queryable, id: number, provider: SocialProvider): Promise<void> {
    await q.query('DELETE FROM social_identities WHERE user_id = $1 AND provider = $2', [id, provider]);
  },
};

export type UsersRepository = typeof usersRepository;
