/**
 * What admin commands work with, made once per process that runs them (the API, or the CLI when no
 * server holds the database): the repositories they change, the mails they send, and where they
 * announce what they changed (`changes`: with no server running, nobody listens).
 */
import { createAccessMails } from '../access/mails.ts';
import { createAccessRepository } from '../access/repository.ts';
import { type AccessService, createAccessService } from '../access/service.ts';
import { createChatRepository } from '../chat/repository.ts';
import { accountsSettings } from '../config/accounts.ts';
import type { ApiConfig } from '../config/index.ts';
import type { Db } from '../db/types.ts';
import type { Mailer } from '../mail/mailer.ts';
import { ContentChanges } from '../moderation/changes.ts';
import { createModerationRepository } from '../moderation/repository.ts';
import type { ServiceLog } from '../service-log.ts';
import { type AuditRecord, appendAudit } from './audit.ts';
import { createAdminMails } from './mails.ts';
import { createAdminUsersRepository } from './users-repository.ts';

export function createAdminContext(options: {
  db: Db;
  config: ApiConfig;
  mailer: Mailer;
  /** The readers' questionnaire service when the API runs (`api/wiring.ts`): one set of rules. */
  access?: AccessService;
  changes?: ContentChanges;
  log?: ServiceLog;
}) {
  const settings = accountsSettings(options.config);
  return {
    users: createAdminUsersRepository(options.db),
    chat: createChatRepository(options.db),
    mails: createAdminMails(options.mailer, settings.publicOrigin),
    testAdminSecret: settings.testAdminSecret,
    access:
      options.access ??
      createAccessService({
        requests: createAccessRepository(options.db),
        mails: createAccessMails(options.mailer, settings.publicOrigin),
        perDay: options.config.ACCESS_REQUESTS_PER_DAY,
        log: options.log,
      }),
    moderation: createModerationRepository(options.db),
    changes: options.changes ?? new ContentChanges(),
    /** Adds an entry to the audit log (docs/desk.md#the-audit-log). */
    audit: (record: AuditRecord) => appendAudit(options.db, record),
  };
}

export type AdminContext = ReturnType<typeof createAdminContext>;
