/**
 * The accounts calls (route layer): each validated by its call definition, the acting user always
 * the bearer token's session (R17), which `registerCall` finds from the call's `auth` level so the
 * services never see a header. Errors are the API's one catalogue, rendered by its central handler.
 */
import { readerTag } from '../../shared/cache-drops.ts';
import { accountsCalls, sessionCalls } from '../../shared/contract/accounts.ts';
import { bearerToken, testAdminValue } from '../http/bearer.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { LoginService } from './login-service.ts';
import type { PasswordService } from './password-service.ts';
import type { ProfileService } from './profile-service.ts';
import type { RegistrationService } from './registration-service.ts';
import type { Authenticated } from './sessions.ts';
import type { SocialService } from './social/service.ts';
import type { TestAdmin } from './test-admin.ts';

export interface AccountsRouteDeps {
  login: LoginService;
  registration: RegistrationService;
  password: PasswordService;
  profile: ProfileService;
  social: SocialService;
  testAdmin: TestAdmin;
}

export function registerAccountsRoutes(
  registerCall: RegisterCall<Authenticated>,
  services: AccountsRouteDeps,
  /** The cache tags of what shows this user's name (their comment lists), dropped when it changes. */
  shownName: (userId: number) => Promise<string[]> = async () => [],
): void {
  const { login, registration, password, profile, social, testAdmin } = services;

  registerCall(accountsCalls['accounts.user'], (_input, { headers, user }) =>
    profile.answer(user, testAdmin(testAdminValue(headers), user)),
  );
  registerCall(accountsCalls['accounts.register'], ({ body }, { ip }) => registration.register(body, ip));
  // Made without a session, so the reader they change is named here (docs/architecture.md#the-reader-cache).
  registerCall(accountsCalls['accounts.confirmEmail'], ({ body }, { ip, drop }) =>
    registration.confirmEmail(body.pin, ip, (id) => drop([readerTag(id)])),
  );
  registerCall(accountsCalls['accounts.resetPassword'], ({ body }, { ip, drop }) =>
    password.reset(body.password, body.pin, ip, (id) => drop([readerTag(id)])),
  );
  registerCall(accountsCalls['accounts.changePassword'], ({ body }, { caller }) =>
    password.change(caller.user, caller.session.id, body),
  );
  registerCall(accountsCalls['accounts.updateProfile'], async ({ body }, { user, drop }) => {
    const answer = await profile.update(user, body);
    drop(await shownName(user.id));
    return answer;
  });
  registerCall(accountsCalls['accounts.socialAccounts'], (_input, { user }) => profile.socialAccounts(user));
  registerCall(accountsCalls['accounts.socialDisconnect'], ({ params }, { user }) =>
    profile.disconnect(user, params.provider),
  );

  registerCall(sessionCalls['session.login'], ({ body }, { ip }) => login.login(body, ip));
  registerCall(sessionCalls['session.logout'], (_input, { headers }) => login.logout(bearerToken(headers)));
  registerCall(sessionCalls['session.forgotPassword'], ({ body }, { ip }) => password.forgot(body, ip));
  registerCall(sessionCalls['session.socialAuthorize'], ({ params, body }) =>
    social.authorize(params.provider, body),
  );
  registerCall(sessionCalls['session.socialSignIn'], ({ params, body }, { ip }) =>
    social.signIn(params.provider, body, ip),
  );
  registerCall(sessionCalls['session.socialConnect'], ({ params, body }, { user }) =>
    social.connect(params.provider, body, user),
  );
}
