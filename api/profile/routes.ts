/**
 * The personal area's calls (route layer). Each is validated by its call definition; the acting user
 * always comes from the bearer token through the accounts domain, never from a body or a query (R17),
 * and a call without a session is 401.
 */
import { profileCalls as calls } from '../../shared/contract/profile.ts';
import type { SocialProvider } from '../../shared/schemas/accounts.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { ProfileService } from './service.ts';

export interface ProfileRouteDeps {
  profile: ProfileService;
  /** Whether a social sign-in provider is configured (the accounts domain's settings). */
  providerConfigured: (provider: SocialProvider) => boolean;
}

export function registerProfileRoutes(registerCall: RegisterCall, deps: ProfileRouteDeps): void {
  const { profile, providerConfigured } = deps;

  registerCall(calls['profile.favorites'], ({ query }, { user }) => profile.favourites(user, query.lang));
  registerCall(calls['profile.courses'], ({ query }, { user }) => profile.courses(user, query.lang));
  registerCall(calls['profile.recommendations'], ({ query }, { user }) =>
    profile.recommendations(user, query.lang),
  );
  registerCall(calls['profile.content'], ({ query }, { user }) => profile.content(user, query.lang));
  registerCall(calls['profile.continue'], ({ query }, { user }) => profile.shelf(user, query.lang));
  registerCall(calls['profile.position'], ({ params, query }, { user }) =>
    profile.position(user, params.material_id, query.lang),
  );
  registerCall(calls['profile.savePosition'], ({ body }, { user }) => profile.savePosition(user, body));
  registerCall(calls['profile.forget'], ({ params }, { user }) => profile.forget(user, params.material_id));
  registerCall(calls['profile.clearHistory'], (_input, { user }) => profile.clear(user));
  registerCall(calls['profile.tracking'], ({ body }, { user }) => profile.tracking(user, body.paused));
  registerCall(calls['profile.export'], (_input, { user }) => profile.exportOf(user));
  registerCall(calls['social.providers'], async () => ({
    google: providerConfigured('google'),
    facebook: providerConfigured('facebook'),
  }));
}
