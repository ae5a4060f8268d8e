/**
 * The web tier in front of an accounts-test API (fixture database, movable clock, captured logs): the
 * API listens on a free loopback port and the site is built with the production bundles, as `npm
 * start` does. `browser()` makes same-origin requests the way the site's pages do, keeping cookies.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { loadAssetResolver } from '../../../server/render/assets.ts';
import { loadBuiltRender } from '../../../server/render/ssr-module.ts';
import { createUpstream } from '../../../server/upstream/client.ts';
import { type AccountsApi, accountsApi, RELAXED_LIMITS } from '../../api/accounts/helpers/api.ts';
import { ROOT, type TestSite } from '../../helpers/site.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface AccountsSite {
  api: AccountsApi;
  site: TestSite;
  /** Every log line of the web tier so far. */
  webLogs(): string;
}

export async function startAccountsSite(
  t: Teardown,
  options: { env?: Record<string, string>; apiEnv?: Record<string, string> } = {},
): Promise<AccountsSite> {
  const api = await accountsApi(t, 'pglite', {
    ...RELAXED_LIMITS,
    PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
    ...options.apiEnv,
  });
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const lines: string[] = [];
  const site = await startWebTier(`http://127.0.0.1:${port}`, options.env ?? {}, (line) => lines.push(line));
  t.teardown(() => site.close());
  return { api, site, webLogs: () => lines.join('') };
}

/** `startSite` with an upstream of the test's own, and the web tier's log lines kept. */
async function startWebTier(
  upstreamUrl: string,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<TestSite> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-web-accounts-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '3000',
    PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(ROOT, 'dist'),
    UPSTREAM_URL: upstreamUrl,
    RATE_LIMIT_GLOBAL_PER_MINUTE: '0',
    RATE_LIMIT_GLOBAL_PER_10_SECONDS: '0',
    RATE_LIMIT_SEARCH_PER_SECOND: '0',
    RATE_LIMIT_SEARCH_PER_MINUTE: '0',
    ...env,
  });
  const upstream = createUpstream({ url: upstreamUrl, timeoutMs: config.UPSTREAM_TIMEOUT_MS });
  const app = await buildApp(config, {
    upstream,
    render: await loadBuiltRender(config.distDir),
    resolveAssets: await loadAssetResolver(path.join(config.distDir, 'client')),
    logStream: { write: log },
  });
  await app.ready();
  return {
    app,
    config,
    upstream,
    dataDir,
    origin: config.publicOrigin,
    upstreamUrl,
    async close() {
      await app.close();
      await upstream.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One browser: its cookies, and the headers the site's scripts send with every write. */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly site: TestSite;
  constructor(site: TestSite) {
    this.site = site;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.keep(
      await this.site.app.inject({
        method: 'GET',
        url,
        headers: { cookie: this.cookieHeader(), ...headers },
      }),
    );
  }

  /** A write as the site's scripts make it; a header given as '' is left out. */
  async post(url: string, body?: Record<string, unknown> | string, headers: Record<string, string> = {}) {
    const form = typeof body === 'string';
    const all: Record<string, string> = {
      'x-requested-with': 'XMLHttpRequest',
      origin: this.site.origin,
      cookie: this.cookieHeader(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    };
    // An empty value means "this header is not sent at all".
    const sent = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
    return this.keep(await this.site.app.inject({ method: 'POST', url, payload: body, headers: sent }));
  }
}
