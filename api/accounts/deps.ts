/** What the accounts services share, built once in `api/wiring.ts` (repositories included). */

import type { AccountsSettings } from '../config/accounts.ts';
import type { Db } from '../db/types.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AccountsClock } from './clock.ts';
import type { AccountRules } from './limits.ts';
import type { PasswordHasher } from './passwords.ts';
import type { Sessions } from './sessions.ts';
import type { Throttle } from './throttle.ts';
import type { PinsRepository } from './tokens-repository.ts';
import type { UsersRepository } from './users-repository.ts';

/** Security events (docs/rules.md R22): ids and outcomes, never e-mails, passwords, pins or tokens. */
export interface AccountsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface AccountsDeps {
  /** For transactions; the statements are the repositories'. */
  db: Db;
  users: UsersRepository;
  pins: PinsRepository;
  clock: AccountsClock;
  settings: AccountsSettings;
  rules: AccountRules;
  throttle: Throttle;
  hasher: PasswordHasher;
  sessions: Sessions;
  mailer: Mailer;
  log: AccountsLog;
}
