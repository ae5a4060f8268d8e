/**
 * A request that reads past the shared caches: the anonymous page cache and the content cache (the
 * answer is fetched and not stored), or the store of rendered blocks. Nothing in the site sets it: a
 * plugin that measures the uncached paths does (the bench's, `bench/plugin.ts`), from its own
 * headers, so the production app has no switch a visitor could reach.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface CacheBypass {
  /** Past the page cache and the content cache. */
  caches: boolean;
  /** Without the store of rendered blocks. */
  blocks: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    cacheBypass: CacheBypass | null;
  }
  interface FastifyInstance {
    /**
     * Whether a raw request asks to read past the caches, for page-cache hits answered before
     * Fastify's hooks run (`pages/page-cache-fast.ts`); the plugin that sets `cacheBypass` replaces it.
     */
    cacheBypassOf: (raw: IncomingMessage) => boolean;
  }
}

export function decorateCacheBypass(app: FastifyInstance): void {
  app.decorateRequest('cacheBypass', null);
  app.decorate('cacheBypassOf', () => false);
}
