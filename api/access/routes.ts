/**
 * The questionnaire's calls, registered from `shared/contract/access.ts`. Both need a session (401);
 * the user is the token's, whatever the body says (R17).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { accessCalls as calls } from '../../shared/contract/access.ts';
import { ApiError } from '../errors.ts';
import { registerCall } from '../http/register-call.ts';
import type { AccessService } from './service.ts';

export interface AccessRouteDeps {
  access: AccessService;
  /** The user of the request's bearer token, or null (the accounts domain decides). */
  actingUser: (headers: IncomingHttpHeaders) => Promise<{ id: number } | null>;
}

export function registerAccessRoutes(app: FastifyInstance, deps: AccessRouteDeps): void {
  const { access, actingUser } = deps;
  const signedIn = async (headers: IncomingHttpHeaders) => {
    const user = await actingUser(headers);
    if (!user) throw new ApiError('unauthorized');
    return user;
  };

  registerCall(app, calls['access.mine'], async (_input, { headers }) =>
    access.mine((await signedIn(headers)).id),
  );
  registerCall(app, calls['access.request'], async ({ body }, { headers }) => {
    const user = await signedIn(headers);
    return access.request(user.id, {
      occupation: body.occupation,
      institution: body.institution,
      purpose: body.purpose,
      claimed: body.user_id ?? body.userId,
    });
  });
}
