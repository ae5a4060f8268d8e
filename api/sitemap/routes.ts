/** The sitemap's calls, registered from `shared/contract/sitemap.ts`. */
import type { FastifyInstance } from 'fastify';
import { sitemapCalls as calls } from '../../shared/contract/sitemap.ts';
import type { Db } from '../db/types.ts';
import { registerCall } from '../http/register-call.ts';
import { createSitemapRepository } from './repository.ts';

export function registerSitemapRoutes(app: FastifyInstance, db: Db): void {
  const sitemap = createSitemapRepository(db);
  registerCall(app, calls['sitemap.files'], async ({ params, query }) => ({
    files: await sitemap.files(params.kind, query.per_file),
  }));
  registerCall(app, calls['sitemap.entries'], async ({ params, query }) => ({
    entries: await sitemap.entries(params.kind, query.after, query.until, query.limit),
  }));
}
