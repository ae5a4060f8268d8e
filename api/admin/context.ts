/**
 * What admin commands work with, made once per process that runs them (the API, or the CLI when no
 * server holds the database): the repositories they change and the mails they send.
 */

import { accountsSettings } from '../accounts/config.ts';
import { createChatRepository } from '../chat/repository.ts';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAdminMails } from './mails.ts';
import { createAdminUsersRepository } from './users-repository.ts';

export function createAdminContext(options: { db: Db; config: ApiConfig; mailer: Mailer }) {
  const settings = accountsSettings(options.config);
  return {
    users: createAdminUsersRepository(options.db),
    chat: createChatRepository(options.db),
    mails: createAdminMails(options.mailer, settings.publicOrigin),
    testAdminSecret: settings.testAdminSecret,
  };
}

export type AdminContext = ReturnType<typeof createAdminContext>;
