/**
 * The whole site in the test process: the content API embedded on a fresh PGlite directory (or any
 * upstream a test points at), the web tier built from the production bundles, never listening unless
 * asked. Each call gets its own data directory, removed on close.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type EmbeddedApi, startEmbeddedApi } from '../../server/embedded-api.ts';
import { loadAssetResolver } from '../../server/render/assets.ts';
import { loadBuiltRender } from '../../server/render/ssr-module.ts';
import { createUpstream, type Upstream } from '../../server/upstream/client.ts';
import { freePort } from './free-port.ts';
import { seedDemoMedia } from './media-template.ts';
import { restoreDemoDatabase } from './site-snapshot.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export { freePort };

export interface TestSite {
  app: FastifyInstance;
  config: Config;
  upstream: Upstream;
  dataDir: string;
  /** Listening address, when started with `listen: true`. */
  origin: string;
  /** The content API the site reads (the embedded one unless the test gave its own). */
  upstreamUrl: string;
  close(): Promise<void>;
}

export interface SiteOptions {
  /** Overrides of the test configuration; `undefined` leaves a variable unset. */
  env?: Record<string, string | undefined>;
  /** Point the web tier at this upstream instead of starting the embedded API. */
  upstreamUrl?: string;
  /** Listen on 127.0.0.1 on a free port (PUBLIC_ORIGIN follows it). */
  listen?: boolean;
  /** With `listen`, this port instead of a free one: a second site at the first one's origin (a deploy). */
  port?: number;
}

export async function startSite(options: SiteOptions = {}): Promise<TestSite> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSiteOnce(options);
    } catch (error) {
      // Another test file took the port between the check and the listen: start again on a new one
      // (the API too, since its mails and sign-in links name the site's origin).
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
  }
}

async function startSiteOnce(options: SiteOptions): Promise<TestSite> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-site-'));
  const port = options.listen ? (options.port ?? (await freePort())) : 3000;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(ROOT, 'dist'),
    CONTENT_PACK_DIR: path.join(ROOT, 'content', 'demo'),
    // Every request of a test comes from one address: the global per-IP limit would trip (R19 tests
    // set their own limits).
    RATE_LIMIT_GLOBAL_PER_MINUTE: '0',
    RATE_LIMIT_GLOBAL_PER_10_SECONDS: '0',
    RATE_LIMIT_SEARCH_PER_SECOND: '0',
    RATE_LIMIT_SEARCH_PER_MINUTE: '0',
    ...options.env,
  };
  // A fresh PGlite directory per site, as promised above: a shared PostgreSQL database would carry
  // accounts and comments from one test (and one run) into the next. The API's own tests cover
  // PostgreSQL, each on its own database copy.
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  // Likewise the rate-limit counters stay in the site's memory where CI sets REDIS_URL.
  if (!options.env?.REDIS_URL) delete env.REDIS_URL;
  const config = loadConfig(env);
  let embedded: EmbeddedApi | null = null;
  if (!options.upstreamUrl) {
    if (!env.MEDIA_DIR && !options.env?.CONTENT_PACK_DIR) {
      await seedDemoMedia(path.join(dataDir, 'media'));
      // The demo database as a first start leaves it, unless the test wants its own start.
      if (!env.DATABASE_URL && env.IMPORT_ON_EMPTY !== 'false')
        await restoreDemoDatabase(path.join(dataDir, 'pglite'));
    }
    embedded = await startEmbeddedApi(env);
  }
  const upstream = createUpstream({
    url: options.upstreamUrl ?? embedded?.url ?? '',
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
  const app = await buildApp(config, {
    upstream,
    render: await loadBuiltRender(config.distDir),
    resolveAssets: await loadAssetResolver(path.join(config.distDir, 'client')),
  });
  const close = async () => {
    await app.close();
    await upstream.close();
    await embedded?.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (options.listen) await app.listen({ host: '127.0.0.1', port });
    else await app.ready();
  } catch (error) {
    await close();
    throw error;
  }
  // As `server/main.ts` does: admin commands' changes drop the web tier's cached copies.
  embedded?.onContentChange((tags) => app.contentLayer.invalidate(tags));
  return {
    app,
    config,
    upstream,
    dataDir,
    origin: config.publicOrigin,
    upstreamUrl: options.upstreamUrl ?? embedded?.url ?? '',
    close,
  };
}
