/**
 * The one place services meet their dependencies: each domain's repositories are built from the
 * database, and its services from those repositories and its settings, one block per domain. A
 * domain that needs another's behaviour gets it here as a function, never by importing it
 * (docs/architecture.md#folders-and-floors).
 */
import path from 'node:path';
import { createAccessMails } from './access/mails.ts';
import { createAccessRepository } from './access/repository.ts';
import { createAccessService } from './access/service.ts';
import { type AccountsClock, systemClock } from './accounts/clock.ts';
import type { AccountsDeps, AccountsLog } from './accounts/deps.ts';
import { accountRules } from './accounts/limits.ts';
import { createLoginService } from './accounts/login-service.ts';
import { createAccountMails } from './accounts/mails.ts';
import { createPasswordService } from './accounts/password-service.ts';
import { createPasswordHasher } from './accounts/passwords.ts';
import { createPinGuard } from './accounts/pin-guard.ts';
import {
  createProfileService as createAccountProfileService,
  type SummarySource,
} from './accounts/profile-service.ts';
import { createRegistrationService } from './accounts/registration-service.ts';
import { type Authenticated, createSessions } from './accounts/sessions.ts';
import { createProviders } from './accounts/social/providers.ts';
import { createSocialService } from './accounts/social/service.ts';
import { createTestAdmin } from './accounts/test-admin.ts';
import { createThrottle } from './accounts/throttle.ts';
import { createThrottleRepository } from './accounts/throttle-repository.ts';
import { createPinsRepository, createSessionsRepository } from './accounts/tokens-repository.ts';
import { createUsersRepository } from './accounts/users-repository.ts';
import { createChatRepository } from './chat/repository.ts';
import { createChatService } from './chat/service.ts';
import { accountsSettings } from './config/accounts.ts';
import { CHAT_WINDOW_SECONDS } from './config/chat.ts';
import { engagementLimits } from './config/engagement.ts';
import type { ApiConfig } from './config/index.ts';
import { holdRule } from './config/moderation.ts';
import { createItemsRepository } from './content/items-repository.ts';
import { createLibraryRepository } from './content/library-repository.ts';
import { createListsRepository } from './content/lists-repository.ts';
import { createContentService } from './content/service.ts';
import { createSiteRepository } from './content/site-repository.ts';
import type { Db } from './db/types.ts';
import { createCatalogue } from './educators/catalogue.ts';
import { createEducatorsRepository } from './educators/repository.ts';
import { createEducatorsService } from './educators/service.ts';
import { createCommentsRepository } from './engagement/comments-repository.ts';
import { createCommentsService } from './engagement/comments-service.ts';
import { createFavouritesRepository } from './engagement/favourites-repository.ts';
import { createProgressRepository } from './engagement/progress-repository.ts';
import { createReaderService } from './engagement/reader-service.ts';
import { createEngagementRepository } from './engagement/repository.ts';
import { createEngagementService } from './engagement/service.ts';
import { createDigestRepository } from './follows/digest-repository.ts';
import { createDigestService } from './follows/digest-service.ts';
import { createFollowsRepository } from './follows/repository.ts';
import { createFollowsService } from './follows/service.ts';
import { createUnsubscribeTokens } from './follows/unsubscribe-token.ts';
import { bearerToken, testAdminValue } from './http/bearer.ts';
import type { CallerLookup } from './http/caller.ts';
import { lessonSetsRepository } from './lesson-sets/repository.ts';
import { createLessonSetsService } from './lesson-sets/service.ts';
import { createMailer } from './mail/mailer.ts';
import { createModerationRepository } from './moderation/repository.ts';
import { commentHold, commentsBlocked, createModerationService } from './moderation/service.ts';
import { createHistoryRepository } from './profile/history-repository.ts';
import { createProfileRepository } from './profile/profile-repository.ts';
import { createProfileService } from './profile/service.ts';
import { RateWindow } from './rate-window.ts';
import { createReviewsRepository } from './reviews/repository.ts';
import { createReviewsService } from './reviews/service.ts';
import { createSearchRepository } from './search/repository.ts';
import { createSearchService } from './search/service.ts';
import { createSitemapRepository } from './sitemap/repository.ts';

export interface ServicesOptions {
  db: Db;
  config: ApiConfig;
  /** Where services report what they refused, and the accounts domain its security events (R17, R22). */
  log: AccountsLog;
  /**
   * Serves the content and search repositories' read-only queries: a read replica with its fallback
   * (`db/read-routing.ts`) when one is configured, else the primary. Repositories whose reads must
   * see the reader's own writes take `db`.
   */
  reads?: Db;
  /** The accounts domain's time source (tests move it to expire pins and sessions). */
  accountsClock?: AccountsClock;
}

