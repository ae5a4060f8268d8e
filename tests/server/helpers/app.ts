/**
 * Builds the web tier for a test the way production does (`buildApp`), against a given upstream, with
 * a fresh data directory, an injectable clock and, by default, a small render function whose loaders
 * read through the data source like the real pages do (so these tests do not depend on page UI).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../../../server/app.ts';
import type { Clock } from '../../../server/clock.ts';
import { type Config, loadConfig } from '../../../server/config.ts';
import { loadAssetResolver } from '../../../server/render/assets.ts';
import type { RenderFunction } from '../../../server/render/ssr-module.ts';
import { createUpstream, type Upstream } from '../../../server/upstream/client.ts';
import { ROOT } from '../../helpers/site.ts';
import { fakeRender } from './fake-render.ts';
import { StubUpstream } from './stub-upstream.ts';

export class TestClock implements Clock {
  time = 1_000_000;
  now(): number {
    return this.time;
  }
  advance(seconds: number): void {
    this.time += seconds * 1000;
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  upstream: Upstream;
  close(): Promise<void>;
}

export interface TestAppOptions {
  upstreamUrl: string;
  /** Overrides of the test configuration; `undefined` leaves a variable unset. */
  env?: Record<string, string | undefined>;
  /** Where the app's log lines go (LOG_LEVEL is then `info`). */
  logStream?: { write(line: string): void };
  clock?: Clock;
  render?: RenderFunction;
  /** Wraps the real upstream client (to count attempts, say). */
  wrapUpstream?: (upstream: Upstream) => Upstream;
  /** Plugins registered as `server/main.ts` lets its caller register them (the bench's). */
  plugins?: (config: Config, deps: AppDependencies) => AppDependencies['plugins'];
  digestCounts?: AppDependencies['digestCounts'];
}

export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-web-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    HOST: '127.0.0.1',
    PORT: '3000',
    PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(ROOT, 'dist'),
    UPSTREAM_URL: options.upstreamUrl,
    RATE_LIMIT_GLOBAL_PER_MINUTE: '0',
    RATE_LIMIT_GLOBAL_PER_10_SECONDS: '0',
    RATE_LIMIT_SEARCH_PER_SECOND: '0',
    RATE_LIMIT_SEARCH_PER_MINUTE: '0',
    ...options.env,
  });
  const real = createUpstream({
    url: options.upstreamUrl,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
    maxResponseBytes: config.UPSTREAM_MAX_RESPONSE_BYTES,
    connections: config.UPSTREAM_CONNECTIONS,
  });
  const upstream = options.wrapUpstream ? options.wrapUpstream(real) : real;
  const deps: AppDependencies = {
    upstream,
    render: options.render ?? fakeRender,
    resolveAssets: await loadAssetResolver(path.join(config.distDir, 'client')),
    clock: options.clock,
    logStream: options.logStream,
    digestCounts: options.digestCounts,
  };
  const app = await buildApp(config, { ...deps, plugins: options.plugins?.(config, deps) });
  await app.ready();
  return {
    app,
    config,
    upstream,
    async close() {
      await app.close();
      await real.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app on a fresh stub upstream and a test clock, both stopped when the test ends. */
export async function startStubbedApp(t: {
  teardown(fn: () => Promise<void>): void;
}): Promise<{ stub: StubUpstream; clock: TestClock; site: TestApp }> {
  const stub = await StubUpstream.start();
  const clock = new TestClock();
  const site = await startTestApp({ upstreamUrl: stub.url, clock });
  t.teardown(async () => {
    await site.close();
    await stub.stop();
  });
  return { stub, clock, site };
}

/** The app listening on 127.0.0.1 on a free port, for tests that speak raw HTTP to Node's own limits. */
export async function listeningTestApp(options: TestAppOptions): Promise<TestApp & { port: number }> {
  const site = await startTestApp(options);
  await site.app.listen({ host: '127.0.0.1', port: 0 });
  const address = site.app.server.address();
  return { ...site, port: typeof address === 'object' && address ? address.port : 0 };
}

/** Counts upstream attempts by method and path. */
export function countingUpstream(
  upstream: Upstream,
  seen: Array<{ method: string; path: string }>,
): Upstream {
  return {
    request(request) {
      seen.push({ method: request.method, path: request.path });
      return upstream.request(request);
    },
    close: () => upstream.close(),
  };
}
