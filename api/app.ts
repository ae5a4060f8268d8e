/**
 * `buildApi(config)`: the content API as a Fastify instance that never listens.
 * It opens the database, applies migrations, imports the content pack into an empty database and
 * registers every call. It touches no process-wide state, so the web server can embed it, and
 * `app.close()` closes the database.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { stdTimeFunctions } from 'pino';
import { sessionCalls } from '../shared/contract/accounts.ts';
import { allCalls } from '../shared/contract/index.ts';
import { registerAccessRoutes } from './access/routes.ts';
import type { AccountsClock } from './accounts/clock.ts';
import { registerAccountsRoutes } from './accounts/routes.ts';
import { createAdminContext } from './admin/context.ts';
import { createDeskRepository } from './admin/desk/repository.ts';
import { registerDeskRoutes } from './admin/desk/routes.ts';
import { createDeskService } from './admin/desk/service.ts';
import { createWaitingMail, scheduleWaitingMail } from './admin/desk/waiting-mail.ts';
import { isLoopback } from './admin/endpoint.ts';
import { registerAdminRoutes } from './admin/routes.ts';
import { registerChatRoutes } from './chat/routes.ts';
import { accountsSettings } from './config/accounts.ts';
import type { ApiConfig } from './config/index.ts';
import { registerContentRoutes } from './content/routes.ts';
import { importPack, isContentEmpty } from './content-pack/import.ts';
import { PackError } from './content-pack/read.ts';
import { migrate } from './db/migrate.ts';
import { openDb, openReplica } from './db/open.ts';
import { routedReads } from './db/read-routing.ts';
import type { Db } from './db/types.ts';
import { registerEducatorsRoutes } from './educators/routes.ts';
import { registerEngagementRoutes } from './engagement/routes.ts';
import { registerDigestMetrics } from './follows/metrics.ts';
import { registerFollowsRoutes } from './follows/routes.ts';
import { startDigestRunner } from './follows/runner.ts';
import { frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { registerOpenApi } from './http/openapi.ts';
import { callRegistrar } from './http/register-call.ts';
import { registerLessonSetsRoutes } from './lesson-sets/routes.ts';
import { ContentChanges } from './moderation/changes.ts';
import { registerModerationRoutes } from './moderation/routes.ts';
import { registerProfileRoutes } from './profile/routes.ts';
import { registerReviewsRoutes } from './reviews/routes.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { registerSitemapRoutes } from './sitemap/routes.ts';
import { callersOf, createServices, type Services } from './wiring.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The web tier propagates its request id (docs/operations.md); anything else gets a fresh one. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const databases = new WeakMap<FastifyInstance, Db>();
const changesOf = new WeakMap<FastifyInstance, ContentChanges>();
const digestsOfApp = new WeakMap<FastifyInstance, Services['digests']>();

/** The digest of an API instance: an embedding web tier shows its counters at its `/metrics`. */
export function digestCountsOf(
  app: FastifyInstance,
): () => { sent: number; skipped: number; failed: number } {
  const digests = digestsOfApp.get(app);
  if (!digests) throw new Error('not an instance built by buildApi');
  return () => digests.counts();
}

/** What admin commands of an API instance changed, for an embedding web tier's caches. */
export function contentChangesOf(app: FastifyInstance): ContentChanges {
  const changes = changesOf.get(app);
  if (!changes) throw new Error('not an instance built by buildApi');
  return changes;
}

/** The database of an API instance (readiness checks, tests). */
export function databaseOf(app: FastifyInstance): Db {
  const db = databases.get(app);
  if (!db) throw new Error('not an instance built by buildApi');
  return db;
}

async function importWhenEmpty(app: FastifyInstance, db: Db, config: ApiConfig): Promise<void> {
  if (!config.IMPORT_ON_EMPTY || !(await isContentEmpty(db))) return;
  try {
    await importPack(db, config.CONTENT_PACK_DIR, { mediaDir: config.MEDIA_DIR, log: app.log });
  } catch (error) {
    // A broken pack must not keep the API down: it starts empty and says why.
    if (!(error instanceof PackError)) throw error;
    app.log.error({ dir: config.CONTENT_PACK_DIR, problems: error.problems }, 'content pack not imported');
  }
}

