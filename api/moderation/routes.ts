/** The comment-safety calls, registered from `shared/contract/moderation.ts`; both need a session. */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { moderationCalls as calls } from '../../shared/contract/moderation.ts';
import { ApiError } from '../errors.ts';
import { registerCall } from '../http/register-call.ts';
import type { ModerationService } from './service.ts';

export function registerModerationRoutes(
  app: FastifyInstance,
  deps: {
    moderation: ModerationService;
    actingUser: (headers: IncomingHttpHeaders) => Promise<{ id: number } | null>;
  },
): void {
  const { moderation, actingUser } = deps;
  const signedIn = async (headers: IncomingHttpHeaders) => {
    const user = await actingUser(headers);
    if (!user) throw new ApiError('unauthorized');
    return user;
  };
  registerCall(app, calls['comments.report'], async ({ params }, { headers }) =>
    moderation.report((await signedIn(headers)).id, params.id),
  );
  registerCall(app, calls['comments.mine'], async ({ params, query }, { headers }) =>
    moderation.waiting((await signedIn(headers)).id, params.type, params.slug, query.lang),
  );
}
