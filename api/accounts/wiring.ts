/**
 * The accounts domain's services, built once per API instance from its configuration: the repositories are made here and handed
 * to the services, which hold no SQL of their own. `actingUser` is what other domains use to know who calls (docs/rules.md R17), and
 * `summaries` is where they add to the user call's answer (favourites, counters).
 */
import path from 'node:path';
import { accountsSettings } from '../config/accounts.ts';
import type { ApiConfig } from '../config/index.ts';
import type { Db } from '../db/types.ts';
import { createMailer } from '../mail/mailer.ts';
import { type AccountsClock, systemClock } from './clock.ts';
import type { AccountsDeps, AccountsLog } from './deps.ts';
import { accountRules } from './limits.ts';
import { createLoginService } from './login-service.ts';
import { createAccountMails } from './mails.ts';
import { createPasswordService } from './password-service.ts';
import { createPasswordHasher } from './passwords.ts';
import { createPinGuard } from './pin-guard.ts';
import { createProfileService, type SummarySource } from './profile-service.ts';
import { createRegistrationService } from './registration-service.ts';
import { createSessions } from './sessions.ts';
import { createProviders } from './social/providers.ts';
import { createSocialService } from './social/service.ts';
import { createTestAdmin } from './test-admin.ts';
import { createThrottle } from './throttle.ts';
import { createThrottleRepository } from './throttle-repository.ts';
import { createPinsRepository, createSessionsRepository } from './tokens-repository.ts';
import { createUsersRepository } from './users-repository.ts';

export interface AccountsOptions {
  db: Db;
  config: ApiConfig;
  log: AccountsLog;
  clock?: AccountsClock;
  /** Other domains' parts of the user call's answer. */
  summaries?: readonly SummarySource[];
}

export function createAccounts(options: AccountsOptions) {
  const { db, config, log } = options;
  const clock = options.clock ?? systemClock;
  const settings = accountsSettings(config);
  const mailer = createMailer({
    smtpUrl: settings.mail.smtpUrl,
    from: settings.mail.from,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    logLinks: settings.mail.logLinks,
    log,
  });
  const users = createUsersRepository();
  const pins = createPinsRepository();
  const sessions = createSessions({
    db,
    sessions: createSessionsRepository(),
    clock,
    idleSeconds: settings.sessionIdleSeconds,
    lifetimeSeconds: settings.sessionLifetimeSeconds,
  });
  const deps: AccountsDeps = {
    db,
    users,
    pins,
    clock,
    settings,
    rules: accountRules(settings),
    throttle: createThrottle(createThrottleRepository(db), clock),
    hasher: createPasswordHasher({ concurrency: settings.hashConcurrency, queueMax: settings.hashQueueMax }),
    sessions,
    mailer,
    log,
  };
  const mails = createAccountMails(mailer, settings.publicOrigin);
  const pinGuard = createPinGuard(deps);
  const testAdmin = createTestAdmin(settings.testAdminSecret, log);
  return {
    sessions,
    mailer,
    login: createLoginService({ ...deps, mails }),
    registration: createRegistrationService({ ...deps, mails, pinGuard }),
    password: createPasswordService({ ...deps, mails, pinGuard }),
    profile: createProfileService({ ...deps, summaries: options.summaries ?? [] }),
    social: createSocialService({ ...deps, providers: createProviders(settings.providers) }),
    testAdmin,
    /** The user of a request's bearer token, for every domain's calls (R17). */
    async actingUser(token: string | undefined): Promise<{ id: number } | null> {
      const auth = await sessions.authenticate(token);
      return auth ? { id: auth.user.id } : null;
    },
    /**
     * Whether a content read shows drafts: a session whose user is an admin with a valid test-admin
     * value (docs/product.md#roles). Without the value nothing is looked up, so ordinary reads cost nothing more.
     */
    async showsDrafts(token: string | undefined, testAdminValue: string | undefined): Promise<boolean> {
      if (testAdminValue === undefined || token === undefined) return false;
      const auth = await sessions.authenticate(token);
      return auth ? testAdmin(testAdminValue, auth.user) : false;
    },
  };
}

export type AccountsServices = ReturnType<typeof createAccounts>;
