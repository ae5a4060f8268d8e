/**
 * The web server process: read the configuration, start the embedded content API when no upstream is
 * configured, build the app, listen, and shut down gracefully (docs/operations.md, docs/rules.md R30).
 */
// First: React's build is chosen by NODE_ENV when it is first imported (`node-env.ts`).
import './node-env.ts';
import closeWithGrace from 'close-with-grace';
import { type AppDependencies, buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type EmbeddedApi, startEmbeddedApi } from './embedded-api.ts';
import { devAssetResolver, loadAssetResolver } from './render/assets.ts';
import { devRender, loadBuiltRender } from './render/ssr-module.ts';
import { createUpstream } from './upstream/client.ts';

/** The server process; the bench starts it with its own plugins (`bench/main.ts`). */
export async function startServer(
  options: {
    /** `upstreamUrl`: the API this server calls (the embedded one's loopback address when it hosts it). */
    plugins?: (
      config: Config,
      deps: AppDependencies,
      upstream: { upstreamUrl: string },
    ) => AppDependencies['plugins'];
  } = {},
) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const dev = process.env.VITE_DEV === '1';
  const embedded: EmbeddedApi | null = config.UPSTREAM_URL ? null : await startEmbeddedApi(process.env);
  const upstream = createUpstream({
    url: config.UPSTREAM_URL ?? embedded?.url ?? '',
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
    maxResponseBytes: config.UPSTREAM_MAX_RESPONSE_BYTES,
    connections: config.UPSTREAM_CONNECTIONS,
  });

  let deps: Parameters<typeof buildApp>[1];
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      server: { middlewareMode: true, hmr: { port: config.PORT + 10_000 } },
      appType: 'custom',
    });
    deps = { upstream, vite, render: devRender(vite), resolveAssets: devAssetResolver };
  } else {
    deps = {
      upstream,
      render: await loadBuiltRender(config.distDir),
      resolveAssets: await loadAssetResolver(`${config.distDir}/client`),
    };
  }

  const upstreamUrl = config.UPSTREAM_URL ?? embedded?.url ?? '';
  const app = await buildApp(config, {
    ...deps,
    plugins: options.plugins?.(config, deps, { upstreamUrl }),
    digestCounts: embedded?.digestCounts,
  });
  embedded?.onContentChange((tags) => app.contentLayer.invalidate(tags));
  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await upstream.close();
    await deps.vite?.close();
    await embedded?.close();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
}

if (import.meta.main) {
  startServer().catch((error: unknown) => {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
