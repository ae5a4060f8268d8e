import { createHash, randomBytes } from 'node:crypto';
import t from 'tap';
import { accountsApi, backends, bearer, post, RELAXED_LIMITS } from './helpers/api.ts';
import { authorizeAtProvider, startOidcProvider } from './helpers/oidc.ts';
import { confirmedUser, loginToken } from './helpers/users.ts';

const ORIGIN = 'https://site.example';
const random = () => randomBytes(32).toString('base64url');

const provider = await startOidcProvider([
  `${ORIGIN}/authorize/google/callback`,
  `${ORIGIN}/authorize/facebook/callback`,
]);
t.teardown(() => provider.close());

const providerEnv = {
  GOOGLE_CLIENT_ID: provider.clientId,
  GOOGLE_CLIENT_SECRET: provider.clientSecret,
  GOOGLE_ISSUER: provider.issuer,
  FACEBOOK_CLIENT_ID: provider.clientId,
  FACEBOOK_CLIENT_SECRET: provider.clientSecret,
  FACEBOOK_ISSUER: provider.issuer,
  FACEBOOK_AUTHORIZATION_URL: `${provider.issuer}/auth`,
  FACEBOOK_TOKEN_URL: `${provider.issuer}/token`,
  FACEBOOK_USERINFO_URL: `${provider.issuer}/me`,
  FACEBOOK_SCOPE: 'openid email',
};

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await accountsApi(t, backend, { ...RELAXED_LIMITS, ...providerEnv });
    const { app } = api;

    /** What the web tier does: state and PKCE, the provider's page, then the finishing call. */
    async function social(
      name: 'google' | 'facebook',
      action: 'sign-in' | 'connect',
      headers = {},
      tamper = {},
    ) {
      const state = random();
      const verifier = random();
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const start = await post(app, `/api/social/${name}/authorize`, { state, code_challenge: challenge });
      if (start.statusCode !== 200) return start;
      const url = new URL(start.json().url);
      if (url.searchParams.get('code_challenge_method') !== 'S256') throw new Error('no PKCE');
      const callback = await authorizeAtProvider(url.href, `${ORIGIN}/authorize/${name}/callback`);
      return post(
        app,
        `/api/social/${name}/${action}`,
        { callback_query: callback.search.slice(1), state, code_verifier: verifier, ...tamper },
        headers,
      );
    }

    t.test('a provider sign-in creates a confirmed account once, then finds it by its subject', async (t) => {
      provider.next = {
        sub: 'g-100',
        email: 'Social.New@example.org',
        email_verified: true,
        given_name: 'Мирьям',
        family_name: 'Кац',
      };
      const first = await social('google', 'sign-in');
      t.equal(first.statusCode, 200);
      t.equal(first.json().created, true);
      const me = (await app.inject({ url: '/api/user', headers: bearer(first.json().token) })).json();
      t.match(me.user, {
        name: 'Мирьям',
        surname: 'Кац',
        email: 'Social.New@example.org',
        email_confirmed: true,
        has_password: false,
      });
      const second = await social('google', 'sign-in');
      t.equal(second.json().created, false);
      t.not(second.json().token, first.json().token, 'a new token on every sign-in');
      const [count] = await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE lower(email) = $1',
        ['social.new@example.org'],
      );
      t.equal(count?.n, 1);
    });

    t.test('a verified e-mail links the existing account; an unverified one links nothing', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'linked@example.org');
      provider.next = { sub: 'g-200', email: 'linked@example.org', email_verified: false };
      const refused = await social('google', 'sign-in');
      t.equal(refused.statusCode, 400);
      t.equal(refused.json().error, 'social_email_missing');
      provider.next = { sub: 'g-201', email: 'LINKED@example.org', email_verified: true };
      const linked = await social('google', 'sign-in');
      t.equal(linked.json().created, false);
      t.equal(
        (await post(app, '/api/login', { email: account.email, password: account.password })).statusCode,
        200,
        'the password still works',
      );
    });

    t.test(
      'linking an account whose e-mail was never confirmed drops the password set by whoever made it',
      async (t) => {
        await post(app, '/api/register', { email: 'squatted@example.org', password: 'squatter-pass-1' });
        provider.next = { sub: 'fb-300', email: 'squatted@example.org' };
        const owner = await social('facebook', 'sign-in');
        t.equal(owner.statusCode, 200, 'Facebook shares confirmed e-mails only: trusted by default');
        t.equal(
          (await post(app, '/api/login', { email: 'squatted@example.org', password: 'squatter-pass-1' }))
            .statusCode,
          401,
        );
      },
    );

    t.test('a forged state or a wrong PKCE verifier finishes nothing', async (t) => {
      provider.next = { sub: 'g-400', email: 'forged@example.org', email_verified: true };
      const state = await social('google', 'sign-in', {}, { state: random() });
      t.equal(state.statusCode, 400);
      t.equal(state.json().error, 'social_failed');
      const verifier = await social('google', 'sign-in', {}, { code_verifier: random() });
      t.equal(verifier.json().error, 'social_failed');
      const [count] = await api.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM users WHERE email = 'forged@example.org'",
      );
      t.equal(count?.n, 0);
    });

    t.test('providers connect and disconnect from the profile, never the last way in', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'connector@example.org');
      const token = await loginToken(app, account);
      provider.next = { sub: 'fb-500', email: 'elsewhere@example.org' };
      t.equal((await social('facebook', 'connect', bearer(token))).statusCode, 200);
      const list = (await app.inject({ url: '/api/user/social', headers: bearer(token) })).json();
      t.same(list.providers, [
        { provider: 'google', connected: false, available: true },
        { provider: 'facebook', connected: true, available: true },
      ]);
      provider.next = { sub: 'g-100' };
      const taken = await social('google', 'connect', bearer(token));
      t.equal(taken.json().error, 'social_taken', "another user's identity");
      const off = await app.inject({
        method: 'POST',
        url: '/api/user/social/facebook/disconnect',
        headers: bearer(token),
      });
      t.equal(off.statusCode, 200);

      provider.next = { sub: 'g-600', email: 'only-social@example.org', email_verified: true };
      const onlySocial = (await social('google', 'sign-in')).json().token;
      const last = await app.inject({
        method: 'POST',
        url: '/api/user/social/google/disconnect',
        headers: bearer(onlySocial),
      });
      t.equal(last.statusCode, 409);
      t.equal(last.json().error, 'last_sign_in_method');
      t.equal((await social('google', 'connect')).statusCode, 401, 'connecting needs a session');
    });

    t.test('an unconfigured provider is not offered', async (t) => {
      const bare = await accountsApi(t, backend, RELAXED_LIMITS);
      const answer = await post(bare.app, '/api/social/google/authorize', {
        state: random(),
        code_challenge: random(),
      });
      t.equal(answer.statusCode, 404);
      t.equal(answer.json().error, 'provider_unavailable');
      t.equal(
        (await post(bare.app, '/api/social/twitter/authorize', { state: random(), code_challenge: random() }))
          .statusCode,
        400,
      );
    });
  });
}
