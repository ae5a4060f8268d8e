/**
 * The content calls, each registered from its definition in `shared/contract/content.ts`. The calls
 * marked `drafts` in the contract show drafts only to an admin in test-admin mode (docs/product.md#roles,
 * docs/architecture.md#sessions-and-accounts; `drafts` in the context); everyone else is answered
 * with published items only.
 */
import { contentCalls as calls } from '../../shared/contract/content.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { ContentService } from './service.ts';

export function registerContentRoutes(registerCall: RegisterCall, content: ContentService): void {
  registerCall(calls['tags.list'], ({ query }) => content.tags(query.lang));
  registerCall(calls['materials.list'], ({ query }, { drafts }) => content.materials(query, drafts));
  registerCall(calls['courses.list'], ({ query }) => content.courses(query));
  registerCall(calls['materials.item'], ({ params, query }, { drafts }) =>
    content.material(params.slug, query.lang, drafts),
  );
  registerCall(calls['courses.item'], ({ params, query }) => content.course(params.slug, query.lang));
  registerCall(calls['books.list'], ({ query }) => content.books(query.lang));
  registerCall(calls['books.item'], ({ params, query }) => content.book(params.slug, query.lang));
  registerCall(calls['books.chapter'], ({ params, query }) => content.chapter(params.slug, query.lang));
  registerCall(calls['articles.list'], ({ query }) => content.articles(query));
  registerCall(calls['articles.item'], ({ params, query }) => content.article(params.slug, query.lang));
  registerCall(calls['places.list'], ({ query }) => content.places(query));
  registerCall(calls['places.inText'], ({ params, query }) =>
    content.placesInText(params.type, params.slug, query.lang),
  );
  registerCall(calls['places.item'], ({ params, query }) => content.place(params.slug, query.lang));
  registerCall(calls['team.list'], ({ query }) => content.team(query.lang));
  registerCall(calls['gallery.list'], ({ query }) => content.gallery(query.lang));
  registerCall(calls['ashkenazi.table'], ({ query }) => content.ashkenaziTable(query.lang));
  registerCall(calls['pages.item'], ({ params, query }) => content.page(params.slug, query.lang));
}
