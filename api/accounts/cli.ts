/**
 * The accounts admin CLI (DESIGN §3: admins have no screens). Run with the API's environment:
 *
 *   node api/accounts/cli.ts make-admin <email>
 *   node api/accounts/cli.ts grant-card-access <email>
 *   node api/accounts/cli.ts require-password-change <email>
 *   node api/accounts/cli.ts test-admin-hash <email> <flag>
 *
 * `test-admin-hash` prints the hash that, stored in the browser's local storage beside the flag, turns
 * on test-admin mode for that admin (spec §6); it needs TEST_ADMIN_SECRET, which production refuses.
 */
import { cliConfig, withDatabase } from '../cli/shared.ts';
import { accountsSettings } from './config.ts';
import { testAdminHash } from './test-admin.ts';
import { usersRepository as users } from './users-repository.ts';

const USAGE =
  'usage: node api/accounts/cli.ts make-admin|grant-card-access|require-password-change <email>\n' +
  '       node api/accounts/cli.ts test-admin-hash <email> <flag>';

const [command, email, flag] = process.argv.slice(2);
if (!command || !email) {
  console.error(USAGE);
  process.exit(2);
}

const config = cliConfig();
const changes = {
  'make-admin': { role: 'admin' },
  'grant-card-access': { card_access: 1 },
  'require-password-change': { must_change_password: true },
} as const;

const code = await withDatabase(config, async (db) => {
  if (command === 'test-admin-hash') {
    const secret = accountsSettings(config).testAdminSecret;
    if (!secret || !flag || !/^[A-Za-z0-9_-]{1,64}$/.test(flag)) {
      console.error('test-admin-hash needs TEST_ADMIN_SECRET and a flag of letters, digits, _ or -');
      return 2;
    }
    const user = await users.byEmail(db, email);
    if (user?.role !== 'admin') {
      console.error('no admin with that e-mail');
      return 1;
    }
    console.log(`localStorage flag: ${flag}\nlocalStorage hash: ${testAdminHash(secret, flag, user.id)}`);
    return 0;
  }
  const change = changes[command as keyof typeof changes];
  if (!change) {
    console.error(USAGE);
    return 2;
  }
  const id = await users.setAdminFlags(db, email, change);
  if (id === undefined) {
    console.error('no account with that e-mail');
    return 1;
  }
  console.log(`${command}: done for user ${id}`);
  return 0;
});
process.exit(code);