export function createServices(options: ServicesOptions) {
  const { db, config, log, reads = db } = options;

  const content = createContentService({
    lists: createListsRepository(reads),
    items: createItemsRepository(reads),
    library: createLibraryRepository(reads),
    site: createSiteRepository(reads),
  });

  const search = createSearchService({ search: createSearchRepository(reads) });

  const sitemap = createSitemapRepository(db);

  const limits = engagementLimits(config);
  const comments = createCommentsRepository(db);
  const engagement = createEngagementService({ engagement: createEngagementRepository(db), limits });
  const commentsService = createCommentsService({
    comments,
    limits,
    hold: commentHold(holdRule(config)),
    blocked: commentsBlocked,
    log,
  });
  const reader = createReaderService({
    favourites: createFavouritesRepository(db),
    progress: createProgressRepository(db),
    comments,
    favouriteChanges: new RateWindow({ windowMs: 60_000, max: limits.favouritesPerMinute }),
  });

  const moderation = createModerationService({
    moderation: createModerationRepository(db),
    reports: new RateWindow({ windowMs: 3_600_000, max: config.COMMENT_REPORTS_PER_HOUR }),
  });

  const chat = createChatService({
    chat: createChatRepository(db),
    limit: { max: config.CHAT_MESSAGES_PER_10_MINUTES, windowSeconds: CHAT_WINDOW_SECONDS },
    log,
  });

  const reviewWrites = new RateWindow({ windowMs: 3_600_000, max: config.REVIEW_WRITES_PER_HOUR });
  const reviews = createReviewsService({
    reviews: createReviewsRepository(db),
    writeLimit: (userId) => reviewWrites.hit(`user:${userId}`),
    log,
  });

  const profile = createProfileService({
    history: createHistoryRepository(db),
    profile: createProfileRepository(db),
  });

  const accounts = createAccounts(options, [reader.summary, chat.summary]);

  const settings = accountsSettings(config);
  const access = createAccessService({
    requests: createAccessRepository(db),
    mails: createAccessMails(accounts.mailer, settings.publicOrigin),
    perDay: config.ACCESS_REQUESTS_PER_DAY,
    log,
  });

  const educatorsRepository = createEducatorsRepository(db);
  const educators = createEducatorsService({
    educators: educatorsRepository,
    catalogue: createCatalogue(educatorsRepository, config.HASHTAG_CATALOGUE_TTL_SECONDS),
    mailer: accounts.mailer,
    editorsEmail: config.EDITORS_EMAIL,
    publicOrigin: settings.publicOrigin,
    log,
  });

  const lessonSets = createLessonSetsService({
    db,
    sets: lessonSetsRepository,
    // Lesson sets belong to the educators' hashtag tool: its card access opens them.
    cardAccess: educatorsRepository.cardAccess,
    log,
  });

  const follows = createFollowsService({ follows: createFollowsRepository(db) });
  const unsubscribeTokens = createUnsubscribeTokens(db);
  const digests = createDigestService({
    jobs: createDigestRepository(db),
    follows,
    tokens: unsubscribeTokens,
    mailer: accounts.mailer,
    settings: {
      publicOrigin: settings.publicOrigin,
      maxAttempts: config.DIGEST_MAX_ATTEMPTS,
      retryBaseSeconds: config.DIGEST_RETRY_BASE_SECONDS,
      leaseSeconds: 300,
      batch: 20,
    },
    log,
  });

  return {
    content,
    search,
    sitemap,
    engagement,
    comments: commentsService,
    reader,
    moderation,
    chat,
    reviews,
    profile,
    accounts,
    access,
    educators,
    lessonSets,
    follows,
    digests,
    unsubscribeTokens,
    /** The cache tags of what shows a user's name (their comment lists), dropped when it changes. */
    shownName: (userId: number) => comments.commentedItemTags(userId),
    /** Whether a social sign-in provider is configured. */
    providerConfigured: (provider: 'google' | 'facebook') => Boolean(settings.providers[provider]),
  };
}

/**
 * The accounts domain: the repositories and the settings its services share (`accounts/deps.ts`),
 * and `summaries`, where other domains add to the user call's answer (favourites, counters).
 */
function createAccounts(options: ServicesOptions, summaries: AccountsSummaries) {
  const { db, config, log } = options;
  const clock = options.accountsClock ?? systemClock;
  const settings = accountsSettings(config);
  const mailer = createMailer({
    smtpUrl: settings.mail.smtpUrl,
    from: settings.mail.from,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    logLinks: settings.mail.logLinks,
    log,
  });
  const sessions = createSessions({
    db,
    sessions: createSessionsRepository(),
    clock,
    idleSeconds: settings.sessionIdleSeconds,
    adminIdleSeconds: settings.adminSessionIdleSeconds,
    lifetimeSeconds: settings.sessionLifetimeSeconds,
  });
  const deps: AccountsDeps = {
    db,
    users: createUsersRepository(),
    pins: createPinsRepository(),
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
    profile: createAccountProfileService({ ...deps, summaries }),
    social: createSocialService({ ...deps, providers: createProviders(settings.providers) }),
    testAdmin,
  };
}

type AccountsSummaries = readonly SummarySource[];

export type Services = ReturnType<typeof createServices>;
export type AccountsServices = Services['accounts'];

/**
 * How every call learns who calls (`http/register-call.ts`): the session of the request's bearer
 * token, and whether a `drafts` read shows drafts (an admin with a valid test-admin value,
 * docs/product.md#roles; without the value nothing is looked up, so ordinary reads cost nothing more).
 */
export function callersOf(accounts: AccountsServices): CallerLookup<Authenticated> {
  return {
    caller: (headers) => accounts.sessions.authenticate(bearerToken(headers)),
    isAdmin: (auth) => auth.user.role === 'admin',
    async showsDrafts(headers) {
      const value = testAdminValue(headers);
      if (value === undefined) return false;
      const auth = await accounts.sessions.authenticate(bearerToken(headers));
      return auth ? accounts.testAdmin(value, auth.user) : false;
    },
  };
}
