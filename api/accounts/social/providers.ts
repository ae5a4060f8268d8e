/**
 * The social sign-in providers through `openid-client` (docs/architecture.md#sessions-and-accounts, docs/rules.md R15): Google by OpenID
 * Connect discovery, Facebook as plain OAuth 2.0 with configured endpoints; both with the
 * authorization code, the state and PKCE (S256). A provider without a client id and secret is not
 * offered. Plain-http endpoints are accepted only on loopback hosts (a local provider in tests).
 */
import * as oidc from 'openid-client';
import type { SocialProvider } from '../../../shared/schemas/accounts.ts';
import type { ProviderSettings } from '../../config/accounts.ts';
import { ApiError } from '../../errors.ts';

/** Seconds each request to a provider may take (the web tier's whole call has about three). */
const PROVIDER_TIMEOUT_SECONDS = 2;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What the account needs from a provider's answer. */
export interface ProviderProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string;
  surname: string;
}

export interface Provider {
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): Promise<string>;
  /** Exchanges the callback's code (checking state and PKCE) and reads the user's profile. */
  profile(input: { callbackUrl: URL; state: string; codeVerifier: string }): Promise<ProviderProfile>;
}

function isLoopbackHttp(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
}

function profileOf(claims: Record<string, unknown>, emailsVerified: boolean): ProviderProfile {
  const subject = claims.sub ?? claims.id;
  if (typeof subject !== 'string' && typeof subject !== 'number') throw new ApiError('social_failed');
  const email =
    typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim() : undefined;
  return {
    subject: String(subject),
    email,
    // OpenID providers say whether they verified the address; for one that says nothing (Facebook,
    // which shares confirmed addresses only) the provider's setting decides.
    emailVerified:
      claims.email_verified === undefined
        ? emailsVerified
        : claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.given_name ?? claims.first_name),
    surname: text(claims.family_name ?? claims.last_name),
  };
}

async function configurationFor(settings: ProviderSettings): Promise<oidc.Configuration> {
  const insecure = isLoopbackHttp(settings.issuer);
  const config = settings.endpoints
    ? new oidc.Configuration(
        {
          issuer: settings.issuer,
          authorization_endpoint: settings.endpoints.authorization,
          token_endpoint: settings.endpoints.token,
        },
        settings.clientId,
        settings.clientSecret,
      )
    : await oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      });
  if (insecure) oidc.allowInsecureRequests(config);
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  return config;
}

export function createProvider(settings: ProviderSettings): Provider {
  let configuration: Promise<oidc.Configuration> | undefined;
  // Discovery runs once; a failure is forgotten so the next sign-in tries again.
  const config = () => {
    configuration ??= configurationFor(settings).catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  return {
    async authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: settings.scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    async profile({ callbackUrl, state, codeVerifier }) {
      const configuration = await config();
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        expectedState: state,
        pkceCodeVerifier: codeVerifier,
      });
      if (settings.endpoints) {
        const response = await oidc.fetchProtectedResource(
          configuration,
          tokens.access_token,
          new URL(settings.endpoints.userinfo),
          'GET',
        );
        if (!response.ok) throw new ApiError('social_failed');
        return profileOf((await response.json()) as Record<string, unknown>, settings.emailsVerified);
      }
      const subject = tokens.claims()?.sub;
      const claims = await oidc.fetchUserInfo(
        configuration,
        tokens.access_token,
        subject ?? oidc.skipSubjectCheck,
      );
      return profileOf(claims as Record<string, unknown>, settings.emailsVerified);
    },
  };
}

export function createProviders(settings: Partial<Record<SocialProvider, ProviderSettings>>) {
  const providers: Partial<Record<SocialProvider, Provider>> = {};
  for (const [name, provider] of Object.entries(settings) as [
    SocialProvider,
    ProviderSettings | undefined,
  ][]) {
    if (provider) providers[name] = createProvider(provider);
  }
  return providers;
}
