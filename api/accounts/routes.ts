/**
 * The accounts calls (route layer): each validated by its call definition, the acting user always
 * from the bearer token (R17). The domain's catalogue errors are rendered here in the API's error body;
 * anything else goes on to the API's central handler.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { accountsCalls, sessionCalls } from '../../shared/contract/accounts.ts';
import { ApiError } from '../errors.ts';
import { registerCall } from '../http/register-call.ts';
import { AccountError } from './errors.ts';
import type { Authenticated } from './sessions.ts';
import type { AccountsServices } from './wiring.ts';

export async function registerAccountsRoutes(
  app: FastifyInstance,
  services: AccountsServices,
): Promise<void> {
  const { sessions, login, registration, password, profile, social, testAdmin } = services;

  async function signedIn(headers: IncomingHttpHeaders): Promise<Authenticated> {
    const auth = await sessions.authenticate(headers);
    if (!auth) throw new ApiError('unauthorized');
    return auth;
  }

  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      if (!(error instanceof AccountError)) throw error;
      request.log.info({ code: error.code, field: error.field }, 'request refused');
      return reply.status(error.status).send({
        error: error.code,
        message: error.message,
        requestId: request.id,
        ...(error.field ? { field: error.field } : {}),
      });
    });

    registerCall(scope, accountsCalls['accounts.user'], async (_input, { headers }) => {
      const { user } = await signedIn(headers);
      return profile.answer(user, testAdmin(headers, user));
    });
    registerCall(scope, accountsCalls['accounts.register'], ({ body }, { ip }) =>
      registration.register(body, ip),
    );
    registerCall(scope, accountsCalls['accounts.confirmEmail'], ({ body }, { ip }) =>
      registration.confirmEmail(body.pin, ip),
    );
    registerCall(scope, accountsCalls['accounts.resetPassword'], ({ body }, { ip }) =>
      password.reset(body.password, body.pin, ip),
    );
    registerCall(scope, accountsCalls['accounts.changePassword'], async ({ body }, { headers }) => {
      const { user, session } = await signedIn(headers);
      return password.change(user, session.id, body);
    });
    registerCall(scope, accountsCalls['accounts.updateProfile'], async ({ body }, { headers }) =>
      profile.update((await signedIn(headers)).user, body),
    );
    registerCall(scope, accountsCalls['accounts.socialAccounts'], async (_input, { headers }) =>
      profile.socialAccounts((await signedIn(headers)).user),
    );
    registerCall(scope, accountsCalls['accounts.socialDisconnect'], async ({ params }, { headers }) =>
      profile.disconnect((await signedIn(headers)).user, params.provider),
    );

    registerCall(scope, sessionCalls['session.login'], ({ body }, { ip }) => login.login(body, ip));
    registerCall(scope, sessionCalls['session.logout'], async (_input, { headers }) => {
      if (!(await login.logout(headers))) throw new ApiError('unauthorized');
      return { success: true };
    });
    registerCall(scope, sessionCalls['session.forgotPassword'], ({ body }, { ip }) =>
      password.forgot(body, ip),
    );
    registerCall(scope, sessionCalls['session.socialAuthorize'], ({ params, body }) =>
      social.authorize(params.provider, body),
    );
    registerCall(scope, sessionCalls['session.socialSignIn'], ({ params, body }, { ip }) =>
      social.signIn(params.provider, body, ip),
    );
    registerCall(scope, sessionCalls['session.socialConnect'], async ({ params, body }, { headers }) =>
      social.connect(params.provider, body, (await signedIn(headers)).user),
    );
  });
}
