/**
 * The accounts calls (route layer): each validated by its call definition, the acting user always
 * from the bearer token (R17), which this layer reads from the headers (`http/bearer.ts`) so the
 * services never see one. Errors are the API's one catalogue, rendered by its central handler.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { accountsCalls, sessionCalls } from '../../shared/contract/accounts.ts';
import { ApiError } from '../errors.ts';
import { bearerToken, testAdminValue } from '../http/bearer.ts';
import { registerCall } from '../http/register-call.ts';
import type { Authenticated } from './sessions.ts';
import type { AccountsServices } from './wiring.ts';

export async function registerAccountsRoutes(
  app: FastifyInstance,
  services: AccountsServices,
  /** The cache tags of what shows this user's name (their comment lists), dropped when it changes. */
  shownName: (userId: number) => Promise<string[]> = async () => [],
): Promise<void> {
  const { sessions, login, registration, password, profile, social, testAdmin } = services;

  async function signedIn(headers: IncomingHttpHeaders): Promise<Authenticated> {
    const auth = await sessions.authenticate(bearerToken(headers));
    if (!auth) throw new ApiError('unauthorized');
    return auth;
  }

  registerCall(app, accountsCalls['accounts.user'], async (_input, { headers }) => {
    const { user } = await signedIn(headers);
    return profile.answer(user, testAdmin(testAdminValue(headers), user));
  });
  registerCall(app, accountsCalls['accounts.register'], ({ body }, { ip }) =>
    registration.register(body, ip),
  );
  registerCall(app, accountsCalls['accounts.confirmEmail'], ({ body }, { ip }) =>
    registration.confirmEmail(body.pin, ip),
  );
  registerCall(app, accountsCalls['accounts.resetPassword'], ({ body }, { ip }) =>
    password.reset(body.password, body.pin, ip),
  );
  registerCall(app, accountsCalls['accounts.changePassword'], async ({ body }, { headers }) => {
    const { user, session } = await signedIn(headers);
    return password.change(user, session.id, body);
  });
  registerCall(app, accountsCalls['accounts.updateProfile'], async ({ body }, { headers, drop }) => {
    const { user } = await signedIn(headers);
    const answer = await profile.update(user, body);
    drop(await shownName(user.id));
    return answer;
  });
  registerCall(app, accountsCalls['accounts.socialAccounts'], async (_input, { headers }) =>
    profile.socialAccounts((await signedIn(headers)).user),
  );
  registerCall(app, accountsCalls['accounts.socialDisconnect'], async ({ params }, { headers }) =>
    profile.disconnect((await signedIn(headers)).user, params.provider),
  );

  registerCall(app, sessionCalls['session.login'], ({ body }, { ip }) => login.login(body, ip));
  registerCall(app, sessionCalls['session.logout'], async (_input, { headers }) => {
    if (!(await login.logout(bearerToken(headers)))) throw new ApiError('unauthorized');
    return { success: true };
  });
  registerCall(app, sessionCalls['session.forgotPassword'], ({ body }, { ip }) => password.forgot(body, ip));
  registerCall(app, sessionCalls['session.socialAuthorize'], ({ params, body }) =>
    social.authorize(params.provider, body),
  );
  registerCall(app, sessionCalls['session.socialSignIn'], ({ params, body }, { ip }) =>
    social.signIn(params.provider, body, ip),
  );
  registerCall(app, sessionCalls['session.socialConnect'], async ({ params, body }, { headers }) =>
    social.connect(params.provider, body, (await signedIn(headers)).user),
  );
}
