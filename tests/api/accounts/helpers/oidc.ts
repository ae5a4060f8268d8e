/**
 * A local OpenID provider for social sign-in tests (`oidc-provider`), on 127.0.0.1 and a free port.
 * It signs in whoever `next` names without showing a form, and grants the scopes asked, so a test can
 * follow the redirects with plain requests (or a browser) to the site's callback.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in is. */
  next: ProviderAccount;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUris: string[]): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: TestProvider = {
    issuer,
    clientId: 'da-site',
    clientSecret: 'test-client-secret-0123456789abcdef',
    next: { sub: 'nobody' },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const accounts = new Map<string, ProviderAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: state.clientId,
        client_secret: state.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => accounts.get(id) ?? { sub: id },
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    loadExistingGrant: async (ctx: {
      oidc: { provider: Provider; client?: { clientId: string }; session?: { accountId?: string } };
    }) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (/^\/interaction\//.test(req.url ?? '')) {
      accounts.set(state.next.sub, state.next);
      provider
        .interactionFinished(
          req,
          res,
          { login: { accountId: state.next.sub } },
          { mergeWithLastSubmission: false },
        )
        .catch(() => res.writeHead(500).end());
      return;
    }
    callback(req, res);
  });
  return state;
}

/**
 * Follows the provider's redirects from the authorization address (keeping its cookies) until they
 * reach `redirectPrefix`; answers that final address.
 */
export async function authorizeAtProvider(authorizationUrl: string, redirectPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.startsWith(redirectPrefix)) return new URL(next);
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${response.status}: ${await response.text()}`);
    next = new URL(location, next).href;
  }
  throw new Error('too many redirects at the provider');
}
