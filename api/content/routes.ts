/** The content calls, each registered from its definition in `shared/contract/content.ts`. */
import type { FastifyInstance } from 'fastify';
import { contentCalls as calls } from '../../shared/contract/content.ts';
import { registerCall } from '../http/register-call.ts';
import type { ContentService } from './service.ts';

export function registerContentRoutes(app: FastifyInstance, content: ContentService): void {
  registerCall(app, calls['tags.list'], ({ query }) => content.tags(query.lang));
  registerCall(app, calls['materials.list'], ({ query }) => content.materials(query));
  registerCall(app, calls['courses.list'], ({ query }) => content.courses(query));
  registerCall(app, calls['materials.item'], ({ params, query }) =>
    content.material(params.slug, query.lang),
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