export interface BuildOptions {
  /** The accounts domain's time source (tests move it to expire pins and sessions). */
  accountsClock?: AccountsClock;
  /** Where the log lines go instead of stdout (tests read them, R22). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApi(config: ApiConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // ISO times, as the web tier writes them, so one instance's two logs read alike.
      timestamp: stdTimeFunctions.isoTime,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-visitor-id"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.API_TRUST_PROXY,
    bodyLimit: config.API_BODY_LIMIT_BYTES,
    genReqId: requestId,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
  });
  // Bodies are form fields (docs/architecture.md#the-call-contract) or JSON; plain text is refused with 415 (R14).
  app.removeContentTypeParser('text/plain');
  const db = await openDb(config, app.log);
  databases.set(app, db);
  app.addHook('onClose', async () => {
    await db.close();
  });
  try {
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    await importWhenEmpty(app, db, config);
  } catch (error) {
    await app.close();
    throw error;
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(formbody);
  registerErrorHandling(app);
  registerHealth(app, db);
  registerOpenApi(app, [...allCalls, ...Object.values(sessionCalls)]);
  const replica = openReplica(config, app.log);
  if (replica) app.addHook('onClose', () => replica.close());
  const reads = replica ? routedReads({ primary: db, replica, log: app.log }) : db;
  const services = createServices({ db, config, log: app.log, reads, accountsClock: options.accountsClock });
  const { accounts } = services;
  app.addHook('onClose', () => accounts.mailer.close());
  // Every call knows its caller by the request's bearer token, looked up as its `auth` level says.
  const registerCall = callRegistrar(app, callersOf(accounts));
  registerContentRoutes(registerCall, services.content);
  registerSearchRoutes(registerCall, services.search);
  registerSitemapRoutes(registerCall, services.sitemap);
  registerEngagementRoutes(registerCall, services);
  registerAccountsRoutes(registerCall, accounts, services.shownName);
  registerChatRoutes(registerCall, services.chat);
  registerProfileRoutes(registerCall, services);
  registerModerationRoutes(registerCall, services.moderation);
  registerAccessRoutes(registerCall, services.access);
  registerReviewsRoutes(registerCall, services.reviews);
  registerEducatorsRoutes(registerCall, services.educators);
  registerLessonSetsRoutes(registerCall, services.lessonSets);
  registerFollowsRoutes(registerCall, {
    follows: services.follows,
    digests: services.digests,
    tokens: services.unsubscribeTokens,
  });
  registerDigestMetrics(app, services.digests, isLoopback);
  digestsOfApp.set(app, services.digests);
  if (config.DIGEST_RUNNER === 'on') {
    const runner = startDigestRunner({
      digests: services.digests,
      databaseUrl: config.DATABASE_URL,
      pollSeconds: config.DIGEST_POLL_SECONDS,
      log: app.log,
    });
    // A pass in flight finishes before the process lets go of the database.
    app.addHook('onClose', () => runner.close());
  }
  const changes = new ContentChanges();
  changesOf.set(app, changes);
  const adminContext = createAdminContext({
    db,
    config,
    mailer: accounts.mailer,
    access: services.access,
    digests: services.digests,
    changes,
    log: app.log,
  });
  registerAdminRoutes(app, { context: adminContext, config });
  // The editors' desk (docs/desk.md): the admin commands' work as calls of the contract.
  const desk = createDeskRepository(db);
  registerDeskRoutes(registerCall, createDeskService({ admin: adminContext, desk }));
  // docs/desk.md#the-waiting-work-mail: a look every DESK_MAIL_CHECK_SECONDS while the API runs.
  const stopWaitingMail = scheduleWaitingMail(
    createWaitingMail({
      desk,
      mailer: accounts.mailer,
      publicOrigin: accountsSettings(config).publicOrigin,
      timeZone: config.SITE_TIME_ZONE,
    }),
    config.DESK_MAIL_CHECK_SECONDS,
    app.log,
  );
  app.addHook('onClose', async () => stopWaitingMail());
  return app;
}
