/**
 * The educators' calls, each registered from its definition in `shared/contract/educators.ts`. Every
 * call needs a session (401); the hashtag reads also need card access (403), checked before any read.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { educatorsCalls as calls } from '../../shared/contract/educators.ts';
import { ApiError } from '../errors.ts';
import { registerCall } from '../http/register-call.ts';
import type { EducatorsService } from './service.ts';

export interface EducatorsRouteDeps {
  educators: EducatorsService;
  /** The user of the request's bearer token, or null (the accounts domain decides). */
  actingUser: (headers: IncomingHttpHeaders) => Promise<{ id: number } | null>;
}

export function registerEducatorsRoutes(app: FastifyInstance, deps: EducatorsRouteDeps): void {
  const { educators, actingUser } = deps;
  const signedIn = async (headers: IncomingHttpHeaders) => {
    const user = await actingUser(headers);
    if (!user) throw new ApiError('unauthorized');
    return user;
  };
  const withAccess = async (headers: IncomingHttpHeaders) => {
    await educators.assertAccess((await signedIn(headers)).id);
  };

  registerCall(app, calls['hashtags.search'], async ({ body }, { headers }) => {
    await withAccess(headers);
    return educators.suggest(body.lang, body.q);
  });
  registerCall(app, calls['hashtags.data'], async ({ body }, { headers }) => {
    await withAccess(headers);
    return educators.search(body.lang, body.htid);
  });
  registerCall(app, calls['hashtags.byCategory'], async (_input, { headers }) => {
    await withAccess(headers);
    // The product's call names no language: the tool is Russian only (docs/product.md#screens).
    return educators.byCategoryName('ru');
  });
  registerCall(app, calls['hashtags.all'], async ({ body }, { headers }) => {
    await withAccess(headers);
    return body.groupe_by_category === 1 ? educators.categories('ru') : educators.flat('ru');
  });
  registerCall(app, calls['educators.message'], async ({ body }, { headers }) =>
    educators.sendMessage((await signedIn(headers)).id, body.messageText),
  );
  registerCall(app, calls['hashtags.catalogue'], async ({ query }, { headers }) => {
    await withAccess(headers);
    return educators.categories(query.lang);
  });
  registerCall(app, calls['hashtags.results'], async ({ query }, { headers }) => {
    await withAccess(headers);
    return educators.search(query.lang, query.htid);
  });
}
