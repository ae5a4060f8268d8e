/**
 * The personal area's calls (route layer). Each is validated by its call definition; the acting user
 * always comes from the bearer token through the accounts domain, never from a body or a query (R17),
 * and a call without a session is 401.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { profileCalls } from '../../shared/contract/profile.ts';
import type { SocialProvider } from '../../shared/schemas/accounts.ts';
import { ApiError } from '../errors.ts';
import { registerCall } from '../http/register-call.ts';
import type { ActingUser, ProfileService } from './service.ts';

export interface ProfileRouteDeps {
  profile: ProfileService;
  actingUser: (headers: IncomingHttpHeaders) => Promise<ActingUser | null>;
  /** Whether a social sign-in provider is configured (the accounts domain's settings). */
  providerConfigured: (provider: SocialProvider) => boolean;
}

export function registerProfileRoutes(app: FastifyInstance, deps: ProfileRouteDeps): void {
  const { profile, actingUser, providerConfigured } = deps;
  const signedIn = async (headers: IncomingHttpHeaders): Promise<ActingUser> => {
    const user = await actingUser(headers);
    if (!user) throw new ApiError('unauthorized');
    return user;
  };
  const calls = profileCalls;

  registerCall(app, calls['profile.favorites'], async ({ query }, { headers }) =>
    profile.favourites(await signedIn(headers), query.lang),
  );
  registerCall(app, calls['profile.courses'], async ({ query }, { headers }) =>
    profile.courses(await signedIn(headers), query.lang),
  );
  registerCall(app, calls['profile.recommendations'], async ({ query }, { headers }) =>
    profile.recommendations(await signedIn(headers), query.lang),
  );
  registerCall(app, calls['profile.content'], async ({ query }, { headers }) =>
    profile.content(await signedIn(headers), query.lang),
  );
  registerCall(app, calls['profile.continue'], async ({ query }, { headers }) =>
    profile.shelf(await signedIn(headers), query.lang),
  );
  registerCall(app, calls['profile.position'], async ({ params, query }, { headers }) =>
    profile.position(await signedIn(headers), params.material_id, query.lang),
  );
  registerCall(app, calls['profile.savePosition'], async ({ body }, { headers }) =>
    profile.savePosition(await signedIn(headers), body),
  );
  registerCall(app, calls['profile.forget'], async ({ params }, { headers }) =>
    profile.forget(await signedIn(headers), params.material_id),
  );
  registerCall(app, calls['profile.clearHistory'], async (_input, { headers }) =>
    profile.clear(await signedIn(headers)),
  );
  registerCall(app, calls['profile.tracking'], async ({ body }, { headers }) =>
    profile.tracking(await signedIn(headers), body.paused),
  );
  registerCall(app, calls['profile.export'], async (_input, { headers }) =>
    profile.exportOf(await signedIn(headers)),
  );
  registerCall(app, calls['social.providers'], async () => ({
    google: providerConfigured('google'),
    facebook: providerConfigured('facebook'),
  }));
}
