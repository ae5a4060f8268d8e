/** The sitemap's calls, registered from `shared/contract/sitemap.ts`. */
import { sitemapCalls as calls } from '../../shared/contract/sitemap.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { SitemapRepository } from './repository.ts';

export function registerSitemapRoutes(registerCall: RegisterCall, sitemap: SitemapRepository): void {
  registerCall(calls['sitemap.files'], async ({ params, query }) => ({
    files: await sitemap.files(params.kind, query.per_file),
  }));
  registerCall(calls['sitemap.entries'], async ({ params, query }) => ({
    entries: await sitemap.entries(params.kind, query.after, query.until, query.limit),
  }));
}
