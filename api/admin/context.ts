/**
 * What admin commands work with, made once per process that runs them (the API, or the CLI when no
 * server holds the database): the repositories they change, the mails they send, and where they
 * announce what they changed (`changes`: with no server running, nobody listens).
 */
import { readerTag } from '../../shared/cache-drops.ts';
import { createAccessMails } from '../access/mails.ts';
import { createAccessRepository } from '../access/repository.ts';
import { type AccessService, createAccessService } from '../access/service.ts';
import { announceDrops } from '../cache-drops.ts';
import { createChatRepository } from '../chat/repository.ts';
import { accountsSettings } from '../config/accounts.ts';
import type { ApiConfig } from '../config/index.ts';
import type { Db } from '../db/types.ts';
import type { DigestService } from '../follows/digest-service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { ContentChanges } from '../moderation/changes.ts';
import { createModerationRepository } from '../moderation/repository.ts';
import type { ServiceLog } from '../service-log.ts';
import { type AuditRecord, appendAudit } from './audit.ts';
import { digestsFor } from './digest-commands.ts';
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
  /** The digest of the running API (`api/wiring.ts`); the CLI builds its own (`digest-commands.ts`). */
  digests?: DigestService;
}) {
  const settings = accountsSettings(options.config);
  const changes = options.changes ?? new ContentChanges();
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
    changes,
    /**
     * After a command changed a user (a flag, access, a chat reply): every web instance drops what it
     * keeps for that reader, its sessions included (docs/architecture.md#the-reader-cache): in process
     * for an embedding web tier, and on the drop channel for instances sharing PostgreSQL.
     */
    async readerChanged(userId: number): Promise<void> {
      const tags = [readerTag(userId)];
      changes.announce(tags);
      await announceDrops(options.db, tags);
    },
    digests: options.digests ?? digestsFor(options.db, options.config, options.mailer, settings.publicOrigin),
    /** Adds an entry to the audit log (docs/desk.md#the-audit-log). */
    audit: (record: AuditRecord) => appendAudit(options.db, record),
  };
}

export type AdminContext = ReturnType<typeof createAdminContext>;
