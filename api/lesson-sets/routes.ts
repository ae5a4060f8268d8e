/**
 * Lesson sets' calls, each registered from `shared/contract/lesson-sets.ts`. The owner's calls need a
 * session (401) and card access (403, checked before any read or write); the owner is the token's
 * user, never anything in the body (R17). The shared call needs nothing but the link's secret.
 */
import { lessonSetsCalls as calls } from '../../shared/contract/lesson-sets.ts';
import type { ActingUser } from '../http/caller.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { LessonSetsService } from './service.ts';

export function registerLessonSetsRoutes(registerCall: RegisterCall, lessonSets: LessonSetsService): void {
  const owner = async (user: ActingUser): Promise<number> => {
    await lessonSets.assertAccess(user.id);
    return user.id;
  };

  registerCall(calls['lessonSets.list'], async (_input, { user }) => lessonSets.list(await owner(user)));
  registerCall(calls['lessonSets.create'], async ({ body }, { user }) =>
    lessonSets.create(await owner(user), body.name, body.items),
  );
  registerCall(calls['lessonSets.add'], async ({ params, body }, { user }) =>
    lessonSets.add(await owner(user), params.id, body.items),
  );
  registerCall(calls['lessonSets.items'], async ({ params, query }, { user }) =>
    lessonSets.owned(await owner(user), params.id, query.lang),
  );
  registerCall(calls['lessonSets.removeItems'], async ({ params, body }, { user }) =>
    lessonSets.removeItems(await owner(user), params.id, body.items),
  );
  registerCall(calls['lessonSets.rename'], async ({ params, body }, { user }) =>
    lessonSets.rename(await owner(user), params.id, body.name),
  );
  registerCall(calls['lessonSets.delete'], async ({ params }, { user }) =>
    lessonSets.remove(await owner(user), params.id),
  );
  registerCall(calls['lessonSets.revoke'], async ({ params }, { user }) =>
    lessonSets.revoke(await owner(user), params.id),
  );
  registerCall(calls['lessonSets.renew'], async ({ params }, { user }) =>
    lessonSets.renew(await owner(user), params.id),
  );
  registerCall(calls['lessonSets.shared'], ({ params, query }) =>
    lessonSets.shared(params.token, query.lang),
  );
}
