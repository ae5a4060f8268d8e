/**
 * With no UPSTREAM_URL the content API runs inside this process (docs/architecture.md#tiers: `npm start` is the whole
 * site on PGlite). It listens on loopback on a free port, so the web tier reaches it exactly as it
 * would a separate service: same client, same timeouts, same validation.
 */
import type { FastifyInstance } from 'fastify';

export interface EmbeddedApi {
  url: string;
  /**
   * Calls `listener` with the cache tags of what an admin command changed (a hidden comment's item),
   * so the web tier drops those answers and pages at once (`api/moderation/changes.ts`).
   */
  onContentChange(listener: (tags: readonly string[]) => void): void;
  /** The digest's counters of this process (docs/follows.md#operators), for the web tier's `/metrics`. */
  digestCounts(): { sent: number; skipped: number; failed: number };
  close(): Promise<void>;
}

export async function startEmbeddedApi(env: NodeJS.ProcessEnv): Promise<EmbeddedApi> {
  const { loadApiConfig } = await import('../api/config/index.ts');
  const { buildApi, contentChangesOf, digestCountsOf } = await import('../api/app.ts');
  const api: FastifyInstance = await buildApi(
    loadApiConfig({ ...env, API_HOST: '127.0.0.1', API_PORT: '0' }),
  );
  await api.listen({ host: '127.0.0.1', port: 0 });
  const address = api.server.address();
  if (!address || typeof address === 'string') throw new Error('the embedded API has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    onContentChange: (listener) => {
      contentChangesOf(api).on(listener);
    },
    digestCounts: digestCountsOf(api),
    close: () => api.close(),
  };
}
