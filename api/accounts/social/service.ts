/**
 * Social sign-in and connection (docs/architecture.md#sessions-and-accounts, docs/rules.md R11, R15). The web tier makes the state and
 * the PKCE pair and keeps them in the browser's cookie; this service builds the provider's address and,
 * on the callback, exchanges the code server-side at the registered redirect URI and finds the
 * account: by (provider, subject); else, when the provider vouches for the e-mail, the account with
 * that e-mail (linking it) or a new confirmed one. Without a verified e-mail nothing is linked or
 * created. Linking to an account whose e-mail was never confirmed drops its password and sessions:
 * whoever registered it never proved the address was theirs.
 */
import type { SocialProvider } from '../../../shared/schemas/accounts.ts';
import { ApiError } from '../../errors.ts';
import type { AccountsDeps } from '../deps.ts';
import { throttleKey } from '../throttle.ts';
import type { UserRow } from '../users-repository.ts';
import type { Provider, ProviderProfile } from './providers.ts';

export interface SocialFinish {
  callback_query: string;
  state: string;
  code_verifier: string;
}

export function createSocialService(
  deps: AccountsDeps & { providers: Partial<Record<SocialProvider, Provider>> },
) {
  const { db, users, clock, settings, rules, throttle, sessions, providers, log } = deps;
  const redirectUri = (provider: SocialProvider) => `${settings.publicOrigin}/authorize/${provider}/callback`;

  function providerOf(name: SocialProvider): Provider {
    const provider = providers[name];
    if (!provider) throw new ApiError('provider_unavailable', { field: 'provider' });
    return provider;
  }

  async function profileFrom(name: SocialProvider, finish: SocialFinish): Promise<ProviderProfile> {
    const callbackUrl = new URL(`${redirectUri(name)}?${finish.callback_query}`);
    try {
      return await providerOf(name).profile({
        callbackUrl,
        state: finish.state,
        codeVerifier: finish.code_verifier,
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      log.warn(
        { event: 'social', provider: name, outcome: 'exchange_failed', err: error },
        'social sign-in failed',
      );
      throw new ApiError('social_failed', { cause: error });
    }
  }

  /** The account of this identity, linking or creating one (see the header). */
  async function accountFor(
    name: SocialProvider,
    profile: ProviderProfile,
  ): Promise<{ user: UserRow; created: boolean }> {
    const known = await users.byIdentity(db, name, profile.subject);
    if (known) return { user: known, created: false };
    if (!profile.email || !profile.emailVerified) throw new ApiError('social_email_missing');
    const email = profile.email;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const existing = await users.byEmail(tx, email);
      if (existing) {
        if (!existing.email_confirmed_at) {
          await users.setPassword(tx, existing.id, null, now);
          await sessions.revokeAllOf(tx, existing.id);
          await users.confirmEmail(tx, existing.id, now);
        }
        if (!(await users.linkIdentity(tx, existing.id, name, profile.subject))) {
          throw new ApiError('social_taken');
        }
        return { user: existing, created: false };
      }
      const id = await users.insert(
        tx,
        {
          email,
          name: profile.name,
          surname: profile.surname,
          passwordHash: null,
          locale: 'ru',
          confirmedAt: now,
        },
        now,
      );
      if (id === undefined) throw new ApiError('social_failed');
      await users.linkIdentity(tx, id, name, profile.subject);
      return { user: (await users.byId(tx, id)) as UserRow, created: true };
    });
  }

  return {
    async authorize(name: SocialProvider, input: { state: string; code_challenge: string }) {
      const url = await providerOf(name).authorizationUrl({
        state: input.state,
        codeChallenge: input.code_challenge,
        redirectUri: redirectUri(name),
      });
      return { url };
    },

    /** R11 (ASVS 6.3.4): a callback counts against the address's login limits like a login does. */
    async signIn(name: SocialProvider, finish: SocialFinish, ip: string) {
      const ipKey = throttleKey(ip);
      await throttle.hit(rules.loginPerIpMinute, ipKey);
      await throttle.hit(rules.loginPerIpHour, ipKey);
      const profile = await profileFrom(name, finish);
      const { user, created } = await accountFor(name, profile);
      const session = await sessions.issue(db, user.id, name);
      log.info(
        { event: 'login', outcome: 'success', method: name, userId: user.id, created },
        'login succeeded',
      );
      return { ...session, created };
    },

    async connect(name: SocialProvider, finish: SocialFinish, user: UserRow) {
      const profile = await profileFrom(name, finish);
      const owner = await users.byIdentity(db, name, profile.subject);
      if (owner && owner.id !== user.id) throw new ApiError('social_taken');
      if (!owner && !(await users.linkIdentity(db, user.id, name, profile.subject))) {
        throw new ApiError('social_taken');
      }
      log.info({ event: 'social_connect', provider: name, userId: user.id }, 'social account connected');
      return { success: true };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
