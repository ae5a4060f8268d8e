/**
 * What admin commands change on accounts (docs/architecture.md#sessions-and-accounts): roles and flags, looked up by e-mail. Each
 * change answers the account as it is afterwards, and whether the statement changed anything, so a
 * command can tell "granted" from "already had it" and mail only on a real change.
 */
import type { Locale } from '../../shared/locales.ts';
import type { Db } from '../db/types.ts';

export type AdminAccount = {
  id: number;
  email: string;
  name: string;
  locale: Locale;
  role: 'user' | 'admin';
  card_access: 0 | 1;
};

export interface AccountChange {
  account: AdminAccount;
  changed: boolean;
}

export type AccountFlags = Partial<{
  role: 'user' | 'admin';
  card_access: 0 | 1;
  must_change_password: boolean;
}>;

const COLUMNS = 'id, email, name, locale, role, card_access';

export function createAdminUsersRepository(db: Db) {
  return {
    async byEmail(email: string): Promise<AdminAccount | undefined> {
      const rows = await db.query<AdminAccount>(
        `SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`,
        [email],
      );
      return rows[0];
    },

    /** Undefined when no account has this e-mail. */
    async setFlags(email: string, flags: AccountFlags): Promise<AccountChange | undefined> {
      // The row is locked and read before the update, so `changed` compares with what was there.
      return db.transaction(async (tx) => {
        const [before] = await tx.query<AdminAccount & { must_change_password: boolean }>(
          `SELECT ${COLUMNS}, must_change_password FROM users WHERE lower(email) = lower($1) FOR UPDATE`,
          [email],
        );
        if (!before) return undefined;
        const changed =
          (flags.role !== undefined && flags.role !== before.role) ||
          (flags.card_access !== undefined && flags.card_access !== before.card_access) ||
          (flags.must_change_password !== undefined &&
            flags.must_change_password !== before.must_change_password);
        if (!changed) {
          const { must_change_password: _, ...account } = before;
          return { account, changed };
        }
        const [account] = await tx.query<AdminAccount>(
          `UPDATE users SET role = COALESCE($2, role), card_access = COALESCE($3, card_access),
             must_change_password = COALESCE($4, must_change_password), updated_at = now()
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [before.id, flags.role ?? null, flags.card_access ?? null, flags.must_change_password ?? null],
        );
        return account ? { account, changed } : undefined;
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
