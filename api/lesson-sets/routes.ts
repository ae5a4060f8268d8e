/**
 * Lesson sets' calls, each registered from `shared/contract/lesson-sets.ts`. The owner's calls need a
 * session (401) and card access (403, checked before any read or write); the owner is the token's
 * user, never anything in the body (R17). The shared call needs nothing but the link's secret.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { lessonSetsCalls as calls } from '../../shared/contract/lesson-sets.ts';
import { ApiError } from '../errors.ts';
import { registerCall } from '../http/register-call.ts';
import type { LessonSetsService } from './service.ts';

export interface LessonSetsRouteDeps {
  lessonSets: LessonSetsService;
  /** The user of the request's bearer token, or null (the accounts domain decides). */
  actingUser: (headers: IncomingHttpHeaders) => Promise<{ id: number } | null>;
}

export function registerLessonSetsRoutes(app: FastifyInstance, deps: LessonSetsRouteDeps): void {
  const { lessonSets, actingUser } = deps;
  const owner = async (headers: IncomingHttpHeaders): Promise<number> => {
    const user = await actingUser(headers);
    if (!user) throw new ApiError('unauthorized');
    await lessonSets.assertAccess(user.id);
    return user.id;
  };

  registerCall(app, calls['lessonSets.list'], async (_input, { headers }) =>
    lessonSets.list(await owner(headers)),
  );
  registerCall(app, calls['lessonSets.create'], async ({ body }, { headers }) =>
    lessonSets.create(await owner(headers), body.name, body.items),
  );
  registerCall(app, calls['lessonSets.add'], async ({ params, body }, { headers }) =>
    lessonSets.add(await owner(headers), params.id, body.items),
  );
  registerCall(app, calls['lessonSets.items'], async ({ params, query }, { headers }) =>
    lessonSets.owned(await owner(headers), params.id, query.lang),
  );
  registerCall(app, calls['lessonSets.removeItems'], async ({ params, body }, { headers }) =>
    lessonSets.removeItems(await owner(headers), params.id, body.items),
  );
  registerCall(app, calls['lessonSets.rename'], async ({ params, body }, { headers }) =>
    lessonSets.rename(await owner(headers), params.id, body.name),
  );
  registerCall(app, calls['lessonSets.delete'], async ({ params }, { headers }) =>
    lessonSets.remove(await owner(headers), params.id),
  );
  registerCall(app, calls['lessonSets.revoke'], async ({ params }, { headers }) =>
    lessonSets.revoke(await owner(headers), params.id),
  );
  registerCall(app, calls['lessonSets.renew'], async ({ params }, { headers }) =>
    lessonSets.renew(await owner(headers), params.id),
  );
  registerCall(app, calls['lessonSets.shared'], async ({ params, query }) =>
    lessonSets.shared(params.token, query.lang),
  );
}
