/**
 * The content calls, each registered from its definition in `shared/contract/content.ts`. The calls
 * marked `drafts` in the contract ask `showsDrafts` whether the caller is an admin in test-admin mode
 * (docs/product.md#roles, docs/architecture.md#sessions-and-accounts); everyone else is answered with published items only.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { contentCalls as calls } from '../../shared/contract/content.ts';
import { registerCall } from '../http/register-call.ts';
import type { ContentService } from './service.ts';

/** True only for a signed-in admin whose test-admin header is valid (`accounts/test-admin.ts`). */
export type DraftViewer = (headers: IncomingHttpHeaders) => Promise<boolean>;

export function registerContentRoutes(
  app: FastifyInstance,
  content: ContentService,
  showsDrafts: DraftViewer = async () => false,
): void {
  registerCall(app, calls['tags.list'], ({ query }) => content.tags(query.lang));
  registerCall(app, calls['materials.list'], async ({ query }, { headers }) =>
    content.materials(query, await showsDrafts(headers)),
  );
  registerCall(app, calls['courses.list'], ({ query }) => content.courses(query));
  registerCall(app, calls['materials.item'], async ({ params, query }, { headers }) =>
    content.material(params.slug, query.lang, await showsDrafts(headers)),
  );
  registerCall(app, calls['courses.item'], ({ params, query }) => content.course(params.slug, query.lang));
  registerCall(app, calls['books.list'], ({ query }) => content.books(query.lang));
  registerCall(app, calls['books.item'], ({ params, query }) => content.book(params.slug, query.lang));
  registerCall(app, calls['books.chapter'], ({ params, query }) => content.chapter(params.slug, query.lang));
  registerCall(app, calls['articles.list'], ({ query }) => content.articles(query));
  registerCall(app, calls['articles.item'], ({ params, query }) => content.article(params.slug, query.lang));
  registerCall(app, calls['places.list'], ({ query }) => content.places(query));
  registerCall(app, calls['places.inText'], ({ params, query }) =>
    content.placesInText(params.type, params.slug, query.lang),
  );
  registerCall(app, calls['places.item'], ({ params, query }) => content.place(params.slug, query.lang));
  registerCall(app, calls['team.list'], ({ query }) => content.team(query.lang));
  registerCall(app, calls['gallery.list'], ({ query }) => content.gallery(query.lang));
  registerCall(app, calls['ashkenazi.table'], ({ query }) => content.ashkenaziTable(query.lang));
  registerCall(app, calls['pages.item'], ({ params, query }) => content.page(params.slug, query.lang));
}
