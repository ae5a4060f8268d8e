/**
 * Admin commands on accounts (docs/architecture.md#sessions-and-accounts, docs/product.md#content-and-engagement; docs/product.md#roles): roles, the hashtag tool's card access (granting
 * it mails the user), a forced password change, and the test-admin hash.
 */
import { z } from 'zod';
import { testAdminConsoleLine } from '../../shared/test-admin.ts';
import { testAdminHash } from '../accounts/test-admin.ts';
import { ApiError } from '../errors.ts';
import { type AdminCommand, AdminEmail, defineAdminCommand } from './command.ts';
import type { AdminContext } from './context.ts';
import type { AccountFlags } from './users-repository.ts';

const ByEmail = z.object({ email: AdminEmail });

const noAccount = () => new ApiError('not_found', { message: 'no account with that e-mail' });

async function setFlags(context: AdminContext, email: string, flags: AccountFlags) {
  const result = await context.users.setFlags(email, flags);
  if (!result) throw noAccount();
  if (result.changed) await context.readerChanged(result.account.id);
  return result;
}

const flagCommand = (name: string, summary: string, flags: AccountFlags, already: string) =>
  defineAdminCommand({
    name,
    args: ['email'],
    summary,
    input: ByEmail,
    async run(context, { email }) {
      const { account, changed } = await setFlags(context, email, flags);
      return changed ? `${name}: done for user ${account.id}` : `${name}: user ${account.id} ${already}`;
    },
  });

export const accountCommands: readonly AdminCommand[] = [
  flagCommand('make-admin', 'give the account the admin role', { role: 'admin' }, 'is already an admin'),
  defineAdminCommand({
    name: 'grant-card-access',
    args: ['email'],
    summary: 'open the hashtag tool to the account and mail the user',
    input: ByEmail,
    async run(context, { email }) {
      const { account, changed } = await setFlags(context, email, { card_access: 1 });
      if (!changed) return `grant-card-access: user ${account.id} already has card access`;
      context.mails.cardAccessGranted(account);
      return `grant-card-access: done for user ${account.id}, mail sent`;
    },
  }),
  flagCommand(
    'revoke-card-access',
    'close the hashtag tool to the account',
    { card_access: 0 },
    'has no card access',
  ),
  flagCommand(
    'require-password-change',
    'the next login asks for a new password',
    { must_change_password: true },
    'must already change the password',
  ),
  defineAdminCommand({
    name: 'test-admin-hash',
    readOnly: true,
    args: ['email', 'flag'],
    summary: "print the test-admin hash of an admin's flag (needs TEST_ADMIN_SECRET)",
    input: z.object({
      email: AdminEmail,
      flag: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected 1 to 64 letters, digits, _ or -'),
    }),
    async run(context, { email, flag }) {
      const secret = context.testAdminSecret;
      if (!secret) throw new ApiError('forbidden', { message: 'test-admin-hash needs TEST_ADMIN_SECRET' });
      const account = await context.users.byEmail(email);
      if (account?.role !== 'admin')
        throw new ApiError('not_found', { message: 'no admin with that e-mail' });
      const hash = testAdminHash(secret, flag, account.id);
      return [
        `localStorage flag: ${flag}`,
        `localStorage hash: ${hash}`,
        `in the browser's console on the site: ${testAdminConsoleLine(flag, hash)}`,
      ].join('\n');
    },
  }),
];
