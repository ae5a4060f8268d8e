/**
 * Builds the web tier and never listens (the caller does: `main.ts`, or a test through `inject`):
 * transport limits, security headers, health, media, built assets, the API facade and the pages, wired
 * to one upstream.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { socialRoutes } from './auth/social-routes.ts';
import { clientErrors } from './client-errors.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { contentLayer } from './data/layer.ts';
import { likeVisitor } from './engagement/like-visitor.ts';
import { frameworkErrors, installErrorHandlers } from './errors.ts';
import { facadeOpenApi } from './facade/openapi.ts';
import { facadeRoutes } from './facade/routes.ts';
import { unsubscribeRoutes } from './follows/unsubscribe-route.ts';
import { loggerOptions } from './logging.ts';
import { pageRoutes } from './pages/page-route.ts';
import { health } from './plugins/health.ts';
import { loadShedding } from './plugins/load-shedding.ts';
import { observability } from './plugins/metrics.ts';
import { globalRateLimit } from './plugins/rate-limit.ts';
import { RequestCosts } from './plugins/request-cost.ts';
import { robots } from './plugins/robots.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sitemap } from './plugins/sitemap.ts';
import { slowClientServerOptions } from './plugins/slow-clients.ts';
import { staticAssets } from './plugins/static-assets.ts';
import { storage } from './plugins/storage.ts';
import { viteDevMiddleware } from './plugins/vite-dev.ts';
import { webManifests } from './plugins/web-manifest.ts';
import type { AssetResolver } from './render/assets.ts';
import { gatedRender } from './render/render-gate.ts';
import type { RenderFunction } from './render/ssr-module.ts';
import { reviewFormRoutes } from './reviews/form-route.ts';
import { sessionLayer } from './session/plugin.ts';
import type { Upstream } from './upstream/client.ts';

export interface AppDependencies {
  upstream: Upstream;
  render: RenderFunction;
  resolveAssets: AssetResolver;
  /** Present in development: Vite serves the client sources and hot updates. */
  vite?: ViteDevServer;
  /** The caches' and breakers' time source; tests pass their own (docs/rules.md R35). */
  clock?: Clock;
  /** Where log lines go instead of stdout (tests read them: docs/rules.md R22). */
  logStream?: { write(line: string): void };
  /** Registered before the facade and the pages, so their hooks apply to them (the bench's switches). */
  plugins?: ReadonlyArray<(app: FastifyInstance) => Promise<void>>;
  /** The embedded API's digest counters (docs/follows.md#operators), shown at `/metrics`. */
  digestCounts?: () => { sent: number; skipped: number; failed: number };
}

/** docs/rules.md R23: transport limits (the timeouts are configured: HEADERS_TIMEOUT_MS and its kin). */
export const TRANSPORT_LIMITS = {
  bodyLimitBytes: 64 * 1024,
  maxParamLength: 100,
  keepAliveTimeoutMs: 72_000,
} as const;

export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const errorPages = { stylesheets: deps.resolveAssets([]).stylesheets, dev: Boolean(deps.vite) };
  const app = Fastify({
    logger: deps.logStream
      ? { ...(loggerOptions(config.LOG_LEVEL, false) as object), stream: deps.logStream }
      : loggerOptions(config.LOG_LEVEL, Boolean(deps.vite) && process.stdout.isTTY),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: TRANSPORT_LIMITS.bodyLimitBytes,
    routerOptions: { maxParamLength: TRANSPORT_LIMITS.maxParamLength },
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: TRANSPORT_LIMITS.keepAliveTimeoutMs,
    handlerTimeout: config.HANDLER_TIMEOUT_MS,
    http: slowClientServerOptions(config),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrors(errorPages),
    clientErrorHandler: clientErrors(errorPages),
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  installErrorHandlers(app, errorPages);
  // docs/rules.md R14: a simple content type where JSON is expected is refused (415), not parsed.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: TRANSPORT_LIMITS.bodyLimitBytes });
  await app.register(fastifyCookie);

  const securityHeaderLines = await securityHeaders(app, { https: config.publicOrigin.startsWith('https:') });
  const costs = new RequestCosts();
  const renderGate = await loadShedding(app, {
    config,
    stylesheets: deps.resolveAssets([]).stylesheets,
    costs,
  });
  await globalRateLimit(app, config, costs);
  await contentLayer(app, { config, upstream: deps.upstream, clock: deps.clock });
  await observability(app, config, renderGate, deps.digestCounts);
  await health(app, { upstream: deps.upstream });
  await storage(app, { mediaDir: config.mediaDir });
  if (deps.vite) await viteDevMiddleware(app, deps.vite);
  else await staticAssets(app, { clientDir: `${config.distDir}/client` });
  await robots(app, { publicOrigin: config.publicOrigin });
  await sitemap(app, { publicOrigin: config.publicOrigin });
  await webManifests(app);
  for (const plugin of deps.plugins ?? []) await plugin(app);

  const session = await sessionLayer(app, config);
  await socialRoutes(app, { cookies: session.cookies });
  const { isSignedIn, upstreamHeaders } = session;
  const visitor = likeVisitor({ secure: config.isProduction || config.publicOrigin.startsWith('https:') });
  visitor.register(app);
  await facadeRoutes(app, {
    siteOrigins: config.siteOrigins,
    upstreamHeaders: visitor.withVisitor(upstreamHeaders),
    load: { gate: renderGate, retryAfterSeconds: config.LOAD_RETRY_AFTER_SECONDS },
  });
  await reviewFormRoutes(app, { siteOrigins: config.siteOrigins, isSignedIn, upstreamHeaders });
  await unsubscribeRoutes(app);
  app.log.info(
    { publicOrigin: config.publicOrigin, writesAcceptedFrom: config.siteOrigins },
    'public origin',
  );
  await facadeOpenApi(app);
  const pages = await pageRoutes(app, {
    config,
    render: gatedRender(session.render(deps.render), renderGate),
    resolveAssets: deps.resolveAssets,
    dev: Boolean(deps.vite),
    isSignedIn,
    rawHits: { securityHeaders: securityHeaderLines, hasSession: session.hasSession },
  });
  costs.classifyPages(pages.cost);
  return app;
}
